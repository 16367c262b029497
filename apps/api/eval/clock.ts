// Dates and text helpers of the eval, kept apart from the secretary's own code so that changing the
// secretary never changes the instrument that measures it.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { BASE_MONDAY, TZ, type TDay, type TScenario } from './scenario-types.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
export const addDays = (date: string, days: number) => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
export const dowOf = (date: string) => dayjs.utc(date).day();

/** The scenario's first local day. */
export function firstDay(sc: TScenario): string {
  if (sc.now.date) return sc.now.date;
  return addDays(BASE_MONDAY, ((sc.now.dow ?? 1) + 6) % 7);
}

export function dayOf(base: string, d: TDay): string {
  return d.date ?? addDays(base, d.day_offset ?? 0);
}

export function zonedAt(date: string, time: string): Date {
  return dayjs.tz(`${date} ${time}`, TZ).toDate();
}

/** Local date and time (YYYY-MM-DD, HH:MM) of an instant in the businesses' timezone. */
export function localOf(at: Date): { date: string; time: string } {
  const s = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: s.slice(0, 10), time: s.slice(11, 16) };
}

export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How replies and expected strings are compared: no accents, no case, single spaces, and times in
 * one form ("14h", "14h00", "14:00" → "14:00"; "9h30", "09:30" → "09:30"), so any phrasing passes.
 */
export function norm(s: string): string {
  return fold(s)
    .replace(/\s+/g, ' ')
    .replace(
      /\b(\d{1,2})(?::(\d{2})|h(\d{2})?)(?![\d])/g,
      (_m, h: string, m1?: string, m2?: string) => `${h.padStart(2, '0')}:${m1 ?? m2 ?? '00'}`,
    );
}
