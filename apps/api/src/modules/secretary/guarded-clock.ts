// The proposal's clock as the client reads it: its wall time, weekday and day in the company's timezone, and the
// client's "amanhã" said of that day (the safety layer's checks read the weekday).
import { fold, relativeDaysNamed } from './consent-mentions.js';
import { DEFERRED_MOVE_RE } from './consent.js';
import { onlyThisSaidBack } from './consent-keep-questions.js';
import type { TAction } from './guarded-actions.js';

/** The wall clock of `iso` in `tz`, read through the Date's local getters. */
export const localClock = (iso: string, tz: string) => new Date(new Date(iso).toLocaleString('en-US', { timeZone: tz }));

/** The weekday (0 = Sunday) of `iso` in `tz`. */
/** The proposal's local date, YYYY-MM-DD. */
export const localDate = (iso: string, tz: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: tz });
export const clockWeekday = (iso: string, tz: string) => localClock(iso, tz).getDay();

/** The time of day of `iso` in `tz`, in minutes. */
export function clockMinutes(iso: string, tz: string): number {
  const clock = localClock(iso, tz);
  return clock.getHours() * 60 + clock.getMinutes();
}

/** "a de amanhã" said of the proposal's own date (`startIso`), as its weekday; any other "amanhã" stays as said. */
export function dayNamed(message: string, startIso: string | undefined, c: { now?: Date; tz: string }): string {
  if (!c.now || !startIso) return message;
  const day = (iso: string) => {
    const d = localClock(iso, c.tz);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  };
  const ahead = Math.round((day(startIso) - day(c.now.toISOString())) / 86_400_000);
  return relativeDaysNamed(message, ahead, clockWeekday(startIso, c.tz));
}

/**
 * The message as a change of mind is looked for in it: to a cancel, the one meant said back ("mas só a de quinta")
 * changes nothing; the proposal's own day said as "amanhã" is its weekday ("isso, pode mudar a de amanhã pra 17h").
 */
export const saidAsChange = (message: string, pending: { action: TAction; start_at: string } | null, c: { now: Date; tz: string }) =>
  // ("mesmo assim pode cancelar… depois eu vejo outra data com calma": a move put off changes nothing of the cancel.)
  dayNamed(pending?.action === 'cancel' ? fold(onlyThisSaidBack(message)).replace(DEFERRED_MOVE_RE, ' ') : message, pending?.start_at, c);
