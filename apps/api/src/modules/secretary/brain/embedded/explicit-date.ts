// Calendar dates said outright: "05/03", "5/3/2026", "5 de março"; other month-name forms go through
// chrono-node's Portuguese parser. Read by dates.ts before weekdays and relative days.
import * as chrono from 'chrono-node';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { TLocalNow } from './local-clock.js';

dayjs.extend(utc);

export const MONTHS = 'janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const NUMERIC_DATE_RE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/;
const MONTH_DATE_RE = new RegExp(`\\b(\\d{1,2}) de (${MONTHS})\\b`);
export const pad = (n: number) => String(n).padStart(2, '0');

/** "05/03", "5/3/2026", "5 de março" (chrono-node pt for the month names). A date up to 60 days back is past. */
export function explicitDate(text: string, today: TLocalNow): { date: string; past?: boolean } | null {
  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  const num = NUMERIC_DATE_RE.exec(text);
  if (num) {
    day = Number(num[1]);
    month = Number(num[2]);
    year = num[3] ? Number(num[3].length === 2 ? `20${num[3]}` : num[3]) : null;
  } else if (MONTH_DATE_RE.test(text)) {
    const named = MONTH_DATE_RE.exec(text)!;
    day = Number(named[1]);
    month = MONTHS.split('|').indexOf(named[2]!) + 1;
  } else if (/\b(?:de|em) (?:janeiro|fevereiro|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/.test(text)) {
    const parsed = chrono.pt.parse(text, { instant: new Date(Date.UTC(today.year, today.month - 1, today.day, 12)), timezone: 0 });
    const cal = parsed.find((r) => r.start.isCertain('day') && r.start.isCertain('month'));
    if (!cal) return null;
    day = cal.start.get('day')!;
    month = cal.start.get('month')!;
    year = cal.start.isCertain('year') ? cal.start.get('year')! : null;
  }
  if (day === null || month === null || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = `${year ?? today.year}-${pad(month)}-${pad(day)}`;
  if (date >= today.date) return { date };
  if (year === null && dayjs.utc(today.date).diff(dayjs.utc(date), 'day') > 60) return { date: `${today.year + 1}${date.slice(4)}` };
  return { date, past: true };
}
