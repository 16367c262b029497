// Reads and writes of schedules, their events, and the busy times availability needs.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.js';
import { blockedPeriods, calendarExternalBusy, calendars, clients, scheduleEvents, schedules, services } from '../../db/schema/index.js';
import type { TInterval } from './availability.js';
import { rowsOf } from '../../lib/leases.js';

export type TScheduleRow = typeof schedules.$inferSelect;

export type TScheduleWithRefs = {
  schedule: TScheduleRow;
  service: TScheduleServiceRef | null;
  client: TScheduleClientRef | null;
  calendar: TScheduleCalendarRef | null;
};
type TScheduleServiceRef = {
  id: string;
  title: string;
  duration_in_minutes: number;
  price_type: 'uninformed' | 'fixed' | 'range';
  price: number | null;
  price_max: number | null;
};
type TScheduleClientRef = { id: string; name: string; phone: string | null };
type TScheduleCalendarRef = { id: string; title: string; color: string };

/**
 * Adds what the agenda shows of each schedule's service, client and calendar. Lookups by distinct id
 * instead of joins: a month of an agenda repeats the same few services and calendars, and not repeating
 * their columns on every row is several times faster (PGlite especially). The three lookups are one
 * statement (each a JSON array, in the columns' order): two round trips fewer per agenda read.
 */
async function withRefs(db: TDb, rows: TScheduleRow[]): Promise<TScheduleWithRefs[]> {
  if (rows.length === 0) return [];
  const distinct = (key: 'service_id' | 'client_id' | 'calendar_id') =>
    sql.join(
      [...new Set(rows.map((r) => r[key]))].map((id) => sql`${id}`),
      sql`, `,
    );
  const res = await db.execute(sql`select
    (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'duration_in_minutes', duration_in_minutes,
       'price_type', price_type, 'price', price, 'price_max', price_max)), '[]')
       from ${services} where id in (${distinct('service_id')})) as services,
    (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'phone', phone)), '[]')
       from ${clients} where id in (${distinct('client_id')})) as clients,
    (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'color', color)), '[]')
       from ${calendars} where id in (${distinct('calendar_id')})) as calendars`);
  const refs = rowsOf<{ services: unknown; clients: unknown; calendars: unknown }>(res)[0]!;
  // json arrives parsed (node-postgres) or as text, depending on the driver.
  const list = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T[];
  const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const s = byId(list<TScheduleServiceRef>(refs.services));
  const c = byId(list<TScheduleClientRef>(refs.clients));
  const k = byId(list<TScheduleCalendarRef>(refs.calendars));
  return rows.map((schedule) => ({
    schedule,
    service: s.get(schedule.service_id) ?? null,
    client: c.get(schedule.client_id) ?? null,
    calendar: k.get(schedule.calendar_id) ?? null,
  }));
}

/** Schedules last at most 24 h, so "starts before to and ends after from" also bounds start_at from below (index range). */
const MAX_DURATION_MS = 24 * 3_600_000;

export async function insertSchedules(db: TDb, rows: (typeof schedules.$inferInsert)[]): Promise<TScheduleRow[]> {
  return db.insert(schedules).values(rows).returning();
}

export async function findScheduleRow(db: TDb, companyId: string, id: string): Promise<TScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.company_id, companyId), eq(schedules.id, id)))
    .limit(1);
  return row;
}

export async function findSchedulesWithRefs(db: TDb, companyId: string, ids: string[]): Promise<TScheduleWithRefs[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.company_id, companyId), inArray(schedules.id, ids)))
    .orderBy(asc(schedules.start_at));
  return withRefs(db, rows);
}

/** The reminders of these schedules went out (one statement for a batch). */
export async function markSchedulesNotifiedRows(db: TDb, companyId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(schedules)
    .set({ is_notify_sent: true })
    .where(and(eq(schedules.company_id, companyId), inArray(schedules.id, ids)));
}

export async function updateSchedule(
  db: TDb,
  companyId: string,
  id: string,
  patch: Partial<typeof schedules.$inferInsert>,
): Promise<TScheduleRow | undefined> {
  const [row] = await db
    .update(schedules)
    .set(patch)
    .where(and(eq(schedules.company_id, companyId), eq(schedules.id, id)))
    .returning();
  return row;
}

/** This occurrence and the later ones of a series that are not canceled, in time order. */
export async function seriesFrom(db: TDb, companyId: string, recurrenceKey: string, fromStart: Date): Promise<TScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.company_id, companyId),
        eq(schedules.recurrence_key, recurrenceKey),
        gte(schedules.start_at, fromStart),
        ne(schedules.status, 'canceled'),
      ),
    )
    .orderBy(asc(schedules.start_at));
}

export interface TScheduleFilter {
  companyId: string;
  /** null = every calendar. */
  calendarIds: string[] | null;
  from: Date;
  to: Date;
  showCanceled?: boolean;
  statuses?: TScheduleStatus[] | null;
  serviceIds?: string[] | null;
  clientId?: string | null;
  limit?: number;
}

export function filterWhere(f: TScheduleFilter) {
  return and(
    eq(schedules.company_id, f.companyId),
    f.calendarIds ? inArray(schedules.calendar_id, f.calendarIds) : undefined,
    lt(schedules.start_at, f.to),
    gt(schedules.start_at, new Date(f.from.getTime() - MAX_DURATION_MS)),
    gt(schedules.end_at, f.from),
    f.showCanceled ? undefined : ne(schedules.status, 'canceled'),
    f.statuses?.length ? inArray(schedules.status, f.statuses) : undefined,
    f.serviceIds?.length ? inArray(schedules.service_id, f.serviceIds) : undefined,
    f.clientId ? eq(schedules.client_id, f.clientId) : undefined,
  );
}

/** Schedules that are not canceled, counted per local date of their start in `tz`. */
export async function countSchedulesPerDay(db: TDb, f: TScheduleFilter, tz: string): Promise<{ date: string; schedules_count: number }[]> {
  if (f.calendarIds?.length === 0) return [];
  const day = sql<string>`to_char(${schedules.start_at} at time zone ${tz}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, schedules_count: sql<number>`count(*)::int` })
    .from(schedules)
    .where(and(filterWhere({ ...f, showCanceled: false }), gte(schedules.start_at, f.from)))
    // By position: the timezone is a bound parameter, so the expression cannot be repeated.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ date: r.date, schedules_count: Number(r.schedules_count) }));
}

/** Busy time of each calendar in [from, to): schedules that are not canceled and blocked periods. */
export async function busyByCalendar(
  db: TDb,
  calendarIds: string[],
  from: Date,
  to: Date,
  excludeScheduleIds: string[] = [],
): Promise<Map<string, TInterval[]>> {
  const out = new Map<string, TInterval[]>(calendarIds.map((id) => [id, []]));
  if (calendarIds.length === 0) return out;
  // One round trip: the schedules, the blocked periods and the busy times of linked external calendars.
  const taken = db
    .select({ calendar_id: schedules.calendar_id, start_at: schedules.start_at, end_at: schedules.end_at })
    .from(schedules)
    .where(
      and(
        inArray(schedules.calendar_id, calendarIds),
        ne(schedules.status, 'canceled'),
        lt(schedules.start_at, to),
        gt(schedules.start_at, new Date(from.getTime() - MAX_DURATION_MS)),
        gt(schedules.end_at, from),
        excludeScheduleIds.length ? notInArray(schedules.id, excludeScheduleIds) : undefined,
      ),
    );
  const blocked = db
    .select({ calendar_id: blockedPeriods.calendar_id, start_at: blockedPeriods.start_at, end_at: blockedPeriods.end_at })
    .from(blockedPeriods)
    .where(and(inArray(blockedPeriods.calendar_id, calendarIds), lt(blockedPeriods.start_at, to), gt(blockedPeriods.end_at, from)));
  const external = db
    .select({ calendar_id: calendarExternalBusy.calendar_id, start_at: calendarExternalBusy.start_at, end_at: calendarExternalBusy.end_at })
    .from(calendarExternalBusy)
    .where(
      and(
        inArray(calendarExternalBusy.calendar_id, calendarIds),
        lt(calendarExternalBusy.start_at, to),
        gt(calendarExternalBusy.end_at, from),
      ),
    );
  const rows = await unionAll(taken, blocked, external);
  for (const r of rows) out.get(r.calendar_id)?.push({ start: new Date(r.start_at).getTime(), end: new Date(r.end_at).getTime() });
  return out;
}

export async function clientSchedules(
  db: TDb,
  companyId: string,
  clientId: string,
  when: 'upcoming' | 'history',
  now: Date,
  limit: number,
): Promise<TScheduleWithRefs[]> {
  const base = and(eq(schedules.company_id, companyId), eq(schedules.client_id, clientId));
  const rows =
    when === 'upcoming'
      ? await db
          .select()
          .from(schedules)
          .where(and(base, gt(schedules.end_at, now), ne(schedules.status, 'canceled')))
          .orderBy(asc(schedules.start_at))
          .limit(limit)
      : // History: what has ended, and anything canceled.
        await db
          .select()
          .from(schedules)
          .where(and(base, sql`(${schedules.end_at} <= ${now} or ${schedules.status} = 'canceled')`))
          .orderBy(desc(schedules.start_at))
          .limit(limit);
  return withRefs(db, rows);
}

/** Upcoming schedules that are not canceled on a calendar (a calendar with them cannot be deleted). */
export async function hasUpcomingSchedules(db: TDb, by: { calendarId?: string; serviceId?: string }, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        by.calendarId ? eq(schedules.calendar_id, by.calendarId) : undefined,
        by.serviceId ? eq(schedules.service_id, by.serviceId) : undefined,
        ne(schedules.status, 'canceled'),
        gt(schedules.end_at, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertScheduleEvents(db: TDb, rows: (typeof scheduleEvents.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(scheduleEvents).values(rows).returning({ id: scheduleEvents.id });
}

type TEventValues = Omit<typeof scheduleEvents.$inferInsert, 'id' | 'schedule_id'>;

/**
 * Inserts the schedules and an event row for each in ONE statement (the events' insert is a CTE of the
 * schedules' one; the foreign key is checked at the statement's end, when both are in): a round trip
 * fewer per booking. The ids are made here so each event names its schedule before either exists.
 */
export async function insertSchedulesWithEvents(
  db: TDb,
  rows: (typeof schedules.$inferInsert)[],
  eventOf: (row: typeof schedules.$inferInsert) => TEventValues,
  lockFirst?: SQL | null,
): Promise<{ inserted: TScheduleRow[]; eventIds: string[] }> {
  const withIds = rows.map((r) => ({ ...r, id: randomUUID() }));
  const events = withIds.map((r) => ({ ...eventOf(r), id: randomUUID(), schedule_id: r.id }));
  const eventIdOf = new Map<string, string>(events.map((e) => [e.schedule_id, e.id]));
  const written = db
    .$with('written_events', { id: scheduleEvents.id })
    .as(db.insert(scheduleEvents).values(events).returning({ id: scheduleEvents.id }).getSQL());
  if (!lockFirst) {
    const inserted = await db.with(written).insert(schedules).values(withIds).returning();
    return { inserted, eventIds: inserted.map((s) => eventIdOf.get(s.id)!) };
  }
  // `lockFirst` (advisory locks) runs before any row is inserted: each row's id is read through the
  // locks' CTE, which PostgreSQL evaluates once, in full (count), the first time a row is produced.
  // One statement is its own transaction, so the locks last exactly as long as the insert.
  const locked = db.$with('locked_first', { n: sql<number>`n` }).as(sql`select count(*) as n from (${lockFirst}) as l`);
  const values = withIds.map((r) => ({ ...r, id: sql`(select ${r.id}::uuid from ${sql.identifier('locked_first')})` }));
  const inserted = await db.with(written, locked).insert(schedules).values(values).returning();
  return { inserted, eventIds: inserted.map((s) => eventIdOf.get(s.id)!) };
}
