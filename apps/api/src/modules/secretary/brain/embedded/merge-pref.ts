// How what the client says next refines the request so far (the booking flow's `st.pref`).
import type { TTimePref } from './dates.js';

/** A new hint refines the previous one: "amanhã" then "de tarde" means tomorrow afternoon. */
export function mergePref(old: TTimePref | null | undefined, next: TTimePref): TTimePref {
  if (!old) return next;
  // "amanhã 9h" then "errei, é sábado": a new day alone keeps the time the client already gave.
  const timeless = next.exact_min === undefined && next.from_min === undefined && next.to_min === undefined;
  // "é terça que vem então, mesmo horário": the time already said, on the new day.
  const sameAsSaid = !!next.same_time && old.exact_min !== undefined;
  if (next.date !== undefined && timeless && (!next.same_time || sameAsSaid))
    return {
      ...next,
      ...(old.exact_min !== undefined ? { exact_min: old.exact_min, carried: true } : {}),
      ...(old.from_min !== undefined ? { from_min: old.from_min } : {}),
      ...(old.to_min !== undefined ? { to_min: old.to_min } : {}),
      ...(old.ends_by ? { ends_by: true } : {}),
    };
  if (next.date !== undefined) return next;
  const merged: TTimePref = {
    ...(old.date !== undefined ? { date: old.date } : {}),
    ...(old.date_to !== undefined ? { date_to: old.date_to } : {}),
    ...next,
  };
  if (next.exact_min !== undefined) {
    delete merged.from_min;
    delete merged.to_min;
    delete merged.ends_by;
  }
  return merged;
}
