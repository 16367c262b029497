// The day asked is full: what is offered instead. "sábado de manhã" with the morning full: the rest of that day first.
// "tem manicure sábado?" with Saturday full: the nearest day with room, before it (Friday) as well as after it
// (Tuesday). Before, only the days after the one asked were looked at, a week away when the day before was free.
import type { TBrainService, TBrainSlot } from '../types.js';
import { addDays, localNow, type TTimePref } from './dates.js';
import { localDateOf } from './format.js';
import { slotsIn } from './slots.js';
import type { Turn } from './state.js';
import { normalize } from './text.js';
import { DAY_NAMED_RE, daysBetween } from './when.js';

const EXPAND_DAYS = 21;
/** How far before the day asked a free day is still "the nearest" (a Saturday asked: from Wednesday on). */
const BEFORE_DAYS = 3;

/** The part of the day said as a must: then another day in that part comes before the same day in another. */
const WINDOW_MUST_RE =
  /\b(?:so|somente|apenas) (?:posso|consigo|da|de|pela|na|a|no)\b|\b(?:tem|teria|precisa|precisaria) (?:que|de) ser\b|\bmas de (?:manha|tarde|noite)\b|\b(?:nao posso|nao consigo|trabalho|estudo)\b.{0,20}\b(?:manha|tarde|noite)\b|\bmesmo dia\b/;

const OR_DAY_RE = new RegExp(`${DAY_NAMED_RE.source}(?: feira)? ou (?:n[ao] |o |a )?${DAY_NAMED_RE.source}`);

/** The times to offer when [first, last] has none for the window asked; empty when the weeks ahead have none. */
export async function nearestInstead(
  turn: Turn,
  service: TBrainService,
  pref: TTimePref | null,
  first: string,
  last: string,
): Promise<TBrainSlot[]> {
  const windowed = pref?.from_min !== undefined || pref?.to_min !== undefined;
  // Only one day asked, and the part of the day a wish, not a must ("só posso de manhã", "tem que ser de manhã").
  // ("quinta ou sexta de manhã": the second day, in the part asked, comes before the first day's other part.)
  const said = normalize(turn.input.messages.join(' '));
  const oneDay = !!pref?.date && (!pref.date_to || pref.date_to === pref.date) && !pref.fallback && !OR_DAY_RE.test(said);
  if (oneDay && windowed && pref!.exact_min === undefined && !WINDOW_MUST_RE.test(said)) {
    const sameDays = await slotsIn(turn, service, first, last, null);
    if (sameDays.length) return sameDays;
  }
  const window = windowed ? pref : null;
  const expanded = await slotsIn(turn, service, addDays(last, 1), addDays(last, EXPAND_DAYS), window);
  const after = expanded.length ? expanded : await slotsIn(turn, service, addDays(last, 1), addDays(last, EXPAND_DAYS), null);
  const today = localNow(turn.input.now, turn.tz).date;
  if (!pref?.date || first <= today) return after;
  const from = daysBetween(today, first) > BEFORE_DAYS ? addDays(first, -BEFORE_DAYS) : today;
  const before = await slotsIn(turn, service, from, addDays(first, -1), window);
  const lastBefore = before.length ? localDateOf(before.at(-1)!.start_at, turn.tz) : null;
  const firstAfter = after.length ? localDateOf(after[0]!.start_at, turn.tz) : null;
  if (!lastBefore || (firstAfter && daysBetween(first, firstAfter) <= daysBetween(lastBefore, first))) return after;
  return before.filter((s) => localDateOf(s.start_at, turn.tz) === lastBefore);
}
