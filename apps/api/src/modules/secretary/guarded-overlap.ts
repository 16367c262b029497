// Whose appointment an existing one is, for the overlap check of a new booking (guarded-actions.ts): one
// person cannot be in two places at once, two people booked from one phone can.

/** A children's service ("Corte infantil"): booked from a parent's phone, it is the child's, never the parent's. */
const KIDS_RE = /infantil|kids|crian[cç]a/i;

/**
 * Whether the existing appointment `s` is of the person a new booking is for (`person`: the name it carries,
 * null for the client). The client's own booking clashes with anything of theirs but a child's service;
 * another person's only with that person's.
 */
export function samePerson(s: { display_name?: string | null; service?: { title: string } | null }, person: string | null): boolean {
  if (person === null) return !KIDS_RE.test(s.service?.title ?? '');
  return (s.display_name ?? null) === person;
}

/**
 * "marca uma pra minha mãe… e uma pra mim também": an appointment booked under the client's phone for someone else
 * (its name is not the client's) is that person's, never the client's own second one of the service that day.
 */
export function forSomeoneElse(s: { display_name?: string | null; client?: { name: string } | null }): boolean {
  const own = s.client?.name?.trim().toLowerCase();
  const name = s.display_name?.trim().toLowerCase();
  return !!own && !!name && name !== own;
}
