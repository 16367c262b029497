// "queria cortar amanhã umas 19h" when the business closes at 18h: the client is told the day's hours,
// not only that there is no free time, so they know why and what they can ask for.
import { zoned } from './dates.js';
import { dayOfWeek } from './when.js';
import { speakDay } from './format.js';
import type { Turn } from './state.js';

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The opening of the reply when the time asked falls outside that day's opening hours, else null. */
export function outsideHoursLead(turn: Turn, date: string, minutes: number | undefined): string | null {
  if (minutes === undefined) return null;
  const ranges = turn.input.company?.opening_hours.find((d) => d.dow === dayOfWeek(date))?.ranges ?? [];
  if (!ranges.length) return null;
  const open = Math.min(...ranges.map((r) => toMin(r.start)));
  const close = Math.max(...ranges.map((r) => toMin(r.end)));
  const day = speakDay(zoned(date, 720, turn.tz), turn.tz);
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const on = `${/^(sábado|domingo)/.test(day) ? 'No' : 'Na'} ${day}`;
  if (minutes >= close) return `${on} atendemos até as ${clock(close)}, então às ${clock(minutes)} não consigo 😕. `;
  if (minutes < open) return `${on} começamos às ${clock(open)}, então às ${clock(minutes)} não consigo 😕. `;
  return null;
}
