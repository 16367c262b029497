// Reads and writes of client records, always under the company of a checked membership.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TClientRecordType } from '@agenda/shared/client';
import { clientRecords } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { rowsOf } from '../../lib/leases.js';

export type TClientRecordRow = typeof clientRecords.$inferSelect;

export async function listRecordRows(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  type?: TClientRecordType,
): Promise<TClientRecordRow[]> {
  const where = [eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, clientId)];
  if (type) where.push(eq(clientRecords.type, type));
  return ctx.db
    .select()
    .from(clientRecords)
    .where(and(...where))
    .orderBy(desc(clientRecords.created_at), desc(clientRecords.id))
    .limit(500);
}

export async function insertRecordRow(ctx: TAppContext, values: typeof clientRecords.$inferInsert): Promise<TClientRecordRow> {
  const [row] = await ctx.db.insert(clientRecords).values(values).returning();
  return row!;
}

export async function deleteRecordRow(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  id: string,
): Promise<TClientRecordRow | undefined> {
  const [row] = await ctx.db
    .delete(clientRecords)
    .where(and(eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, clientId), eq(clientRecords.id, id)))
    .returning();
  return row;
}

export async function findRecordRow(ctx: TAppContext, companyId: string, clientId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(clientRecords)
    .where(and(eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, clientId), eq(clientRecords.id, id)));
  return row;
}

export async function updateRecordTextRow(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  id: string,
  text: string | null,
): Promise<TClientRecordRow | undefined> {
  const [row] = await ctx.db
    .update(clientRecords)
    .set({ text })
    .where(and(eq(clientRecords.company_id, companyId), eq(clientRecords.client_id, clientId), eq(clientRecords.id, id)))
    .returning();
  return row;
}

/**
 * The texts of these clients' restrictions, newest first per client (listRecordRows' order and limit),
 * in one read: a batch of bookings' staff notices read them together (most clients have none).
 */
export async function restrictionTextsOf(ctx: TAppContext, companyId: string, clientIds: string[]): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>();
  if (!clientIds.length) return texts;
  const res = await ctx.db.execute(sql`
    select client_id, text from (
      select client_id, text, row_number() over (partition by client_id order by created_at desc, id desc) as n
      from client_records
      where company_id = ${companyId} and type = 'restriction' and client_id in (${sql.join(
        [...new Set(clientIds)].map((id) => sql`${id}`),
        sql`, `,
      )})
    ) r
    where n <= 500
    order by client_id, n`);
  for (const row of rowsOf<{ client_id: string; text: string | null }>(res))
    if (row.text) texts.set(row.client_id, [...(texts.get(row.client_id) ?? []), row.text]);
  return texts;
}
