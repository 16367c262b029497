// "queria cortar amanhã umas 19h" when the business closes at 18h: the client is told the day's hours,
// not only that there is no free time, so they know why and what they can ask for.
import { localNow, type TTimePref, zoned } from './dates.js';
import { dayOfWeek } from './when.js';
import { clockOf, speakDay, onDay } from './format.js';
import type { Turn } from './state.js';

/** "09:30" → 570. */
export const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day's opening ranges in minutes ([] = closed), or null when the business's hours are unknown. */
export function openingRanges(turn: Turn, date: string): Array<{ from: number; to: number }> | null {
  const day = turn.input.company?.opening_hours.find((d) => d.dow === dayOfWeek(date));
  return day ? day.ranges.map((r) => ({ from: toMin(r.start), to: toMin(r.end) })) : null;
}

/** The opening of the reply when the time asked falls outside that day's opening hours, else null. */
export function outsideHoursLead(turn: Turn, date: string, minutes: number | undefined): string | null {
  const ranges = minutes === undefined ? null : openingRanges(turn, date);
  if (minutes === undefined || !ranges?.length) return null;
  const open = Math.min(...ranges.map((r) => r.from));
  const close = Math.max(...ranges.map((r) => r.to));
  const day = speakDay(zoned(date, 720, turn.tz), turn.tz);
  const on = onDay(day, true);
  if (minutes >= close) return `${on} atendemos até as ${clockOf(close)}, então às ${clockOf(minutes)} não consigo 😕. `;
  if (minutes < open) return `${on} começamos às ${clockOf(open)}, então às ${clockOf(minutes)} não consigo 😕. `;
  // "meio dia e meia" with 08–12 and 13–18: the break between two ranges, said as such.
  const before = ranges.filter((r) => r.to <= minutes).sort((a, b) => b.to - a.to)[0];
  const after = ranges.filter((r) => r.from > minutes).sort((a, b) => a.from - b.from)[0];
  if (before && after && !ranges.some((r) => r.from <= minutes && minutes < r.to))
    return `Das ${clockOf(before.to)} às ${clockOf(after.from)} a gente faz uma pausa, então às ${clockOf(minutes)} não consigo 😕. `;
  return null;
}

/**
 * "tem corte hoje às 8?" at 10:00, "escova hoje de manhã?" at 14:00: that time of today is gone; said
 * kindly before the times still free, never as "não tenho vaga". Null when the time asked is still ahead.
 */
export function pastTodayLead(turn: Turn, date: string, pref: TTimePref | null | undefined): string | null {
  const now = localNow(turn.input.now, turn.tz);
  if (!pref || date !== now.date) return null;
  if (pref.exact_min !== undefined)
    return pref.exact_min <= now.minutes ? `Hoje às ${clockOf(pref.exact_min)} já passou 😅 (agora são ${clockOf(now.minutes)}). ` : null;
  if (pref.to_min === undefined || pref.to_min > now.minutes) return null;
  const part = pref.to_min <= 12 * 60 ? 'A manhã de hoje' : pref.to_min <= 18 * 60 ? 'A tarde de hoje' : 'Esse horário de hoje';
  return `${part} já passou 😅. `;
}
