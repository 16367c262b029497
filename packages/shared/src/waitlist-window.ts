// The part of the day a waitlist entry wants (issue 11 item 7): company-local "HH:mm" bounds, the start
// inclusive and the end exclusive; a missing bound is the start or the end of the day, both missing is any
// time. A freed slot is offered to the entry only when its local start lies in the window. The parts a
// client names (manhã, tarde, noite) are the company's day_parts (company.ts), the secretary's own.
// Zod-free (the public booking page loads it); the join bodies' fields are in waitlist.ts.
import { DAY_PART_KEYS, DAY_PART_LABELS, type TDayPartKey, type TDayPartWindows } from './company';
import { timeToMinutes } from './datetime';

export const WAITLIST_ANY_TIME_LABEL = 'Qualquer horário';

export interface TWaitlistWindow {
  from_time: string | null;
  to_time: string | null;
}

/** "HH:mm" of a minute of the day (0‥1439). */
export const minutesToTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A minutes window (the secretary's {from, to}, to up to 1440) as stored bounds: the day's edges are open. */
export function windowFromMinutes(w: { from: number; to: number } | null): TWaitlistWindow {
  if (!w) return { from_time: null, to_time: null };
  return { from_time: w.from > 0 ? minutesToTime(w.from) : null, to_time: w.to < 24 * 60 ? minutesToTime(w.to) : null };
}

/** The company's part of the day (manhã, tarde, noite) as a window. */
export const dayPartWindow = (parts: TDayPartWindows, key: TDayPartKey): TWaitlistWindow => ({
  from_time: parts[key].from,
  to_time: parts[key].to,
});

/** Whether a slot starting at local "HH:mm" lies in the window (start inclusive, end exclusive). */
export function inWaitlistWindow(w: TWaitlistWindow, localTime: string): boolean {
  const t = timeToMinutes(localTime);
  return (!w.from_time || timeToMinutes(w.from_time) <= t) && (!w.to_time || t < timeToMinutes(w.to_time));
}

/** The company's part of the day this window is exactly, if any. */
export function dayPartOf(w: TWaitlistWindow, parts: TDayPartWindows): TDayPartKey | null {
  return DAY_PART_KEYS.find((k) => parts[k].from === w.from_time && parts[k].to === w.to_time) ?? null;
}

/** "Manhã", "a partir das 17:00", "até 12:00", "09:00–12:00" or "Qualquer horário" (day_part: dayPartOf). */
export function waitlistWindowLabel(w: TWaitlistWindow & { day_part?: TDayPartKey | null }): string {
  if (w.day_part) return DAY_PART_LABELS[w.day_part];
  if (w.from_time && w.to_time) return `${w.from_time}–${w.to_time}`;
  if (w.from_time) return `a partir das ${w.from_time}`;
  if (w.to_time) return `até ${w.to_time}`;
  return WAITLIST_ANY_TIME_LABEL;
}
