// The dashboard's cards: one SQL statement each, for the period and the previous one at once, written for
// both PostgreSQL and PGlite. Local hours, weekdays and days are taken in the company's timezone.
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';
import type { TPeriod } from '../finance/repo-period.js';

const n = (v: unknown) => Number(v ?? 0);
/** 'c' for rows of the current period, 'p' for the previous one. */
const side = (column: ReturnType<typeof sql>, cur: TPeriod) => sql`case when ${column} >= ${cur.start}::timestamptz then 'c' else 'p' end`;

export async function appointmentsCard(db: TDb, companyId: string, cur: TPeriod, prev: TPeriod) {
  const res = await db.execute(sql`
    select ${side(sql`start_at`, cur)} as k, status, interface, count(*) as n
    from schedules
    where company_id = ${companyId} and start_at >= ${prev.start}::timestamptz and start_at < ${cur.end}::timestamptz
    group by 1, 2, 3`);
  return rowsOf<{ k: 'c' | 'p'; status: string; interface: string; n: unknown }>(res).map((r) => ({ ...r, n: n(r.n) }));
}

/** Booked minutes of the period against the minutes its working hours offer, per active professional. */
export async function occupancyCard(db: TDb, companyId: string, cur: TPeriod) {
  const res = await db.execute(sql`
    with days as (select d::date as day from generate_series(${cur.from}::date, ${cur.to}::date, interval '1 day') d)
    select c.id, c.title,
      (select coalesce(sum(extract(epoch from ((wh->>'end')::time - (wh->>'start')::time)) / 60), 0)
        from days, jsonb_array_elements(c.workdays) wd, jsonb_array_elements(wd->'work_hours') wh
        where (wd->>'dow')::int = extract(dow from days.day) and (wd->>'is_available')::boolean) as available,
      (select coalesce(sum(s.duration_in_minutes), 0) from schedules s
        where s.calendar_id = c.id and s.status <> 'canceled'
          and s.start_at >= ${cur.start}::timestamptz and s.start_at < ${cur.end}::timestamptz) as booked
    from calendars c
    where c.company_id = ${companyId} and c.deleted_at is null and c.is_active
    order by c.title, c.id`);
  return rowsOf<{ id: string; title: string; available: unknown; booked: unknown }>(res).map((r) => ({
    id: r.id,
    title: r.title,
    available: Math.round(n(r.available)),
    booked: n(r.booked),
  }));
}

export async function revenueCard(db: TDb, companyId: string, cur: TPeriod, prev: TPeriod) {
  const res = await db.execute(sql`
    select ${side(sql`occurred_at`, cur)} as k,
      coalesce(sum(amount_cents) filter (where category = 'income'), 0) as income,
      coalesce(sum(amount_cents) filter (where category = 'expense'), 0) as expense
    from financial_transactions
    where company_id = ${companyId} and status = 'completed'
      and occurred_at >= ${prev.start}::timestamptz and occurred_at < ${cur.end}::timestamptz
    group by 1`);
  return rowsOf<{ k: 'c' | 'p'; income: unknown; expense: unknown }>(res).map((r) => ({
    k: r.k,
    income: n(r.income),
    expense: n(r.expense),
  }));
}

/**
 * Clients seen in a period (an appointment not canceled); new when they had none before that period. One row
 * per client of both periods, one index probe each for a visit before the previous period. The probe is a
 * LIMIT 1 scalar (an EXISTS may be planned as a hash of every company's earlier visits) in a materialized CTE
 * (inlined, the planner repeats the probe in each count that reads it: twice the probes).
 */
export async function clientsCard(db: TDb, companyId: string, cur: TPeriod, prev: TPeriod) {
  const res = await db.execute(sql`
    with seen as (
      select client_id, bool_or(start_at >= ${cur.start}::timestamptz) as in_c, bool_or(start_at < ${cur.start}::timestamptz) as in_p
      from schedules
      where company_id = ${companyId} and status <> 'canceled'
        and start_at >= ${prev.start}::timestamptz and start_at < ${cur.end}::timestamptz
      group by client_id),
    judged as materialized (
      select in_c, in_p, (select true from schedules e where e.client_id = seen.client_id and e.status <> 'canceled'
        and e.start_at < ${prev.start}::timestamptz limit 1) is not null as before from seen)
    select
      count(*) filter (where in_c and not before and not in_p) as new_c,
      count(*) filter (where in_c) as seen_c,
      count(*) filter (where in_p and not before) as new_p,
      count(*) filter (where in_p) as seen_p
    from judged`);
  const [r] = rowsOf<{ new_c: unknown; seen_c: unknown; new_p: unknown; seen_p: unknown }>(res);
  return [
    { k: 'c' as const, new: n(r?.new_c), returning: n(r?.seen_c) - n(r?.new_c) },
    { k: 'p' as const, new: n(r?.new_p), returning: n(r?.seen_p) - n(r?.new_p) },
  ];
}

/**
 * Conversations (chats where a client wrote), bookings the secretary made, handoffs to a person, and the
 * average seconds from a client's message to the assistant's answer right after it.
 */
export async function secretaryCard(db: TDb, companyId: string, cur: TPeriod, prev: TPeriod) {
  const res = await db.execute(sql`
    with msgs as (
      select chat_id, role, created_at,
        lag(role) over (partition by chat_id order by created_at, id) as prev_role,
        lag(created_at) over (partition by chat_id order by created_at, id) as prev_at
      from messages
      where company_id = ${companyId} and created_at >= ${prev.start}::timestamptz - interval '1 day'
        and created_at < ${cur.end}::timestamptz),
    k as (select 'c' as k union all select 'p')
    select k.k,
      (select count(distinct chat_id) from msgs where role = 'client' and created_at >= ${prev.start}::timestamptz
        and ${side(sql`created_at`, cur)} = k.k) as conversations,
      (select avg(extract(epoch from created_at - prev_at)) from msgs where role = 'ai' and prev_role = 'client'
        and created_at >= ${prev.start}::timestamptz and ${side(sql`created_at`, cur)} = k.k) as avg_reply,
      (select count(*) from schedules where company_id = ${companyId} and interface like 'ASSISTANT%'
        and created_at >= ${prev.start}::timestamptz and created_at < ${cur.end}::timestamptz
        and ${side(sql`created_at`, cur)} = k.k) as bookings,
      (select count(*) from chats where company_id = ${companyId} and transferred_at >= ${prev.start}::timestamptz
        and transferred_at < ${cur.end}::timestamptz and ${side(sql`transferred_at`, cur)} = k.k) as handoffs
    from k`);
  return rowsOf<{ k: 'c' | 'p'; conversations: unknown; avg_reply: unknown; bookings: unknown; handoffs: unknown }>(res).map((r) => ({
    k: r.k,
    conversations: n(r.conversations),
    avg_reply: r.avg_reply == null ? null : Math.round(n(r.avg_reply)),
    bookings: n(r.bookings),
    handoffs: n(r.handoffs),
  }));
}

/** Appointments (not canceled) of the period by local hour and by local weekday (0 = domingo). */
export async function busiestCard(db: TDb, companyId: string, cur: TPeriod) {
  const res = await db.execute(sql`
    select hour, dow, count(*) as n from (
      select extract(hour from start_at at time zone ${cur.tz}) as hour, extract(dow from start_at at time zone ${cur.tz}) as dow
      from schedules
      where company_id = ${companyId} and status <> 'canceled'
        and start_at >= ${cur.start}::timestamptz and start_at < ${cur.end}::timestamptz) x
    group by grouping sets ((hour), (dow))`);
  const rows = rowsOf<{ hour: unknown; dow: unknown; n: unknown }>(res);
  return {
    hours: rows
      .filter((r) => r.hour != null)
      .map((r) => ({ hour: n(r.hour), count: n(r.n) }))
      .sort((a, b) => a.hour - b.hour),
    weekdays: rows
      .filter((r) => r.dow != null)
      .map((r) => ({ dow: n(r.dow), count: n(r.n) }))
      .sort((a, b) => a.dow - b.dow),
  };
}
