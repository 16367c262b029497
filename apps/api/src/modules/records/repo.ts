// Reads and writes of client records, always under the company of a checked membership.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TClientRecordType } from '@agenda/shared/client';
import { clientRecords } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import type { TDb } from '../../db/client.js';
import { onRoot, preparedOnce } from '../../lib/prepared.js';

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

// Every booking's staff notice reads the client's restrictions (most have none): prepared (lib/prepared.ts).
const restrictionsQuery = preparedOnce((db: TDb) =>
  db
    .select({ text: clientRecords.text })
    .from(clientRecords)
    .where(
      and(
        eq(clientRecords.company_id, sql.placeholder('companyId')),
        eq(clientRecords.client_id, sql.placeholder('clientId')),
        eq(clientRecords.type, 'restriction'),
      ),
    )
    .orderBy(desc(clientRecords.created_at), desc(clientRecords.id))
    .limit(500)
    .prepare('client_restrictions'),
);

/** The texts of the client's restrictions, newest first (listRecordRows' order). */
export async function restrictionTexts(ctx: TAppContext, companyId: string, clientId: string): Promise<{ text: string | null }[]> {
  if (!onRoot(ctx)) return listRecordRows(ctx, companyId, clientId, 'restriction');
  return restrictionsQuery(ctx.db).execute({ companyId, clientId });
}
