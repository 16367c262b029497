// Date and time rules of docs/spec.md §5 "Dates, times and files". Every helper takes the timezone (and
// the clock, where it matters) as an argument so results never depend on the machine's TZ.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { API_DATE_FORMAT, DATE_FORMAT, SCHEDULE_COUNTS_MONTHS_AFTER, SCHEDULE_COUNTS_MONTHS_BEFORE } from './defaults';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | string | number | Dayjs;

export const DATE_FORMAT_ERROR = 'Invalid date: error formating date.';

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const BR_DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
const API_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'HH:mm' from 00:00 to 23:59. */
export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Minutes since midnight of a valid 'HH:mm'; throws on anything else. */
export function timeToMinutes(value: string): number {
  if (!isValidTime(value)) throw new RangeError(`Invalid time: ${value}`);
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** 'DD/MM/YYYY' naming a real calendar day (31/02 and 29/02 of a common year are invalid). */
export function isValidDate(value: string): boolean {
  return BR_DATE_PATTERN.test(value) && dayjs(value, DATE_FORMAT, true).isValid();
}

function isValidApiDate(value: string): boolean {
  return API_DATE_PATTERN.test(value) && dayjs(value, API_DATE_FORMAT, true).isValid();
}

function toInstant(value: DateInput): Dayjs {
  return dayjs.isDayjs(value) ? value : dayjs(value);
}

/**
 * Valid when both ends are real instants, start is strictly before end, and start is not in the
 * past. A start equal to `now` counts as not in the past.
 */
export function isValidDateRange(start: DateInput, end: DateInput, now: DateInput = new Date()): boolean {
  const s = toInstant(start);
  const e = toInstant(end);
  const n = toInstant(now);
  if (!s.isValid() || !e.isValid() || !n.isValid()) return false;
  return s.isBefore(e) && !s.isBefore(n);
}

// Calendar-date strings have no timezone, so they are reformatted without conversion; instants
// are shown as the day they fall on in `timezone`.
function calendarDay(value: DateInput, tz: string): Dayjs | null {
  if (typeof value === 'string') {
    if (isValidDate(value)) return dayjs(value, DATE_FORMAT, true);
    if (isValidApiDate(value)) return dayjs(value, API_DATE_FORMAT, true);
  }
  const instant = toInstant(value);
  return instant.isValid() ? instant.tz(tz) : null;
}

/** 'YYYY-MM-DD', the form schedule dates are sent in. Throws the spec's date-format error. */
export function toApiDate(value: DateInput, tz: string): string {
  const day = calendarDay(value, tz);
  if (!day) throw new Error(DATE_FORMAT_ERROR);
  return day.format(API_DATE_FORMAT);
}

/** 'DD/MM/YYYY' for display; an unreadable value is returned as given rather than hidden. */
export function formatDateBR(value: DateInput, tz: string): string {
  const day = calendarDay(value, tz);
  return day ? day.format(DATE_FORMAT) : String(value);
}

/** The window schedule counts load for: start of the previous month to 24 months ahead. */
export function scheduleCountsRange(selected: DateInput, tz: string): { start: string; end: string } {
  const day = calendarDay(selected, tz);
  if (!day) throw new Error(DATE_FORMAT_ERROR);
  const start = day.startOf('month').subtract(SCHEDULE_COUNTS_MONTHS_BEFORE, 'month');
  const end = day.add(SCHEDULE_COUNTS_MONTHS_AFTER, 'month').endOf('month');
  return { start: start.format(API_DATE_FORMAT), end: end.format(API_DATE_FORMAT) };
}
