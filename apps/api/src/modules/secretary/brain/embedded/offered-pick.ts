// The client picks one of the times offered: by position, by hour, "tanto faz", or "qualquer um menos
// o primeiro" (ruled-out-offers.ts). A pick said with its own yes is written; one left to us is proposed.
import { choose, continueBooking } from './booking.js';
import { hasPref, NEAREST_RE, parseTimePref, type TTimePref } from './dates.js';
import { detectIntents, leavesTimeToUs, parseOrdinal } from './intents.js';
import { answerPrice } from './answers.js';
import { confirmsPick } from './proposal-answers.js';
import { offeredChoice, slotsIn } from './slots.js';
import type { TSlotRef, Turn } from './state.js';
import { agreementOf, asksToMove } from '../../consent.js';
import { localDateOf } from './format.js';
import { minutesOf } from './slot-pick.js';
import { clockWeekday, dayNamed } from '../../guarded-clock.js';
import { asksBeyondShown } from './refused-offer.js';
import { namedProfessional } from './team.js';
import { answerAboutOffered } from './offered-questions.js';
import { askWhichDay, offeredOnDay } from './either-day.js';

/** True when the message picked an offered time (then chosen here). */
export async function pickFromOffered(turn: Turn, text: string, original: string, said: TTimePref): Promise<boolean> {
  const st = turn.state;
  if (st.awaiting !== 'slot') return false;
  const pref = withoutFirstSlotWindow(turn, text, said);
  backToListOfDay(turn, pref);
  backToListOfProfessional(turn, original);
  if (asksBeyondShown(text) && !hasPref(pref)) {
    await continueBooking(turn, { service: null, pref: {}, refused: true });
    return true;
  }
  if (await answerAboutOffered(turn, text, original, pref)) return true;
  // ("pode ser 8 e meia, qualquer um dos dois tá suave": with a time said, "qualquer um" is about who.)
  const leftToUs = leavesTimeToUs(text) && pref.exact_min === undefined;
  // "menos o primeiro, qualquer outro": with times ruled out, any of the rest.
  const anyLeft = leftToUs || (turn.rulesOutTimes && /\bqualquer\b/.test(text));
  // "o mais perto do meio-dia": the time shown nearest to the one said (the earlier of two as near), proposed.
  // ("nenhum desses dá, tem mais tarde? o mais perto das 15h": not among those shown; the search goes on.)
  const nearest = NEAREST_RE.test(text) && !asksBeyondShown(text) && !NONE_OF_THESE_RE.test(text) ? nearestOffered(turn, pref) : null;
  if (nearest) return choose(turn, nearest, true).then(() => true);
  const ordinal = parseOrdinal(text, st.offered?.length ?? 0);
  // "esse das 10" to 10:00 on two days: which day first; "o de sexta" then picks it.
  if (ordinal === null && askWhichDay(turn, pref)) return true;
  const picked = offeredChoice(turn, ordinal, pref, anyLeft) ?? (ordinal === null ? offeredOnDay(turn, pref, text) : null);
  if (!picked) return false;
  // "prefiro o Dr. Ricardo, o primeiro horário que tiver com ele": a position that lands on someone else is
  // no pick; the request goes on with the professional named.
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (named && 'professional' in named && picked.calendar_id !== named.professional.calendar_id) return false;
  // "11h dá certo? quanto fica?": the price asked beside the pick, before its proposal.
  if (detectIntents(text).price && turn.canConverse()) answerPrice(turn, text);
  // "pode ser as duas e meia, pode confirmar": the pick and its yes in one message. A time left once
  // others were ruled out ("menos o primeiro") is ours to name: proposed before any write.
  // "o segundo de manhã" to several times: a position counted inside a window the list may not show whole
  // is read by us, so it is proposed, never written on this message.
  // A list that is all there is in the window ("e de tarde?" shows its two times; "o primeiro da tarde") is
  // counted as shown. A full list may leave times out, and "o segundo de manhã" may mean one not shown.
  const whole = (st.offered?.length ?? 0) < turn.settings.limit_suggestions_per_period && allInWindow(turn, pref);
  const windowed = ordinal !== null && (st.offered?.length ?? 0) > 1 && pref.exact_min === undefined && !whole;
  // ("16h não, 17h pode ser, marca": with the time itself said, the pick is the client's, not ours.)
  // (A window said in this very message: "o do meio serve" to a list of the morning asked before counts as shown.)
  const ruled = (turn.rulesOutTimes && pref.exact_min === undefined) || (windowed && saysWindow(turn, text));
  // A yes to the one time offered, which named the service, who, the day and the time, agrees to it outright.
  const single = (st.offered?.length ?? 0) === 1 && agreementOf(original, { action: 'book', minutes: -1 }) === 'agree';
  // "Pode ser às 17h. Muda pra mim por favor" to the times listed for a move: the pick and the move's own yes.
  // ("9h amanhã tá ótimo, pode trocar": "amanhã" is the picked time's own day, its weekday.)
  const asNamed = dayNamed(original, picked.start_at, { now: turn.input.now, tz: turn.tz });
  const weekday = clockWeekday(picked.start_at, turn.tz);
  const moved =
    st.flow === 'reschedule' &&
    asksToMove(original) &&
    agreementOf(asNamed, { action: 'move', minutes: minutesOf(new Date(picked.start_at), turn.tz), weekday }) === 'agree';
  // "o segundo de manhã" to a list that shows only some of the morning: the second free time of the morning.
  const counted = windowed && ruled && !turn.rulesOutTimes ? await countedInWindow(turn, text, picked, pref) : null;
  const minutes = minutesOf(new Date((counted ?? picked).start_at), turn.tz);
  await choose(turn, counted ?? picked, leftToUs || ruled, !leftToUs && !ruled && (confirmsPick(original, minutes) || single || moved));
  return true;
}

const NONE_OF_THESE_RE = /\b(?:nenhum|nenhuma|nao (?:da|serve|servem|posso))\b|\bmais tarde\b|\bmais cedo\b/;
/** A time shown more than an hour from the one said is no "nearest" the client would take. */
const NEAR_ENOUGH_MIN = 60;

function nearestOffered(turn: Turn, pref: TTimePref): TSlotRef | null {
  const at = pref.exact_min;
  const offered = turn.state.offered ?? [];
  if (at === undefined || !offered.length) return null;
  const away = (o: TSlotRef) => Math.abs(minutesOf(new Date(o.start_at), turn.tz) - at);
  const best = offered.reduce((near, o) => (away(o) < away(near) ? o : near));
  return away(best) <= NEAR_ENOUGH_MIN ? best : null;
}

/**
 * "o nome dele é Roberto. Pode ser o primeiro horário" to a list: the first time shown. The early morning those
 * words mean with no list (lexicon/day-parts.ts) is no window to count in; a part of the day said besides stays.
 */
function withoutFirstSlotWindow(turn: Turn, text: string, pref: TTimePref): TTimePref {
  if (!/\bprimeiro horario\b/.test(text) || pref.exact_min !== undefined) return pref;
  const again = parseTimePref(text.replace(/\bprimeiro horario\b/g, 'primeiro'), turn.input.now, turn.tz);
  if (again.from_min !== undefined || again.to_min !== undefined) return pref;
  const { from_min: _from, to_min: _to, ...rest } = pref;
  return rest;
}

/** The position said, counted among all the free times of the window on the day of the list (not only those shown). */
async function countedInWindow(turn: Turn, text: string, picked: TSlotRef, pref: TTimePref): Promise<TSlotRef | null> {
  const service = turn.input.services.find((s) => s.id === turn.state.service_id);
  if (!service) return null;
  const day = localDateOf(new Date(picked.start_at), turn.tz);
  const free = await slotsIn(turn, service, day, day, { date: day, from_min: pref.from_min, to_min: pref.to_min });
  // One entry per start: the earliest professional free then.
  const starts = [...new Map(free.map((f) => [f.start_at.getTime(), f])).values()];
  const at = parseOrdinal(text, starts.length);
  const slot = at === null ? undefined : starts[at];
  return slot ? { start_at: slot.start_at.toISOString(), calendar_id: slot.calendar_id } : null;
}

/** "quinta então, o mais tarde" after Friday's list: the list shown for that day before becomes the one picked from. */
function backToListOfDay(turn: Turn, pref: TTimePref) {
  if (pref.date && !pref.date_to) backToEarlier(turn, (o) => localDateOf(new Date(o.start_at), turn.tz) === pref.date);
}

/** "e o dudu?… ah não, deixa com o marcão msm, 15h30 tá bom": the list shown with the professional named comes back. */
function backToListOfProfessional(turn: Turn, original: string) {
  const named = namedProfessional(original, turn.input.professionals ?? [], turn.input.services);
  if (named && 'professional' in named) backToEarlier(turn, (o) => o.calendar_id === named.professional.calendar_id);
}

/** The times offered earlier that `keep` takes, when the list on the table has none of them. */
function backToEarlier(turn: Turn, keep: (o: TSlotRef) => boolean) {
  const st = turn.state;
  if ((st.offered ?? []).some(keep)) return;
  const earlier = (st.offered_earlier ?? []).filter(keep);
  if (!earlier.length) return;
  // Offered again on a later turn, a time can be in the earlier lists twice: one entry per start.
  const byStart = new Map(earlier.map((o) => [o.start_at, o]));
  st.offered = [...byStart.values()].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
}

function allInWindow(turn: Turn, pref: TTimePref): boolean {
  return (turn.state.offered ?? []).every((o) => {
    const m = minutesOf(new Date(o.start_at), turn.tz);
    return m >= (pref.from_min ?? 0) && m < (pref.to_min ?? 24 * 60);
  });
}

/**
 * "fechou, pode ser as 9 e meia msm, marca ai" to a proposal at 09:00 made from a list that also held 09:30:
 * another time of that list, same day and professional, named with its own yes, is written (the guard
 * agrees: guarded-consent.ts). Without the yes, or for a time the list did not hold, it is proposed.
 */
export async function retimedToOffered(turn: Turn, original: string, pref: TTimePref): Promise<boolean> {
  const st = turn.state;
  const p = st.pending;
  if (st.flow !== 'book' || st.awaiting !== 'confirm_booking' || !p || pref.exact_min === undefined || !confirmsPick(original))
    return false;
  const day = localDateOf(new Date(p.start_at), turn.tz);
  const slot = st.offered?.find(
    (o) =>
      o.calendar_id === p.calendar_id &&
      o.start_at !== p.start_at &&
      localDateOf(new Date(o.start_at), turn.tz) === day &&
      (pref.date ?? day) === day &&
      minutesOf(new Date(o.start_at), turn.tz) === pref.exact_min,
  );
  if (!slot) return false;
  await choose(turn, slot, false, true);
  return true;
}

/** "Pode ser às 17h. Muda pra mim" to the times listed for a move: a pick of that list, no new move asked. */
export const picksMoveTime = (turn: Turn, pref: TTimePref) =>
  turn.state.flow === 'reschedule' &&
  turn.state.awaiting === 'slot' &&
  !!turn.state.offered?.length &&
  pref.exact_min !== undefined &&
  // ("9h amanhã tá ótimo, pode trocar": the day of the times listed said with it.)
  (!pref.date || turn.state.offered.some((o) => localDateOf(new Date(o.start_at), turn.tz) === pref.date));

function saysWindow(turn: Turn, text: string): boolean {
  const said = parseTimePref(text, turn.input.now, turn.tz, turn.input.company?.day_parts);
  return said.from_min !== undefined || said.to_min !== undefined;
}
