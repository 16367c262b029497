// A day asked that is already gone ("ontem", "dia 3" on the 5th): refused kindly, never booked.
import { localNow, type TTimePref } from './dates.js';
import { withoutStoryDays } from './reasons.js';
import type { Turn } from './state.js';

/** "dia 3" when today is the 5th: that day is gone (no month named). */
export function pastDay(turn: Turn, text: string, pref: TTimePref): boolean {
  if (/\bontem\b/.test(withoutStoryDays(text))) return true;
  const now = localNow(turn.input.now, turn.tz);
  if (pref.date && pref.date < now.date) return true;
  const m = /\bdia (\d{1,2})\b(?!\s*(\/|de [a-z]|do mes que vem|do proximo))/.exec(text);
  // As dates.ts reads it: more than 15 days back is next month's ("volto dia 5" said on the 27th).
  return !!m && Number(m[1]) < now.day && Number(m[1]) >= 1 && now.day - Number(m[1]) <= 15;
}
