import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { companyPhotos } from '../../db/schema/index.js';

export type TCompanyPhotoRow = typeof companyPhotos.$inferSelect;

export async function listPhotoRows(db: TDb, companyId: string): Promise<TCompanyPhotoRow[]> {
  return db
    .select()
    .from(companyPhotos)
    .where(eq(companyPhotos.company_id, companyId))
    .orderBy(asc(companyPhotos.position), asc(companyPhotos.created_at));
}

export async function countPhotoRows(db: TDb, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyPhotos).where(eq(companyPhotos.company_id, companyId));
  return row?.n ?? 0;
}

/** Appends a photo after the last one. */
export async function insertPhotoRow(db: TDb, companyId: string, url: string): Promise<TCompanyPhotoRow> {
  const [row] = await db
    .insert(companyPhotos)
    .values({
      company_id: companyId,
      url,
      position: sql`(select coalesce(max(${companyPhotos.position}), -1) + 1 from ${companyPhotos} where ${companyPhotos.company_id} = ${companyId})`,
    })
    .returning();
  return row!;
}

export async function deletePhotoRow(db: TDb, companyId: string, id: string): Promise<TCompanyPhotoRow | undefined> {
  const [row] = await db
    .delete(companyPhotos)
    .where(and(eq(companyPhotos.company_id, companyId), eq(companyPhotos.id, id)))
    .returning();
  return row;
}

/** Sets position = index of each id (the ids were checked to be exactly the company's photos). */
export async function reorderPhotoRows(db: TDb, companyId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(companyPhotos)
        .set({ position })
        .where(and(eq(companyPhotos.company_id, companyId), eq(companyPhotos.id, id)));
    }
  });
}
