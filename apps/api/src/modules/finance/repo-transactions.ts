// Reads and writes of financial_transactions, always under the caller's company id.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TTransactionDto } from '@agenda/shared/schemas/finance';
import { calendars, clients, financialTransactions as ft } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TPeriod } from './repo-period.js';

type TTransactionInsert = typeof ft.$inferInsert;

const dtoColumns = {
  id: ft.id,
  category: ft.category,
  amount_cents: ft.amount_cents,
  occurred_at: ft.occurred_at,
  description: ft.description,
  payment_method: ft.payment_method,
  status: ft.status,
  client_id: ft.client_id,
  client_name: clients.name,
  schedule_id: ft.schedule_id,
  calendar_id: ft.calendar_id,
  calendar_title: calendars.title,
  recurring_expense_id: ft.recurring_expense_id,
};

const toDto = (r: Omit<TTransactionDto, 'occurred_at'> & { occurred_at: Date }): TTransactionDto => ({
  ...r,
  occurred_at: r.occurred_at.toISOString(),
});

/** The period's entries, newest first (at most 2,000: the page and the CSV of a year of a busy salon). */
export async function listTransactionRows(db: TDb, companyId: string, period: TPeriod, limit = 2000): Promise<TTransactionDto[]> {
  const rows = await db
    .select(dtoColumns)
    .from(ft)
    .leftJoin(clients, eq(clients.id, ft.client_id))
    .leftJoin(calendars, eq(calendars.id, ft.calendar_id))
    .where(and(eq(ft.company_id, companyId), gte(ft.occurred_at, new Date(period.start)), lt(ft.occurred_at, new Date(period.end))))
    .orderBy(desc(ft.occurred_at), asc(ft.id))
    .limit(limit);
  return rows.map(toDto);
}

export async function findTransactionDto(db: TDb, companyId: string, id: string): Promise<TTransactionDto | null> {
  const [row] = await db
    .select(dtoColumns)
    .from(ft)
    .leftJoin(clients, eq(clients.id, ft.client_id))
    .leftJoin(calendars, eq(calendars.id, ft.calendar_id))
    .where(and(eq(ft.company_id, companyId), eq(ft.id, id)));
  return row ? toDto(row) : null;
}

export async function insertTransactionRow(db: TDb, row: TTransactionInsert): Promise<string> {
  const [made] = await db.insert(ft).values(row).returning({ id: ft.id });
  return made!.id;
}

export async function updateTransactionRow(db: TDb, companyId: string, id: string, patch: Partial<TTransactionInsert>): Promise<boolean> {
  const rows = await db
    .update(ft)
    .set({ ...patch, updated_at: sql`now()` })
    .where(and(eq(ft.company_id, companyId), eq(ft.id, id)))
    .returning({ id: ft.id });
  return rows.length > 0;
}

export async function deleteTransactionRow(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ft)
    .where(and(eq(ft.company_id, companyId), eq(ft.id, id)))
    .returning({ id: ft.id });
  return rows.length > 0;
}
