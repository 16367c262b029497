// Reads of /admin/assinaturas: each company's current subscription with the upcoming/overdue filters,
// the month of renewals for the calendar, and a company's bills with their payments and refunds.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminSubscriptionsQuery } from '@agenda/shared/schemas/admin-pages';
import { companies, plans, subscriptionBills, subscriptions } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { billsOfCompany } from '../subscriptions/repo-bills.js';
import { currentSubscriptions } from '../subscriptions/service.js';
import { DAY_MS } from '../subscriptions/state.js';

const PAGE = 30;
/** "Vencendo" on the page: the period ends within this many days. */
const UPCOMING_DAYS = 7;
/** The staff reads the calendar in Brasília time (UTC−3 all year since 2019). */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** Only the newest subscription of each company is its current one. */
const isCurrent = sql<boolean>`"subscriptions"."created_at" = (select max(s2.created_at) from subscriptions s2 where s2.company_id = "subscriptions"."company_id")`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(q: TAdminSubscriptionsQuery, now: Date): SQL | undefined {
  if (q.filter === 'upcoming')
    return and(
      inArray(subscriptions.status, ['active', 'trial']),
      gt(subscriptions.end_at, now),
      lte(subscriptions.end_at, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
    );
  if (q.filter === 'overdue')
    return or(
      inArray(subscriptions.status, ['expired', 'inactive', 'trial_ended']),
      and(inArray(subscriptions.status, ['active', 'trial']), lte(subscriptions.end_at, now)),
    );
  return undefined;
}

const rowShape = {
  id: subscriptions.id,
  company_id: companies.id,
  company_name: companies.name,
  company_slug: companies.slug,
  plan_title: plans.title,
  gateway: subscriptions.gateway,
  end_at: subscriptions.end_at,
  total_value: subscriptions.total_value,
  extra_features_total_value: subscriptions.extra_features_total_value,
  cancel_at_period_end: subscriptions.cancel_at_period_end,
};

async function withStatus<T extends { company_id: string }>(ctx: TAppContext, rows: T[]) {
  const subs = await currentSubscriptions(
    ctx,
    rows.map((r) => r.company_id),
  );
  return rows.map((r) => {
    const s = subs.get(r.company_id);
    return { ...r, status: s?.status ?? 'inactive', status_label: s?.status_label ?? 'Inativa', is_active: s?.is_active ?? false };
  });
}

export async function listAdminSubscriptions(ctx: TAppContext, q: TAdminSubscriptionsQuery) {
  const now = ctx.now();
  const where = [isCurrent, filterOf(q, now)];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(companies.name, like), ilike(companies.slug, like)));
  }
  const filter = and(...where);
  const rows = await ctx.db
    .select(rowShape)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.company_id))
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(filter)
    .orderBy(q.filter === 'overdue' ? desc(subscriptions.end_at) : asc(subscriptions.end_at), asc(subscriptions.id))
    .limit(PAGE)
    .offset((q.page - 1) * PAGE);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.company_id))
    .where(filter);
  return { subscriptions: await withStatus(ctx, rows), total: total?.n ?? 0, page: q.page, page_size: PAGE };
}

/** Current subscriptions whose period ends in the month (YYYY-MM, Brasília time): the renewals calendar. */
export async function renewalsOfMonth(ctx: TAppContext, month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) + BRASILIA_OFFSET_MS);
  const to = new Date(Date.UTC(y, m, 1) + BRASILIA_OFFSET_MS);
  const rows = await ctx.db
    .select(rowShape)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.company_id))
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(and(isCurrent, gte(subscriptions.end_at, from), lt(subscriptions.end_at, to)))
    .orderBy(asc(subscriptions.end_at))
    .limit(1000);
  return { month, renewals: await withStatus(ctx, rows) };
}

/** A company's bills (newest first) with payments and what was refunded. */
export async function adminBillsOfCompany(ctx: TAppContext, companyId: string) {
  const bills = await billsOfCompany(ctx.db, companyId);
  return bills.map((b) => ({
    id: b.id,
    status: b.status,
    ref_start_at: b.ref_start_at,
    ref_end_at: b.ref_end_at,
    total_value: b.total_value,
    due_at: b.due_at,
    paid_at: b.paid_at,
    gateway: b.gateway,
    refunded_value: b.refunded_value,
    refunded_at: b.refunded_at,
    payments: b.payments.map((p) => ({
      id: p.id,
      status: p.status,
      gateway: p.gateway,
      total_value: p.total_value,
      expires_at: p.expires_at,
      paid_at: p.paid_at,
      created_at: p.created_at,
    })),
  }));
}

export async function billForRefund(db: TDb, id: string) {
  const [row] = await db.select().from(subscriptionBills).where(eq(subscriptionBills.id, id)).limit(1);
  return row;
}

/** Adds a refund to the bill only while the running total stays within what was paid (two clicks refund once). */
export async function recordRefund(db: TDb, id: string, amount: number, ref: string, at: Date) {
  const [row] = await db
    .update(subscriptionBills)
    .set({ refunded_value: sql`${subscriptionBills.refunded_value} + ${amount}`, refunded_at: at, refund_ref: ref })
    .where(
      and(
        eq(subscriptionBills.id, id),
        sql`${subscriptionBills.refunded_value} + ${amount} <= ${subscriptionBills.total_value}`,
        sql`${subscriptionBills.refund_ref} is distinct from ${ref}`,
      ),
    )
    .returning();
  return row;
}
