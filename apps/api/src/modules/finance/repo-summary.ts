// The period summary of /app/financeiro: one grouped query for the totals by payment method, one for the
// professionals. Only paid (completed) entries count; pending ones are shown apart.
import { sql } from 'drizzle-orm';
import type { TFinanceSummaryDto } from '@agenda/shared/schemas/finance';
import type { TPaymentMethod } from '@agenda/shared/finance';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';
import type { TPeriod } from './repo-period.js';

const n = (v: unknown) => Number(v ?? 0);

export async function financeSummary(db: TDb, companyId: string, p: TPeriod): Promise<TFinanceSummaryDto> {
  const [methods, pros] = await Promise.all([
    db.execute(sql`
      select payment_method,
        coalesce(sum(amount_cents) filter (where category = 'income' and status = 'completed'), 0) as income,
        coalesce(sum(amount_cents) filter (where category = 'expense' and status = 'completed'), 0) as expense,
        count(*) filter (where category = 'income' and status = 'completed') as income_count,
        coalesce(sum(amount_cents) filter (where status = 'pending'), 0) as pending
      from financial_transactions
      where company_id = ${companyId} and occurred_at >= ${p.start}::timestamptz and occurred_at < ${p.end}::timestamptz
      group by payment_method order by payment_method`),
    db.execute(sql`
      select c.id, c.title, c.commission_percent, sum(t.amount_cents) as income, count(*) as n
      from financial_transactions t join calendars c on c.id = t.calendar_id
      where t.company_id = ${companyId} and t.occurred_at >= ${p.start}::timestamptz and t.occurred_at < ${p.end}::timestamptz
        and t.category = 'income' and t.status = 'completed'
      group by c.id, c.title, c.commission_percent order by sum(t.amount_cents) desc, c.title`),
  ]);
  const m = rowsOf<{ payment_method: TPaymentMethod; income: unknown; expense: unknown; income_count: unknown; pending: unknown }>(methods);
  const income = m.reduce((s, r) => s + n(r.income), 0);
  const expense = m.reduce((s, r) => s + n(r.expense), 0);
  const count = m.reduce((s, r) => s + n(r.income_count), 0);
  return {
    income_cents: income,
    expense_cents: expense,
    balance_cents: income - expense,
    pending_cents: m.reduce((s, r) => s + n(r.pending), 0),
    average_ticket_cents: count ? Math.round(income / count) : 0,
    income_count: count,
    by_payment_method: m
      .filter((r) => n(r.income) || n(r.expense))
      .map((r) => ({ payment_method: r.payment_method, income_cents: n(r.income), expense_cents: n(r.expense) })),
    by_professional: rowsOf<{ id: string; title: string; commission_percent: unknown; income: unknown; n: unknown }>(pros).map((r) => ({
      calendar_id: r.id,
      title: r.title,
      income_cents: n(r.income),
      count: n(r.n),
      commission_percent: n(r.commission_percent),
      commission_cents: Math.round((n(r.income) * n(r.commission_percent)) / 100),
    })),
  };
}

/** Finished appointments of the period (not canceled, not a no-show) with no payment recorded yet. */
export async function billableSchedules(db: TDb, companyId: string, p: TPeriod, now: Date) {
  const res = await db.execute(sql`
    select s.id, s.start_at, s.client_id, cl.name as client_name, sv.title as service_title, c.title as calendar_title,
      coalesce(s.price, sv.price) as price_cents
    from schedules s
      join clients cl on cl.id = s.client_id
      join services sv on sv.id = s.service_id
      join calendars c on c.id = s.calendar_id
    where s.company_id = ${companyId} and s.start_at >= ${p.start}::timestamptz and s.start_at < ${p.end}::timestamptz
      and s.end_at <= ${now.toISOString()}::timestamptz and s.status in ('scheduled', 'confirmed')
      and not exists (select 1 from financial_transactions t where t.schedule_id = s.id and t.status <> 'canceled')
    order by s.start_at desc limit 100`);
  return rowsOf<{
    id: string;
    start_at: Date | string;
    client_id: string;
    client_name: string;
    service_title: string;
    calendar_title: string;
    price_cents: unknown;
  }>(res).map((r) => ({
    ...r,
    start_at: new Date(r.start_at).toISOString(),
    price_cents: r.price_cents == null ? null : n(r.price_cents),
  }));
}
