// Reads and writes of chats and messages (owned by this module).
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { chats, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TChatRow = typeof chats.$inferSelect;
export type TMessageRow = typeof messages.$inferSelect;

export async function findChat(db: TDb, companyId: string, id: string): Promise<TChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(eq(chats.company_id, companyId), eq(chats.id, id))).limit(1);
  return row;
}

export async function findChatById(db: TDb, id: string): Promise<TChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row;
}

/** The chat of a client on a channel address, created on first contact (race-safe through the unique key). */
export async function upsertChat(
  db: TDb,
  v: { company_id: string; client_id: string; channel: string; integration_id: string | null; remote_id: string; display_name: string; now: Date },
): Promise<TChatRow> {
  const [row] = await db
    .insert(chats)
    .values({ company_id: v.company_id, client_id: v.client_id, channel: v.channel, integration_id: v.integration_id, remote_id: v.remote_id, display_name: v.display_name, created_at: v.now, updated_at: v.now })
    .onConflictDoUpdate({
      target: [chats.company_id, chats.channel, chats.remote_id],
      set: { integration_id: sql`coalesce(excluded.integration_id, ${chats.integration_id})`, updated_at: v.now },
    })
    .returning();
  return row!;
}

export async function updateChat(db: TDb, id: string, patch: Partial<typeof chats.$inferInsert>): Promise<TChatRow | undefined> {
  const [row] = await db.update(chats).set(patch).where(eq(chats.id, id)).returning();
  return row;
}

/** Inserts a message; a provider id seen before (a retried delivery) inserts nothing and returns null. */
export async function insertMessage(db: TDb, v: typeof messages.$inferInsert): Promise<TMessageRow | null> {
  const rows = await db.insert(messages).values(v).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function chatMessages(db: TDb, chatId: string, opts: { before?: Date; limit: number }): Promise<TMessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chat_id, chatId), opts.before ? lt(messages.created_at, opts.before) : undefined))
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(opts.limit);
  return rows.reverse();
}

/** Client messages not answered yet (received after the last turn). */
export async function pendingClientMessages(db: TDb, chatId: string, since: Date | null): Promise<TMessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.chat_id, chatId), eq(messages.role, 'client'), since ? gt(messages.created_at, since) : undefined))
    .orderBy(asc(messages.created_at), asc(messages.id));
}

export async function findMessageByExternalId(db: TDb, companyId: string, externalId: string): Promise<TMessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.company_id, companyId), eq(messages.external_id, externalId))).limit(1);
  return row;
}

export async function findMessageByExternalIdAnyCompany(db: TDb, externalId: string): Promise<TMessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.external_id, externalId)).limit(1);
  return row;
}
