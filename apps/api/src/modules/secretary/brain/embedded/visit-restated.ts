// "isso, corte 14h e sobrancelha 14h30, pode marcar" to the visit proposed at those times: the client says the
// whole visit back with an explicit yes. Every part's time is said, in the visit's order (or beside its own
// service, in the order the services are named; "às 2" read as 14:00), the day, when said, is its day, no
// professional but one of the plan's is named and nothing is asked. Anything less is read by the flow ("só o corte às 10h", "a mão
// às 8 e o pé depois", "blz, 13h e 13h30, quanto fica?").
import { agreementOf, isNegationOrHesitation } from '../../consent.js';
import { statedTimes } from './constraints.js';
import { localNow, type TTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import type { Turn } from './state.js';
import { namedProfessional } from './team.js';
import { normalize } from './text.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';

const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const afternoon = (t: string) => `${String(Number(t.slice(0, 2)) + 12).padStart(2, '0')}${t.slice(2)}`;
const EXPLICIT_RE = /\b(?:marca\w*|agenda\w*|confirma\w*|fechad[oa]|fechou|fecha|pode ser|isso mesmo)\b/;

export function restatesVisit(turn: Turn, original: string, pref: TTimePref): boolean {
  const visit = turn.state.visit ?? [];
  const text = normalize(original);
  if (turn.state.awaiting !== 'confirm_visit' || visit.length < 2 || original.includes('?') || detectIntents(text).question) return false;
  if (isNegationOrHesitation(original) || !EXPLICIT_RE.test(text)) return false;
  const parts = visit.map((p) => ({ service_id: p.service_id, ...localNow(new Date(p.start_at), turn.tz) }));
  if (agreementOf(original, { action: 'book', minutes: parts[0]!.minutes }) !== 'agree') return false;
  // ("o do moleque às 10 com o Marcão e o meu 10h30": a professional of the plan said back with it is no change.)
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (named && !('professional' in named && visit.some((p) => p.calendar_id === named.professional.calendar_id))) return false;
  if (pref.date && pref.date !== parts[0]!.date) return false;
  const times = statedTimes(text);
  if (times.length !== parts.length) return false;
  const ids = servicesIn(text, segmentsOf(original), turn.input.services, VISIT_JOINER_RE);
  // ("o do moleque às 10 … e o meu 10h30": fewer services named than parts, the first ones of the visit, keep its order.)
  const inOrder = ids.every((id, i) => parts[i]?.service_id === id);
  if (ids.length && ids.length !== parts.length && !inOrder) return false;
  // Each time beside its own service (in the order said), else the visit's own order.
  const partAt = (i: number) => (ids.length === parts.length ? parts.find((p) => p.service_id === ids[i]) : parts[i]);
  return times.every((t, i) => {
    const part = partAt(i);
    return !!part && (hm(part.minutes) === t || hm(part.minutes) === afternoon(t));
  });
}
