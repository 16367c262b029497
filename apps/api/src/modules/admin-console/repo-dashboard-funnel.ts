// /admin/dashboard/leads and /admin/dashboard/vendas: each figure is one SQL statement, the same on PGlite
// and PostgreSQL. The period is [from 00:00, to + 1 day 00:00) in UTC; "now" is the app clock.
import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../lib/context.js';
import { rowsOf } from '../../lib/leases.js';
import { DAY_MS } from '../subscriptions/state.js';

type TPeriod = { from: string; to: string };

function bounds(ctx: TAppContext, q: TPeriod) {
  return {
    now: sql`${ctx.now().toISOString()}::timestamptz`,
    start: sql`${`${q.from}T00:00:00.000Z`}::timestamptz`,
    end: sql`${new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS).toISOString()}::timestamptz`,
  };
}

/** One row per UTC day of the period (`d` is the day's start), as the FROM of a per-day query. */
const daysOf = (start: ReturnType<typeof sql>, end: ReturnType<typeof sql>) =>
  sql`generate_series(${start}, ${end} - interval '24 hours', interval '24 hours') as d`;
const dayLabel = sql`to_char(d at time zone 'UTC', 'YYYY-MM-DD')`;
const inDay = (col: string) => sql`${sql.raw(col)} >= d and ${sql.raw(col)} < d + interval '24 hours'`;

const numbers = <T extends string>(row: Partial<Record<T, unknown>> | undefined) =>
  Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as Record<T, number>;

/** Sign-ups, new companies, companies in trial now and the period's companies that already paid; sign-ups by UTM source. */
export async function leadFigures(ctx: TAppContext, q: TPeriod) {
  const { now, start, end } = bounds(ctx, q);
  const running = (status: string) =>
    sql`exists (select 1 from subscriptions s where s.company_id = c.id and s.status = ${status} and s.end_at > ${now})`;
  const figures = await ctx.db.execute(sql`
    select
      (select count(*) from users u where u.created_at >= ${start} and u.created_at < ${end}) as sign_ups,
      (select count(*) from companies c where c.created_at >= ${start} and c.created_at < ${end}) as new_companies,
      (select count(*) from companies c where not c.is_blocked and ${running('trial')} and not ${running('active')}) as companies_in_trial,
      (select count(*) from companies c where c.created_at >= ${start} and c.created_at < ${end}
        and exists (select 1 from subscriptions s where s.company_id = c.id and s.first_payment_at is not null)) as converted`);
  // Each sign-up event of the period, by the source of the last UTM visit of the same user or device before it.
  const sources = await ctx.db.execute(sql`
    select coalesce(nullif(src.source, ''), 'direto') as source, count(*) as sign_ups
    from platform_events e
    left join lateral (
      select u.meta ->> 'utm_source' as source from platform_events u
      where u.event_name = 'utm_info' and u.created_at <= e.created_at
        and ((e.user_id is not null and u.user_id = e.user_id) or (e.device_hash is not null and u.device_hash = e.device_hash))
      order by u.created_at desc limit 1
    ) src on true
    where e.event_name = 'sign_up' and e.created_at >= ${start} and e.created_at < ${end}
    group by 1 order by 2 desc, 1`);
  const days = await ctx.db.execute(sql`
    select ${dayLabel} as day,
      (select count(*) from users u where ${inDay('u.created_at')}) as sign_ups,
      (select count(*) from companies c where ${inDay('c.created_at')}) as new_companies
    from ${daysOf(start, end)} order by d`);
  return {
    from: q.from,
    to: q.to,
    figures: numbers(rowsOf<Record<'sign_ups' | 'new_companies' | 'companies_in_trial' | 'converted', number | string>>(figures)[0]),
    by_source: rowsOf<{ source: string; sign_ups: number | string }>(sources).map((r) => ({
      source: r.source,
      sign_ups: Number(r.sign_ups),
    })),
    by_day: rowsOf<{ day: string; sign_ups: number | string; new_companies: number | string }>(days).map(({ day, ...n }) => ({
      day,
      ...numbers<'sign_ups' | 'new_companies'>(n),
    })),
  };
}

type TSalesRow = { new_paid: number | string; cancellations: number | string; revenue_cents: number | string };

/** New paid subscriptions (first payment in the period), cancellations and revenue (paid bills less refunds): in all, then by plan. */
export async function salesFigures(ctx: TAppContext, q: TPeriod) {
  const { start, end } = bounds(ctx, q);
  const inPeriod = (col: string) => sql`${sql.raw(col)} >= ${start} and ${sql.raw(col)} < ${end}`;
  /** The three figures as scalar subqueries, of one plan (`p.id`) or of all. */
  const figures = (ofPlan: boolean, within = inPeriod) => {
    const plan = ofPlan ? sql`s.plan_id = p.id and` : sql``;
    return sql`
      (select count(*) from subscriptions s where ${plan} ${within('s.first_payment_at')}) as new_paid,
      (select count(*) from subscriptions s where ${plan} ${within('s.canceled_at')}) as cancellations,
      (select coalesce(sum(b.total_value + b.extra_features_total_value - b.refunded_value), 0)
        from subscription_bills b join subscriptions s on s.id = b.subscription_id
        where ${plan} b.status = 'paid' and ${within('b.paid_at')}) as revenue_cents`;
  };
  const totals = rowsOf<TSalesRow>(await ctx.db.execute(sql`select ${figures(false)}`))[0];
  const plans = rowsOf<TSalesRow & { plan_id: string; plan_title: string }>(
    await ctx.db.execute(sql`select p.id as plan_id, p.title as plan_title, ${figures(true)} from plans p order by p.title, p.id`),
  );
  const days = rowsOf<TSalesRow & { day: string }>(
    await ctx.db.execute(sql`select ${dayLabel} as day, ${figures(false, inDay)} from ${daysOf(start, end)} order by d`),
  );
  return {
    from: q.from,
    to: q.to,
    figures: numbers(totals),
    by_day: days.map(({ day, ...n }) => ({ day, ...numbers<keyof TSalesRow>(n) })),
    by_plan: plans
      .map(({ plan_id, plan_title, new_paid, cancellations, revenue_cents }) => ({
        plan_id,
        plan_title,
        ...numbers<keyof TSalesRow>({ new_paid, cancellations, revenue_cents }),
      }))
      .filter((r) => r.new_paid || r.cancellations || r.revenue_cents),
  };
}
