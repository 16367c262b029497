// Reads and writes of chats and messages (owned by this module).
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { TChatSortOption } from '@agenda/shared/chat';
import type { TChatListQuery } from '@agenda/shared/schemas/secretary';
import { chats, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';

export type TChatRow = typeof chats.$inferSelect;
export type TMessageRow = typeof messages.$inferSelect;
export type TChatPatch = Partial<typeof chats.$inferInsert>;

export async function findChat(db: TDb, companyId: string, id: string): Promise<TChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.company_id, companyId), eq(chats.id, id)))
    .limit(1);
  return row;
}

export async function findChatById(db: TDb, id: string): Promise<TChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row;
}

/** The chat of a client on a channel address, created on first contact (race-safe through the unique key). */
export async function upsertChat(
  db: TDb,
  v: {
    company_id: string;
    client_id: string;
    channel: string;
    integration_id: string | null;
    remote_id: string;
    display_name: string;
    now: Date;
  },
): Promise<TChatRow> {
  const [row] = await db
    .insert(chats)
    .values({
      company_id: v.company_id,
      client_id: v.client_id,
      channel: v.channel,
      integration_id: v.integration_id,
      remote_id: v.remote_id,
      display_name: v.display_name,
      created_at: v.now,
      updated_at: v.now,
    })
    .onConflictDoUpdate({
      target: [chats.company_id, chats.channel, chats.remote_id],
      set: { integration_id: sql`coalesce(excluded.integration_id, ${chats.integration_id})`, updated_at: v.now },
    })
    .returning();
  return row!;
}

export async function updateChat(db: TDb, id: string, patch: TChatPatch): Promise<TChatRow | undefined> {
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
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.company_id, companyId), eq(messages.external_id, externalId)))
    .limit(1);
  return row;
}

/** The order of a chat list for one of the sort options of docs/spec.md §3 (the inbox and the admin's list). */
export function chatOrder(sort: TChatSortOption) {
  return {
    last_message: [desc(sql`coalesce(${chats.last_message_at}, ${chats.created_at})`)],
    transfer_to_human: [desc(chats.is_transferred_to_human), desc(sql`coalesce(${chats.last_message_at}, ${chats.created_at})`)],
    display_name: [asc(sql`lower(${chats.display_name})`)],
    average_sentiment: [asc(sql`coalesce(${chats.average_sentiment}, 0)`), desc(chats.last_message_at)],
    last_sentiment: [asc(sql`coalesce(${chats.last_sentiment}, 0)`), desc(chats.last_message_at)],
  }[sort];
}

/** The inbox list with the sort options of docs/spec.md §3 (test chats only when asked for). */
export async function listChatRows(db: TDb, companyId: string, q: TChatListQuery): Promise<TChatRow[]> {
  const order = chatOrder(q.sort);
  const search = q.search ? `%${q.search.replace(/[%_]/g, '')}%` : null;
  return db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.company_id, companyId),
        q.client_id ? eq(chats.client_id, q.client_id) : undefined,
        q.channel ? eq(chats.channel, q.channel) : q.client_id ? undefined : ne(chats.channel, 'test'),
        search
          ? or(ilike(chats.display_name, search), ilike(chats.remote_id, search), ilike(chats.last_message_preview, search))
          : undefined,
      ),
    )
    .orderBy(...order, asc(chats.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** Takes a due chat for this process (clears reply_due_at); false when another process has it or it is not due. */
export async function claimDueChat(db: TDb, id: string, now: Date): Promise<boolean> {
  const claimed = await db.execute(
    sql`update chats set reply_due_at = null where id = (select id from chats where id = ${id} and reply_due_at <= ${now.toISOString()}::timestamptz for update skip locked) returning id`,
  );
  const rows = (claimed as unknown as { rows?: unknown[] }).rows ?? (claimed as unknown as unknown[]);
  return rows.length > 0;
}

/** Chats whose reply is due at `now`, oldest first. */
export async function dueChatIds(db: TDb, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(isNotNull(chats.reply_due_at), lte(chats.reply_due_at, now)))
    .orderBy(chats.reply_due_at)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The clients that have a playground (test channel) chat in the company. */
export async function testChatClientIds(db: TDb, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: chats.client_id })
    .from(chats)
    .where(and(eq(chats.company_id, companyId), eq(chats.channel, 'test')));
  return rows.map((r) => r.id);
}

export async function deleteTestChats(db: TDb, companyId: string): Promise<number> {
  const removed = await db
    .delete(chats)
    .where(and(eq(chats.company_id, companyId), eq(chats.channel, 'test')))
    .returning({ id: chats.id });
  return removed.length;
}

/** The client's most recent chat on a real channel (not the playground). */
export async function latestChannelChat(db: TDb, companyId: string, clientId: string): Promise<TChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.company_id, companyId), eq(chats.client_id, clientId), ne(chats.channel, 'test')))
    .orderBy(desc(chats.last_message_at))
    .limit(1);
  return row;
}

/** One of our messages with this text stored since `since`: the echo of our own send from the business phone. */
export async function hasRecentOwnMessage(db: TDb, chatId: string, text: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.chat_id, chatId),
        inArray(messages.role, ['ai', 'user', 'admin']),
        eq(messages.content, text),
        gte(messages.created_at, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function updateMessage(db: TDb, id: string, patch: Partial<typeof messages.$inferInsert>): Promise<void> {
  await db.update(messages).set(patch).where(eq(messages.id, id));
}

/** A client message arrived: preview, unread count and running sentiment, and when the reply is due (null: no reply). */
export async function recordClientMessage(
  db: TDb,
  id: string,
  v: { now: Date; preview: string; displayName: string; sentiment: number | null; replyDueAt: Date | null },
): Promise<TChatRow> {
  const [row] = await db
    .update(chats)
    .set({
      last_message_at: v.now,
      last_message_preview: v.preview,
      unread_count: sql`${chats.unread_count} + 1`,
      display_name: v.displayName,
      ...(v.sentiment !== null && v.sentiment !== 0
        ? {
            last_sentiment: v.sentiment,
            average_sentiment: sql`(coalesce(${chats.average_sentiment}, 0) * ${chats.sentiment_count} + ${v.sentiment}) / (${chats.sentiment_count} + 1)`,
            sentiment_count: sql`${chats.sentiment_count} + 1`,
          }
        : {}),
      ...(v.replyDueAt ? { reply_due_at: v.replyDueAt } : {}),
      updated_at: v.now,
    })
    .where(eq(chats.id, id))
    .returning();
  return row!;
}
