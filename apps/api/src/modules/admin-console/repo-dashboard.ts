// /admin/dashboard: the platform's key figures, read in one SQL statement (scalar subqueries), the same
// on PGlite and PostgreSQL. "Now" is the app clock, the period is [from 00:00, to + 1 day 00:00) in UTC.
import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../lib/context.js';
import { rowsOf } from '../../lib/leases.js';
import { DAY_MS } from '../subscriptions/state.js';

interface TDashboardFigures {
  companies_paying: number;
  companies_trial: number;
  companies_blocked: number;
  new_companies: number;
  new_users: number;
  mrr_cents: number;
  secretary_messages: number;
  bookings: number;
  secretary_bookings: number;
}

export async function dashboardFigures(ctx: TAppContext, q: { from: string; to: string }) {
  // ISO strings cast in SQL: raw statements take no Date parameters on every driver.
  const now = sql`${ctx.now().toISOString()}::timestamptz`;
  const start = sql`${`${q.from}T00:00:00.000Z`}::timestamptz`;
  const end = sql`${new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS).toISOString()}::timestamptz`;
  const running = (status: string) =>
    sql`exists (select 1 from subscriptions s where s.company_id = c.id and s.status = ${status} and s.end_at > ${now})`;
  const result = await ctx.db.execute(sql`
    select
      (select count(*) from companies c where not c.is_blocked and ${running('active')}) as companies_paying,
      (select count(*) from companies c where not c.is_blocked and ${running('trial')} and not ${running('active')}) as companies_trial,
      (select count(*) from companies c where c.is_blocked) as companies_blocked,
      (select count(*) from companies c where c.created_at >= ${start} and c.created_at < ${end}) as new_companies,
      (select count(*) from users u where u.created_at >= ${start} and u.created_at < ${end}) as new_users,
      (select coalesce(sum(s.total_value + s.extra_features_total_value), 0) from subscriptions s
        where s.status = 'active' and s.end_at > ${now}) as mrr_cents,
      (select count(*) from messages m where m.role = 'ai' and m.created_at >= ${start} and m.created_at < ${end}) as secretary_messages,
      (select count(*) from schedules b where b.created_at >= ${start} and b.created_at < ${end}) as bookings,
      (select count(*) from schedules b where b.created_by_kind = 'assistant' and b.created_at >= ${start} and b.created_at < ${end})
        as secretary_bookings
  `);
  const row = rowsOf<Record<keyof TDashboardFigures, number | string>>(result)[0] ?? {};
  const figures = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as TDashboardFigures;
  return { figures, from: q.from, to: q.to };
}
