// What a refused or "any professional" booking reads of the agenda: which candidates are free at the
// starts, and which dates of a series were taken (service-booking.ts).
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TCalendarRow } from './repo-catalog.js';
import { busyByCalendar } from './repo-schedules.js';
import { scheduleConflict } from './support.js';
import { toLocal } from './tz.js';

const MINUTE = 60_000;

/** The candidates with nothing at any of the given starts, in the candidates' order. */
export async function freeCalendars(db: TDb, calendars: TCalendarRow[], starts: number[], duration: number): Promise<TCalendarRow[]> {
  const length = duration * MINUTE;
  const busy = await busyByCalendar(
    db,
    calendars.map((c) => c.id),
    new Date(starts[0]!),
    new Date(starts[starts.length - 1]! + length),
  );
  return calendars.filter((c) => !(busy.get(c.id) ?? []).some((b) => starts.some((s) => b.start < s + length && b.end > s)));
}

/** For a series, say which dates were taken (the message stays the conflict one). */
export async function seriesConflict(db: TDb, calendarId: string, starts: number[], duration: number, tz: string): Promise<AppError> {
  const busy =
    (await busyByCalendar(db, [calendarId], new Date(starts[0]!), new Date(starts[starts.length - 1]! + duration * MINUTE))).get(
      calendarId,
    ) ?? [];
  const taken = starts.filter((s) => busy.some((b) => b.start < s + duration * MINUTE && b.end > s));
  const label = (s: number) => {
    const l = toLocal(tz, s);
    return `${String(l.d).padStart(2, '0')}/${String(l.m).padStart(2, '0')}/${l.y}`;
  };
  return scheduleConflict(taken.map((s) => ({ path: 'start_at', message: `Ocupado em ${label(s)}.` })));
}
