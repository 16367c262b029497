// A move's new day said as "o outro <weekday>" (reschedule-split.ts).
import { addDays, type TTimePref } from './dates.js';
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
