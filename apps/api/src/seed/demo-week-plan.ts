// The demo company's lived-in week, as data: who comes when, with whom, for what and how it went.
// Pure (no database) so the shape can be checked: every status, inside the working hours, no overlaps.
import type { TScheduleInterface, TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleActorKind } from '@agenda/shared/scheduling-rules';
import type { TWorkdayRow } from '../db/schema/companies.js';
import { addDays, dayOfWeek, fromLocal, toLocal, type TLocalDate } from '../modules/scheduling/tz.js';

export interface TPlanCalendar {
  id: string;
  workdays: TWorkdayRow[];
}
export interface TPlanService {
  id: string;
  duration_in_minutes: number;
  price: number | null;
}

export interface TPlannedVisit {
  calendarId: string;
  serviceId: string;
  clientIndex: number;
  start: Date;
  end: Date;
  status: TScheduleStatus;
  interface: TScheduleInterface;
  createdBy: TScheduleActorKind;
  price: number | null;
}

/** Start times per professional (local HH:mm); a 60-minute visit fits before the next one. */
const TIMES = [
  ['09:00', '10:00', '11:30', '14:00', '15:00', '16:30', '18:00'],
  ['09:30', '11:00', '13:00', '14:30', '16:00', '17:30'],
];
/** Mostly attended in the past, with a no-show and a cancelation; mostly booked ahead, some confirmed. */
const PAST: TScheduleStatus[] = ['confirmed', 'confirmed', 'confirmed_not_attended', 'confirmed', 'canceled'];
const AHEAD: TScheduleStatus[] = ['scheduled', 'confirmed', 'scheduled', 'canceled', 'scheduled'];
const ORIGINS: [TScheduleInterface, TScheduleActorKind][] = [
  ['PLATFORM_COMPANY', 'user'],
  ['ASSISTANT_CLIENT', 'assistant'],
  ['PLATFORM_CLIENT', 'client'],
];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function fits(workday: TWorkdayRow | undefined, start: number, end: number): boolean {
  return Boolean(workday?.is_available && workday.work_hours.some((h) => minutes(h.start) <= start && end <= minutes(h.end)));
}

/**
 * The days shown: the current Monday–Sunday week, stretched to three days either side of today so
 * there is always a past (attended, no-show) and a future (booked, confirmed) whatever today is.
 */
export function demoWeekDays(now: Date, tz: string): TLocalDate[] {
  const today = toLocal(tz, now.getTime());
  const sinceMonday = (dayOfWeek(today) + 6) % 7;
  const from = Math.min(-3, -sinceMonday);
  const to = Math.max(3, 6 - sinceMonday);
  return Array.from({ length: to - from + 1 }, (_, i) => addDays(today, from + i));
}

export function planDemoWeek(
  now: Date,
  tz: string,
  calendars: TPlanCalendar[],
  services: TPlanService[],
  clientCount: number,
): TPlannedVisit[] {
  const visits: TPlannedVisit[] = [];
  let n = 0;
  demoWeekDays(now, tz).forEach((day, dayIndex) => {
    calendars.forEach((cal, calIndex) => {
      const workday = cal.workdays.find((w) => w.dow === dayOfWeek(day));
      (TIMES[calIndex % TIMES.length] ?? []).forEach((time, slotIndex) => {
        if ((dayIndex + slotIndex + calIndex) % 4 === 3) return; // a free gap now and then
        const service = services[(dayIndex * 3 + slotIndex + calIndex) % services.length]!;
        const startMin = minutes(time);
        if (!fits(workday, startMin, startMin + service.duration_in_minutes)) return;
        const start = new Date(fromLocal(tz, day, startMin));
        const past = start.getTime() < now.getTime();
        const [iface, createdBy] = ORIGINS[n % ORIGINS.length]!;
        visits.push({
          calendarId: cal.id,
          serviceId: service.id,
          clientIndex: (n * 5 + calIndex) % clientCount,
          start,
          end: new Date(start.getTime() + service.duration_in_minutes * 60_000),
          status: (past ? PAST : AHEAD)[n % 5]!,
          interface: iface,
          createdBy,
          price: service.price,
        });
        n++;
      });
    });
  });
  return visits;
}
