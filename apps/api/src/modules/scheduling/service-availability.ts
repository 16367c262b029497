// Free start times, from the pure engine (availability.ts) fed with the database's busy times.
import type { TAvailableDayDto, TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { availableSlots, mergeIntervals, slotAt, type TAvailabilityInput } from './availability.js';
import { findServiceRow, type TCalendarRow } from './repo-catalog.js';
import { busyByCalendar } from './repo-schedules.js';
import { calendarsForService, companySettings, type TCompanySettings } from './support.js';
import { addDays, dateKey, fromLocal, localDateKey, localTime, parseDateKey } from './tz.js';
import type { TFindAvailableSlotsInput, TSlot } from './types.js';

const DAY = 86_400_000;

export type TEngineSettings = Omit<TAvailabilityInput, 'from' | 'to' | 'busy' | 'limit'>;

/** The engine's settings for one calendar: clients get minimum notice and the dates window; staff only "not in the past". */
export function engineSettings(
  company: TCompanySettings,
  calendar: TCalendarRow,
  durationMinutes: number,
  now: Date,
  audience: 'client' | 'staff',
): TEngineSettings {
  return {
    timezone: company.timezone,
    now: now.getTime(),
    durationMinutes,
    incrementMinutes: calendar.slots_increment_in_minutes,
    minNoticeMinutes: audience === 'client' ? calendar.min_notice_in_minutes : 0,
    datesWindowDays: audience === 'client' ? calendar.dates_window : null,
    workdays: calendar.workdays,
    companyWorkdays: company.workdays,
  };
}

export function findAvailableSlots(
  ctx: TAppContext,
  input: TFindAvailableSlotsInput & { calendarScope?: string[] | null },
): Promise<TSlot[]> {
  return slotsWithCompany(ctx, input).then((r) => r.slots);
}

/** `withOpen`: also the start times the working hours offer with nothing booked (a day with some and no free one is full). */
async function slotsWithCompany(
  ctx: TAppContext,
  input: TFindAvailableSlotsInput & { calendarScope?: string[] | null; withOpen?: boolean },
) {
  const { from, to } = input;
  const open: number[] = [];
  if (!(to.getTime() > from.getTime())) return { company: null, slots: [] as TSlot[], open };
  if (to.getTime() - from.getTime() > 400 * DAY) throw new AppError(422, 'Período longo demais (máximo de 400 dias).');
  const company = await companySettings(ctx, input.companyId);
  const service = await findServiceRow(ctx.db, input.companyId, input.serviceId);
  if (!service) throw notFound('Serviço não encontrado.');
  const audience = input.audience ?? 'client';
  if (!service.is_active && audience === 'client') return { company, slots: [] as TSlot[], open };
  const calendars = await calendarsForService(ctx.db, input.companyId, service.id, input.calendarId, input.calendarScope ?? null);
  const busy = await busyByCalendar(
    ctx.db,
    calendars.map((c) => c.id),
    from,
    new Date(to.getTime() + service.duration_in_minutes * 60_000),
    input.excludeScheduleIds,
  );
  const now = ctx.now();
  const slots: TSlot[] = [];
  for (const calendar of calendars) {
    const merged = mergeIntervals(busy.get(calendar.id) ?? []);
    const found = availableSlots(
      {
        ...engineSettings(company, calendar, service.duration_in_minutes, now, audience),
        from: from.getTime(),
        to: to.getTime(),
        busy: [],
        limit: input.limit,
      },
      merged,
    );
    for (const s of found) slots.push({ calendar_id: calendar.id, start_at: new Date(s.start), end_at: new Date(s.end) });
    // A visit's next part right when the part before it ends, off the grid (visit-next-part.ts).
    for (const at of input.alsoAt ?? []) {
      const t = at.getTime();
      if (t < from.getTime() || t >= to.getTime() || found.some((s) => s.start === t)) continue;
      const settings = engineSettings(company, calendar, service.duration_in_minutes, now, audience);
      const s = slotAt(settings, merged, t);
      if (s) slots.push({ calendar_id: calendar.id, start_at: new Date(s.start), end_at: new Date(s.end) });
    }
    if (input.withOpen) {
      const settings = engineSettings(company, calendar, service.duration_in_minutes, now, audience);
      for (const s of availableSlots({ ...settings, from: from.getTime(), to: to.getTime(), busy: [] }, [])) open.push(s.start);
    }
  }
  const order = new Map(calendars.map((c, i) => [c.id, i]));
  slots.sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || order.get(a.calendar_id)! - order.get(b.calendar_id)!);
  return { company, slots: input.limit ? slots.slice(0, input.limit) : slots, open };
}

/** Free start times merged across calendars (the public page's "qualquer profissional"), with local HH:mm. */
export function mergeSlots(slots: TSlot[], timezone: string): TSlotDto[] {
  const byStart = new Map<number, TSlotDto>();
  for (const s of slots) {
    const key = s.start_at.getTime();
    const found = byStart.get(key);
    if (found) found.calendar_ids.push(s.calendar_id);
    else
      byStart.set(key, {
        start_at: s.start_at.toISOString(),
        end_at: s.end_at.toISOString(),
        time: localTime(timezone, key),
        calendar_id: s.calendar_id,
        calendar_ids: [s.calendar_id],
      });
  }
  return [...byStart.values()];
}

/** The free start times of one local day (public page). */
export async function availableSlotsOfDay(
  ctx: TAppContext,
  q: { companyId: string; serviceId: string; calendarId?: string | null; date: string },
) {
  const company = await companySettings(ctx, q.companyId);
  const day = parseDateKey(q.date);
  const from = new Date(fromLocal(company.timezone, day, 0));
  const to = new Date(fromLocal(company.timezone, addDays(day, 1), 0));
  const { slots } = await slotsWithCompany(ctx, { companyId: q.companyId, serviceId: q.serviceId, calendarId: q.calendarId, from, to });
  return { date: q.date, timezone: company.timezone, slots: mergeSlots(slots, company.timezone) };
}

/** For each day of a month (YYYY-MM, company timezone): how many distinct start times are free, and whether it is full (open, all taken). */
export async function availableDaysOfMonth(
  ctx: TAppContext,
  q: { companyId: string; serviceId: string; calendarId?: string | null; month: string },
) {
  const company = await companySettings(ctx, q.companyId);
  const first = parseDateKey(`${q.month}-01`);
  const next = first.m === 12 ? { y: first.y + 1, m: 1, d: 1 } : { y: first.y, m: first.m + 1, d: 1 };
  const from = new Date(fromLocal(company.timezone, first, 0));
  const to = new Date(fromLocal(company.timezone, next, 0));
  const { slots, open } = await slotsWithCompany(ctx, {
    companyId: q.companyId,
    serviceId: q.serviceId,
    calendarId: q.calendarId,
    from,
    to,
    withOpen: true,
  });
  const openDays = new Set(open.map((start) => localDateKey(company.timezone, start)));
  const counts = new Map<string, Set<number>>();
  for (const s of slots) {
    const key = localDateKey(company.timezone, s.start_at.getTime());
    if (!counts.has(key)) counts.set(key, new Set());
    counts.get(key)!.add(s.start_at.getTime());
  }
  const days: TAvailableDayDto[] = [];
  for (let d = first; d.m === first.m; d = addDays(d, 1)) {
    const slots_count = counts.get(dateKey(d))?.size ?? 0;
    days.push({ date: dateKey(d), slots_count, is_full: slots_count === 0 && openDays.has(dateKey(d)) });
  }
  return { month: q.month, timezone: company.timezone, days };
}

/** Whether a local day has working hours for the service (client rules) and no free start time left. */
export async function isDayFull(ctx: TAppContext, q: { companyId: string; serviceId: string; calendarId: string | null; date: string }) {
  const company = await companySettings(ctx, q.companyId);
  const day = parseDateKey(q.date);
  const from = new Date(fromLocal(company.timezone, day, 0));
  const to = new Date(fromLocal(company.timezone, addDays(day, 1), 0));
  const { slots, open } = await slotsWithCompany(ctx, { ...q, from, to, withOpen: true });
  return { free: slots.length, open: open.length };
}
