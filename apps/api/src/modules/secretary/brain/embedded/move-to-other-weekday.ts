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
  if (!newPref.date || newPref.date_to) return move;
  const week = inHeldWeek(oldPref, newPref.date, text);
  if (week) return { oldPref, newPref: { ...newPref, date: week } };
  if (newPref.date !== oldPref.date || !OTHER_WEEKDAY_RE.test(text)) return move;
  return { oldPref, newPref: { ...newPref, date: addDays(newPref.date, 7) } };
}

/** A day said as itself: "essa sexta", "sexta agora", "amanhã", "dia 13". */
const OWN_DATE_RE = /\b(?:essa|esta|nessa|nesta|agora|hoje|amanha|dia \d{1,2})\b/;

/**
 * "aquele corte da semana que vem, consegue passar pra sexta?": the appointment told by its week, the new weekday
 * alone is that week's, not this one's (the date read, moved into the week, or null).
 */
function inHeldWeek(oldPref: TTimePref, date: string, text: string): string | null {
  if (!oldPref.date || !oldPref.date_to || date >= oldPref.date || OWN_DATE_RE.test(text)) return null;
  let d = date;
  while (d < oldPref.date) d = addDays(d, 7);
  return d <= oldPref.date_to ? d : null;
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
