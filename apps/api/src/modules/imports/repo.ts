import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { clientImports, clients } from '../../db/schema/index.js';

export type TClientImportRow = typeof clientImports.$inferSelect;

export async function insertImportRow(db: TDb, values: typeof clientImports.$inferInsert): Promise<TClientImportRow> {
  const [row] = await db.insert(clientImports).values(values).returning();
  return row!;
}

export async function findImportRow(db: TDb, companyId: string | null, id: string): Promise<TClientImportRow | undefined> {
  const where = companyId ? and(eq(clientImports.company_id, companyId), eq(clientImports.id, id)) : eq(clientImports.id, id);
  const [row] = await db.select().from(clientImports).where(where).limit(1);
  return row;
}

export async function updateImportRow(db: TDb, id: string, patch: Partial<typeof clientImports.$inferInsert>): Promise<void> {
  await db.update(clientImports).set(patch).where(eq(clientImports.id, id));
}

export type TExisting = Pick<typeof clients.$inferSelect, 'id' | 'name' | 'phone' | 'email' | 'birthday' | 'gender' | 'notes' | 'tags'>;

/** Every client of the company not erased (LGPD), with what the import matches and updates on. */
export async function liveClientsOf(db: TDb, companyId: string): Promise<(TExisting & { whatsapp_remote_jid: string | null })[]> {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      phone: clients.phone,
      email: clients.email,
      birthday: clients.birthday,
      gender: clients.gender,
      notes: clients.notes,
      tags: clients.tags,
      whatsapp_remote_jid: clients.whatsapp_remote_jid,
    })
    .from(clients)
    .where(and(eq(clients.company_id, companyId), isNull(clients.anonymized_at)));
}
