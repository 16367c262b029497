// "isso, corte 14h e sobrancelha 14h30, pode marcar" to the visit proposed at those times: the client says the
// whole visit back with an explicit yes. Every part's time is said, in the visit's order (or beside its own
// service, in the order the services are named; "às 2" read as 14:00), the day, when said, is its day, no
// professional but one of the plan's is named and nothing is asked. Anything less is read by the flow ("só o corte às 10h", "a mão
// às 8 e o pé depois", "blz, 13h e 13h30, quanto fica?").
import { agreementOf, isNegationOrHesitation } from '../../consent.js';
import { statedTimes } from './constraints.js';
import { localNow, type TTimePref } from './dates.js';
import type { Turn } from './state.js';
import { namedProfessional } from './team.js';
import { normalize } from './text.js';
import { servicesIn } from './understand/index.js';
import { segmentsOf } from './understand/segments.js';
import { VISIT_JOINER_RE } from './visit-joiners.js';

const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const afternoon = (t: string) => `${String(Number(t.slice(0, 2)) + 12).padStart(2, '0')}${t.slice(2)}`;
const EXPLICIT_RE = /\b(?:marca\w*|agenda\w*|confirma\w*|fechad[oa]|fechou|fecha|pode ser|isso mesmo)\b/;

type TReadBack = { parts: Array<{ service_id: string; date: string; minutes: number }>; times: number[] };

/** The visit said back: each part's time as said, in the visit's order (null when it is no such yes). */
function readBack(turn: Turn, original: string, pref: TTimePref): TReadBack | null {
  const visit = turn.state.visit ?? [];
  const text = normalize(original);
  // (A question is its mark, and agreementOf's own reading: the intents read any "pode ser…" as one.)
  if (turn.state.awaiting !== 'confirm_visit' || visit.length < 2 || original.includes('?')) return null;
  if (isNegationOrHesitation(original) || !EXPLICIT_RE.test(text)) return null;
  const parts = visit.map((p) => ({ service_id: p.service_id, ...localNow(new Date(p.start_at), turn.tz) }));
  if (agreementOf(original, { action: 'book', minutes: parts[0]!.minutes }) !== 'agree') return null;
  // ("o do moleque às 10 com o Marcão e o meu 10h30": a professional of the plan said back with it is no change.)
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (named && !('professional' in named && visit.some((p) => p.calendar_id === named.professional.calendar_id))) return null;
  if (pref.date && pref.date !== parts[0]!.date) return null;
  const said = statedTimes(text);
  if (said.length !== parts.length) return null;
  const ids = servicesIn(text, segmentsOf(original), turn.input.services, VISIT_JOINER_RE);
  // ("o do moleque às 10 … e o meu 10h30": fewer services named than parts, the first ones of the visit, keep its order.)
  const inOrder = ids.every((id, i) => parts[i]?.service_id === id);
  if (ids.length && ids.length !== parts.length && !inOrder) return null;
  // Each time beside its own service (in the order said), else the visit's own order; "às 2" is 14:00 when the part is.
  const byPart = parts.map((p, i) => said[ids.length === parts.length ? ids.indexOf(p.service_id) : i]);
  if (byPart.some((t) => t === undefined)) return null;
  const times = byPart.map((t, i) => {
    const m = Number(t!.slice(0, 2)) * 60 + Number(t!.slice(3, 5));
    return m < 12 * 60 && parts[i]!.minutes >= 12 * 60 && hm(parts[i]!.minutes) === afternoon(t!) ? m + 12 * 60 : m;
  });
  return { parts, times };
}

/** Every part's time said back as planned, with an explicit yes. */
export function restatesVisit(turn: Turn, original: string, pref: TTimePref): boolean {
  const read = readBack(turn, original, pref);
  return !!read && read.parts.every((p, i) => p.minutes === read.times[i]);
}

/**
 * "pode ser, fisio 8h e nutri às 9h. Marca" to fisio 8h and nutri 8h50: the first part as planned and each later one
 * at the time the client dictates (never before the part before it ends): the starts, in the visit's order; null
 * otherwise. (The plan at those times is written when free: visit-answers.ts; the guard agrees: guarded-dictated.ts.)
 */
export function dictatedVisitTimes(turn: Turn, original: string, pref: TTimePref, durations: number[]): number[] | null {
  const read = readBack(turn, original, pref);
  if (!read || read.parts[0]!.minutes !== read.times[0] || read.parts.every((p, i) => p.minutes === read.times[i])) return null;
  return read.times.every((t, i) => i === 0 || t >= read.times[i - 1]! + durations[i - 1]!) ? read.times : null;
}
