// The company's wall clock: today's date, weekday and minutes in its timezone, and local times as instants.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { dateKey, dayOfWeek, toLocal } from '../../../scheduling/tz.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface TLocalNow {
  date: string;
  dow: number;
  minutes: number;
  day: number;
  month: number;
  year: number;
}

export function localNow(now: Date, tz: string): TLocalNow {
  const local = toLocal(tz, now.getTime());
  return { date: dateKey(local), dow: dayOfWeek(local), minutes: local.minute, day: local.d, month: local.m, year: local.y };
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** The UTC instant of a local wall-clock time in `tz`. */
export function zoned(date: string, minutes: number, tz: string): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return dayjs.tz(`${date} ${hh}:${mm}`, tz).toDate();
}
