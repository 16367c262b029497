// Recurring expenses (rent, products): each month, once its day has come in the company's timezone, the
// month's entry is written — one per expense and month (unique index), so running again changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { TRecurringExpenseBody, TRecurringExpenseDto } from '@agenda/shared/schemas/finance';
import { recurringExpenses } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import { every, type TJobDefinition } from '../../lib/jobs/table-queue.js';
import { rowsOf } from '../../lib/leases.js';

/** Writes the due month entries (all companies, or one expense); returns how many were new. */
export async function writeDueRecurringExpenses(db: TDb, now: Date, onlyId?: string): Promise<number> {
  const at = now.toISOString();
  const res = await db.execute(sql`
    insert into financial_transactions
      (company_id, category, amount_cents, occurred_at, description, payment_method, status, recurring_expense_id, recurrence_period)
    select r.company_id, 'expense', r.amount_cents,
      ((date_trunc('month', ${at}::timestamptz at time zone c.timezone))::date + (r.day_of_month - 1) + time '12:00') at time zone c.timezone,
      r.description, r.payment_method, 'completed', r.id, to_char(${at}::timestamptz at time zone c.timezone, 'YYYY-MM')
    from recurring_expenses r join companies c on c.id = r.company_id
    where r.is_active ${onlyId ? sql`and r.id = ${onlyId}` : sql``}
      and extract(day from ${at}::timestamptz at time zone c.timezone) >= r.day_of_month
      and date_trunc('month', ${at}::timestamptz at time zone c.timezone) >= date_trunc('month', r.starts_on::timestamp)
    on conflict (recurring_expense_id, recurrence_period) where recurring_expense_id is not null do nothing
    returning id`);
  return rowsOf(res).length;
}

export const recurringExpensesJob: TJobDefinition = {
  name: 'finance.recurring_expenses',
  recurring: every(60 * 60_000),
  handler: async (ctx) => {
    await writeDueRecurringExpenses(ctx.db, ctx.now());
  },
};

const dto = (r: typeof recurringExpenses.$inferSelect): TRecurringExpenseDto => ({
  id: r.id,
  description: r.description,
  amount_cents: r.amount_cents,
  payment_method: r.payment_method,
  day_of_month: r.day_of_month,
  starts_on: r.starts_on,
  is_active: r.is_active,
});

export async function listRecurringExpenses(db: TDb, companyId: string): Promise<TRecurringExpenseDto[]> {
  const rows = await db
    .select()
    .from(recurringExpenses)
    .where(and(eq(recurringExpenses.company_id, companyId), eq(recurringExpenses.is_active, true)))
    .orderBy(recurringExpenses.day_of_month, recurringExpenses.description);
  return rows.map(dto);
}

export async function createRecurringExpense(
  db: TDb,
  companyId: string,
  body: TRecurringExpenseBody,
  startsOn: string,
  now: Date,
): Promise<TRecurringExpenseDto> {
  const [row] = await db
    .insert(recurringExpenses)
    .values({ company_id: companyId, ...body, starts_on: startsOn })
    .returning();
  await writeDueRecurringExpenses(db, now, row!.id);
  return dto(row!);
}

/** Stops future months; the entries already written stay in the cash book. */
export async function stopRecurringExpense(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(recurringExpenses)
    .set({ is_active: false })
    .where(and(eq(recurringExpenses.company_id, companyId), eq(recurringExpenses.id, id)))
    .returning({ id: recurringExpenses.id });
  return rows.length > 0;
}
