// The outbox's rows: messages due for sending are claimed with a lease (SKIP LOCKED, so processes
// never take the same one), and only the lease holder writes the outcome.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chats, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import type { TMessageRow } from './repo.js';

/** Claims up to `limit` due messages until now + leaseMs; returns them with their chats, oldest first. */
export async function claimOutbox(db: TDb, now: Date, leaseMs: number, limit: number) {
  const res = await db.execute(sql`
    update messages set delivery_status = 'sending', locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from messages
      where (delivery_status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
         or (delivery_status = 'sending' and locked_until < ${now.toISOString()}::timestamptz)
      order by created_at limit ${limit} for update skip locked)
    returning id`);
  const ids = (((res as unknown as { rows?: Array<{ id: string }> }).rows ?? res) as Array<{ id: string }>).map((r) => r.id);
  if (!ids.length) return [];
  return db
    .select({ message: messages, chat: chats })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(inArray(messages.id, ids))
    .orderBy(messages.created_at);
}

export type TSendOutcome = Partial<typeof messages.$inferInsert>;

/** Writes the outcome if the message is still being sent (a message is marked sent once); undefined otherwise. */
export async function finishSend(db: TDb, id: string, outcome: TSendOutcome): Promise<TMessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set(outcome)
    .where(and(eq(messages.id, id), eq(messages.delivery_status, 'sending')))
    .returning();
  return row;
}
