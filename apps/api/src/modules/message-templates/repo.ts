// The message_templates rows (db/schema/message-templates.ts), always scoped by company.
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { messageTemplates } from '../../db/schema/index.js';

export type TMessageTemplateRow = typeof messageTemplates.$inferSelect;

export const listTemplateRows = (db: TDb, companyId: string) =>
  db.select().from(messageTemplates).where(eq(messageTemplates.company_id, companyId)).orderBy(asc(messageTemplates.title)).limit(500);

export async function insertTemplateRow(db: TDb, v: typeof messageTemplates.$inferInsert): Promise<TMessageTemplateRow> {
  const [row] = await db.insert(messageTemplates).values(v).returning();
  return row!;
}

export async function updateTemplateRow(db: TDb, companyId: string, id: string, patch: Partial<typeof messageTemplates.$inferInsert>) {
  const [row] = await db
    .update(messageTemplates)
    .set(patch)
    .where(and(eq(messageTemplates.company_id, companyId), eq(messageTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplateRow(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.company_id, companyId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}
