import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { companyMedia } from '../../db/schema/index.js';

export type TCompanyMediaRow = typeof companyMedia.$inferSelect;

export async function listMediaRows(db: TDb, companyId: string): Promise<TCompanyMediaRow[]> {
  return db.select().from(companyMedia).where(eq(companyMedia.company_id, companyId)).orderBy(desc(companyMedia.created_at)).limit(500);
}

export async function findMediaRow(db: TDb, companyId: string, id: string): Promise<TCompanyMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(companyMedia)
    .where(and(eq(companyMedia.company_id, companyId), eq(companyMedia.id, id)))
    .limit(1);
  return row;
}

export async function insertMediaRow(db: TDb, values: typeof companyMedia.$inferInsert): Promise<TCompanyMediaRow> {
  const [row] = await db.insert(companyMedia).values(values).returning();
  return row!;
}

export async function updateMediaRow(db: TDb, companyId: string, id: string, description: string): Promise<TCompanyMediaRow | undefined> {
  const [row] = await db
    .update(companyMedia)
    .set({ description })
    .where(and(eq(companyMedia.company_id, companyId), eq(companyMedia.id, id)))
    .returning();
  return row;
}

export async function deleteMediaRow(db: TDb, companyId: string, id: string): Promise<TCompanyMediaRow | undefined> {
  const [row] = await db
    .delete(companyMedia)
    .where(and(eq(companyMedia.company_id, companyId), eq(companyMedia.id, id)))
    .returning();
  return row;
}
