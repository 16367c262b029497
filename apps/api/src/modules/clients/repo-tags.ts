// The company's client tags (name and colour). Renaming or deleting one changes every client holding it,
// each change written to the clients' tag history in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clients, clientTags } from '../../db/schema/index.js';
import { insertCompanyTagRows, type TTagActor } from './repo-tag-history.js';

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

export async function updateTagRow(
  db: TDb,
  companyId: string,
  change: { id: string; oldName: string; data: { name: string; color: string } },
  actor: TTagActor,
  now: Date,
) {
  const { id, oldName, data } = change;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientTags)
      .set(data)
      .where(and(eq(clientTags.company_id, companyId), eq(clientTags.id, id)))
      .returning();
    if (oldName !== data.name) {
      await insertCompanyTagRows(tx, companyId, { name: oldName, renamedTo: data.name }, actor, now);
      await tx
        .update(clients)
        .set({ tags: sql`array_replace(${clients.tags}, ${oldName}, ${data.name})` })
        .where(and(eq(clients.company_id, companyId), sql`${oldName} = any(${clients.tags})`));
    }
    return row!;
  });
}

export async function deleteTagRow(db: TDb, companyId: string, tag: { id: string; name: string }, actor: TTagActor, now: Date) {
  const { id, name } = tag;
  await db.transaction(async (tx) => {
    await tx.delete(clientTags).where(and(eq(clientTags.company_id, companyId), eq(clientTags.id, id)));
    await insertCompanyTagRows(tx, companyId, { name, renamedTo: null }, actor, now);
    await tx
      .update(clients)
      .set({ tags: sql`array_remove(${clients.tags}, ${name})` })
      .where(and(eq(clients.company_id, companyId), sql`${name} = any(${clients.tags})`));
  });
}
