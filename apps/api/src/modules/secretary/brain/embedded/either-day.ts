// "quinta ou sexta de manhã", "tem sexta ou sábado?": two days asked as equally good (dates.ts marks the
// second `as_good`). Both are looked at and their times shown in one list, each with its day, so the
// client picks the day with the time. Shown alone, the first day's one time was taken by "esse das 10 tá
// ótimo" as a day the client never chose.
import type { TBrainService, TBrainSlot } from '../types.js';
import type { TTimePref } from './time-pref.js';
import { onDayOf, slotsIn } from './slots.js';
import type { TSlotRef, Turn } from './state.js';
import { clockOf, localDateOf } from './format.js';
import { minutesOf, pick } from './slot-pick.js';
import { normalize } from './text.js';

/**
 * The list over more than one day: both days asked, up to `limit` each, or a range's first days (acrossRange);
 * null when one day is all there is to show (or the earliest alone was asked).
 */
export async function shownOverDays(
  turn: Turn,
  service: TBrainService,
  pref: TTimePref | null | undefined,
  firstDay: TBrainSlot[],
  limit: number,
): Promise<TBrainSlot[] | null> {
  const second = pref?.fallback;
  if (!firstDay.length || turn.state.asked_earliest) return null;
  if (!pref?.date || pref.date_to || !second?.as_good || !second.date || second.date === pref.date)
    return acrossRange(turn, pref, firstDay, limit);
  const other = await slotsIn(turn, service, second.date, second.date_to ?? second.date, second);
  if (!other.length) return null;
  return [...pick(firstDay, limit, turn.tz), ...pick(other, limit, turn.tz)];
}

/**
 * "só consigo tipo meio dia, quinta ou sexta" when noon is not free: the times nearest to it on both days asked,
 * each day's own, so the client picks the day with the time.
 */
export async function nearOverDays(
  turn: Turn,
  service: TBrainService,
  pref: TTimePref,
  daySlots: TBrainSlot[],
  limit: number,
): Promise<TBrainSlot[]> {
  const near = pick(daySlots, limit, turn.tz, pref.exact_min);
  const second = pref.fallback;
  if (!second?.as_good || !second.date || second.date === pref.date || second.date_to || turn.state.asked_earliest) return near;
  const other = await slotsIn(turn, service, second.date, second.date, null);
  return [...near, ...pick(other, limit, turn.tz, second.exact_min ?? pref.exact_min)];
}

const FIRST_DAY_RE = /\b(?:primeiro dia|dia mais proximo|quanto antes|mais rapido possivel)\b/;

/**
 * "ainda essa semana": a range of days whose first free day has fewer times than a list holds; the next
 * day's times fill it, so the client sees more than the one left today.
 */
function acrossRange(turn: Turn, pref: TTimePref | null | undefined, slots: TBrainSlot[], limit: number): TBrainSlot[] | null {
  // ("semana que vem… o primeiro dia q tiver": that first day alone.)
  if (!pref?.date_to || limit < 2 || FIRST_DAY_RE.test(normalize(turn.input.messages.join(' ')))) return null;
  const tz = turn.tz;
  const first = pick(slots, limit, tz);
  const firstDay = first[0] ? localDateOf(first[0].start_at, tz) : null;
  const rest = slots.filter((s) => localDateOf(s.start_at, tz) !== firstDay);
  if (first.length >= limit || !rest.length) return null;
  return [...first, ...pick(rest, limit - first.length, tz)];
}

/** The offered times at `minutes`, when they fall on more than one day (else none). */
function sameTimeOnDays(turn: Turn, minutes: number): TSlotRef[] {
  const at = (turn.state.offered ?? []).filter((o) => minutesOf(new Date(o.start_at), turn.tz) === minutes);
  return new Set(at.map((o) => localDateOf(new Date(o.start_at), turn.tz))).size > 1 ? at : [];
}

/**
 * "esse das 10 tá ótimo" to a list with 10:00 on Thursday and on Friday: which day is asked, and the list
 * narrows to those times, so "o de sexta" then picks one (offeredOnDay).
 */
export function askWhichDay(turn: Turn, pref: TTimePref): boolean {
  if (pref.exact_min === undefined || pref.date) return false;
  const at = sameTimeOnDays(turn, pref.exact_min);
  if (!at.length) return false;
  turn.state.offered = at;
  const days = at.map((o) => `${onDayOf(new Date(o.start_at), turn.tz)}${o.professional ? `, com ${o.professional}` : ''}`);
  turn.say(`Às ${clockOf(pref.exact_min)} tenho ${days.slice(0, -1).join(', ')} e ${days.at(-1)}. Qual dia fica melhor pra você?`);
  return true;
}

/** "o de sexta" to a list over several days: the one time shown on that day. */
export function offeredOnDay(turn: Turn, pref: TTimePref, text: string): TSlotRef | null {
  const offered = turn.state.offered ?? [];
  const dayOf = (o: TSlotRef) => localDateOf(new Date(o.start_at), turn.tz);
  if (
    !pref.date ||
    pref.date_to ||
    pref.exact_min !== undefined ||
    pref.from_min !== undefined ||
    pref.to_min !== undefined ||
    text.includes('?')
  )
    return null;
  if (new Set(offered.map(dayOf)).size < 2) return null;
  const onDay = offered.filter((o) => dayOf(o) === pref.date);
  return onDay.length === 1 ? onDay[0]! : null;
}
