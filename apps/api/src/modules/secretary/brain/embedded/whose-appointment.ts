// "só o meu. o do meu filho continua": among the client's appointments listed, whose each one is. One is
// another person's when it carries that person's name, or, for a child named ("o do meu filho"), when its
// service is the children's one (the father's Corte masculino and his son's Corte infantil, both booked
// from the father's phone).
import { CHILD_RE, KIDS_RE } from './party.js';
import { RELATIONS } from './lexicon/people.js';
import { fold } from './text.js';
import type { TScheduleRef } from './state.js';

/** "o meu", "só a minha", "o meu msm": the client's own (not "o meu filho", "a minha consulta"). */
const OWN_RE = /\b(?:o|a|so o|so a|apenas o|apenas a) (?:meu|minha)\b(?! (?!(?:msm|mesmo|mesma|tambem|tb|ne|que|q)\b)[a-z]{2,})/;
/** "o do meu filho", "a da minha esposa", "o dele": another person's. */
const THEIRS_RE = new RegExp(`\\b(?:o|a) (?:d[oa] (?:meu|minha) (${RELATIONS.join('|')})|dele|dela)\\b`);
/** "o do meu filho continua", "o dele fica": the other one is kept, which says nothing of which one goes. */
const THEIRS_KEPT_RE = new RegExp(`${THEIRS_RE.source}\\s+(?:continua|fica|mantem|segue|pode ficar|nao)\\b`);

function forOther(a: TScheduleRef, relation: string | undefined): boolean {
  if (a.display_name) return true;
  return !!relation && CHILD_RE.test(relation) && KIDS_RE.test(fold(a.service_title));
}

/** The one candidate the message names by whose it is, if exactly one. */
export function whoseCandidate(list: TScheduleRef[], text: string): TScheduleRef | null {
  const theirs = THEIRS_RE.exec(text);
  const relation = theirs?.[1];
  const own = OWN_RE.test(text.replace(THEIRS_RE, ' '));
  // "só o meu. o do meu filho continua": the own one; "o da minha filha" alone: hers.
  const wantsOwn = own && (!theirs || THEIRS_KEPT_RE.test(text));
  const wantsTheirs = !!theirs && !own && !THEIRS_KEPT_RE.test(text);
  if (!wantsOwn && !wantsTheirs) return null;
  const others = list.filter((a) => forOther(a, relation ?? 'filho'));
  const picked = wantsOwn ? list.filter((a) => !others.includes(a)) : others;
  return others.length && picked.length === 1 ? picked[0]! : null;
}
