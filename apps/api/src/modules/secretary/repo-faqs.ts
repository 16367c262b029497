// Reads and writes of the FAQ the assistant answers from (faqs), always scoped to one company.
import { and, asc, eq } from 'drizzle-orm';
import { faqs } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TFaqRow = typeof faqs.$inferSelect;
type TFaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'company_id' | 'created_at'>;

export async function listFaqRows(db: TDb, companyId: string): Promise<TFaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.company_id, companyId)).orderBy(asc(faqs.order), asc(faqs.created_at));
}

export async function insertFaqRow(db: TDb, companyId: string, values: TFaqValues, now: Date): Promise<TFaqRow> {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, company_id: companyId, created_at: now })
    .returning();
  return row!;
}

export async function updateFaqRow(db: TDb, companyId: string, id: string, values: TFaqValues): Promise<TFaqRow | undefined> {
  const [row] = await db
    .update(faqs)
    .set(values)
    .where(and(eq(faqs.company_id, companyId), eq(faqs.id, id)))
    .returning();
  return row;
}

/** Returns whether a row was deleted. */
export async function deleteFaqRow(db: TDb, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(faqs)
    .where(and(eq(faqs.company_id, companyId), eq(faqs.id, id)))
    .returning({ id: faqs.id });
  return rows.length > 0;
}
