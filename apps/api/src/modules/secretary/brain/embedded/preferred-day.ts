// "uma limpeza de pele no fds? domingo de preferência" with Sundays closed: the day preferred is closed, but the days
// the client asked for around it (the weekend) still hold an open one, which comes before the next open day.
import { addDays, parseTimePref } from './dates.js';
import { closedOn } from './answers.js';
import type { Turn } from './state.js';
import { dayOfWeek } from './when.js';

const WEEKDAY = '(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:[ -]feira)?';
/** "domingo de preferência", "de preferência domingo", "prefiro domingo": the one day preferred. */
const PREFERRED_DAY_RE = new RegExp(
  `\\b(?:(?:n[oa] )?${WEEKDAY},? (?:de preferencia|preferencialmente|se possivel)|(?:de preferencia|preferencialmente|prefiro|melhor) (?:n[oa] )?${WEEKDAY})\\b`,
);

/** The first open day of the range said beside the closed day preferred, or null. */
export function openDayAroundPreferred(turn: Turn, text: string): string | null {
  if (!PREFERRED_DAY_RE.test(text)) return null;
  const wider = parseTimePref(text.replace(PREFERRED_DAY_RE, ' '), turn.input.now, turn.tz, turn.input.company?.day_parts);
  if (!wider.date || !wider.date_to) return null;
  for (let day = wider.date; day <= wider.date_to; day = addDays(day, 1)) if (!closedOn(turn.input.company, dayOfWeek(day))) return day;
  return null;
}
