// Free times in the scheduling mocks: work hours, every 30 minutes, no overlap with a schedule
// that is not canceled or with a blocked period.
import { dayOfWeek, zonedIso } from '@/lib/dates';
import { TZ, type TSchedulingState } from './scheduling-db';

const overlaps = (a: { start_at: string; end_at: string }, start: number, end: number) =>
  Date.parse(a.start_at) < end && Date.parse(a.end_at) > start;

/** Is the calendar free over [start, end) (schedules that are not canceled and blocked periods)? */
export function isFree(s: TSchedulingState, calendarId: string, start: number, end: number, excludeId?: string | null): boolean {
  return (
    !s.schedules.some((x) => x.calendar_id === calendarId && x.status !== 'canceled' && x.id !== excludeId && overlaps(x, start, end)) &&
    !s.blocked.some((b) => b.calendar_id === calendarId && overlaps(b, start, end))
  );
}

/** Free start times of a local day: work hours, every 30 min, not in the past, free on a calendar. */
export function slotsOfDay(s: TSchedulingState, serviceId: string, calendarId: string | null, date: string, excludeId?: string | null) {
  const svc = s.services.find((x) => x.id === serviceId);
  if (!svc) return [];
  const cals = s.calendars.filter((c) => c.is_active && svc.calendar_ids.includes(c.id) && (!calendarId || c.id === calendarId));
  const result: { start_at: string; end_at: string; time: string; calendar_id: string; calendar_ids: string[] }[] = [];
  for (let m = 0; m < 24 * 60; m += 30) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start = Date.parse(zonedIso(date, time, TZ));
    const end = start + svc.duration_in_minutes * 60_000;
    if (start < Date.now()) continue;
    const free = cals.filter((c) => {
      const day = c.workdays.find((d) => d.dow === dayOfWeek(date));
      const inHours = day?.is_available && day.work_hours.some((h) => h.start <= time && minutesOf(h.end) >= m + svc.duration_in_minutes);
      return inHours && isFree(s, c.id, start, end, excludeId);
    });
    if (free.length)
      result.push({
        start_at: new Date(start).toISOString(),
        end_at: new Date(end).toISOString(),
        time,
        calendar_id: free[0]!.id,
        calendar_ids: free.map((c) => c.id),
      });
  }
  return result;
}

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
