// A move's new day said as "o outro <weekday>" (reschedule-split.ts).
import { addDays, type TTimePref } from './dates.js';
import type { Turn } from './state.js';
import { localDateOf } from './format.js';
import { normalize } from './text.js';
import { OTHER_WEEKDAY } from './other-week.js';

const OTHER_WEEKDAY_RE = new RegExp(`\\b${OTHER_WEEKDAY}\\b`);

/**
 * "amanhã não vai dar… consegue jogar pro outro sábado?" with tomorrow a Saturday: the new day said as "o outro
 * <weekday>" is never the appointment's own day, but the one a week on.
 */
export function otherThanOwnDay(
  move: { oldPref: TTimePref; newPref: TTimePref },
  text: string,
): { oldPref: TTimePref; newPref: TTimePref } {
  const { oldPref, newPref } = move;
  if (!newPref.date || newPref.date !== oldPref.date || newPref.date_to || !OTHER_WEEKDAY_RE.test(text)) return move;
  return { oldPref, newPref: { ...newPref, date: addDays(newPref.date, 7) } };
}

/**
 * "joga meu corte pro outro sábado, msm horário. esse sábado vou pra praia" while moving this Saturday's: the day read
 * is the appointment's own, said as "o outro": the one a week on (`date` as read, or undefined).
 */
export function otherThanTargetDay(turn: Turn, date: string | undefined): string | undefined {
  const target = turn.state.flow === 'reschedule' ? turn.state.target : null;
  if (!date || !target || localDateOf(new Date(target.start_at), turn.tz) !== date) return date;
  return OTHER_WEEKDAY_RE.test(normalize(turn.input.messages.join(' '))) ? addDays(date, 7) : date;
}
