// The company's client tags (name and colour). Renaming one renames it on every client holding it.
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clients, clientTags } from '../../db/schema/index.js';

export async function findTagRow(db: TDb, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(clientTags)
    .where(and(eq(clientTags.company_id, companyId), eq(clientTags.id, id)));
  return row;
}

export async function insertTagRow(db: TDb, companyId: string, data: { name: string; color: string }) {
  const [row] = await db
    .insert(clientTags)
    .values({ company_id: companyId, ...data })
    .returning();
  return row!;
}

export async function updateTagRow(db: TDb, companyId: string, id: string, oldName: string, data: { name: string; color: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientTags)
      .set(data)
      .where(and(eq(clientTags.company_id, companyId), eq(clientTags.id, id)))
      .returning();
    if (oldName !== data.name)
      await tx
        .update(clients)
        .set({ tags: sql`array_replace(${clients.tags}, ${oldName}, ${data.name})` })
        .where(and(eq(clients.company_id, companyId), sql`${oldName} = any(${clients.tags})`));
    return row!;
  });
}

export async function deleteTagRow(db: TDb, companyId: string, id: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.delete(clientTags).where(and(eq(clientTags.company_id, companyId), eq(clientTags.id, id)));
    await tx
      .update(clients)
      .set({ tags: sql`array_remove(${clients.tags}, ${name})` })
      .where(and(eq(clients.company_id, companyId), sql`${name} = any(${clients.tags})`));
  });
}
