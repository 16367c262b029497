// The outbox's rows: each due message is claimed on its own (SKIP LOCKED, so processes never take
// the same one) under a lease named by a token, and only the holder of that token writes the outcome.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { chats, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';
import type { TMessageRow } from './repo.js';

export type TOutboxClaim = { message: TMessageRow; chat: typeof chats.$inferSelect };
export type TSendOutcome = Partial<typeof messages.$inferInsert>;

/**
 * Claims the oldest due message, skipping one whose chat still has an older message on its way (a
 * turn's replies go out in order even when several processes send). `lockedUntil` and `expired` are
 * the lease's SQL (lib/leases.ts), computed in database time so processes with other clocks agree.
 */
export async function claimNextOutboxMessage(
  db: TDb,
  token: string,
  now: Date,
  lockedUntil: SQL,
  expired: SQL,
): Promise<TOutboxClaim | null> {
  const res = await db.execute(sql`
    update messages set delivery_status = 'sending', lease_owner = ${token}, locked_until = ${lockedUntil}, attempts = attempts + 1
    where id = (
      select m.id from messages m
      where m.delivery_status in ('pending', 'sending')
        and ((m.delivery_status = 'pending' and m.next_attempt_at <= ${now.toISOString()}::timestamptz) or (m.delivery_status = 'sending' and ${expired}))
        and not exists (
          select 1 from messages p
          where p.chat_id = m.chat_id and p.created_at < m.created_at and p.delivery_status in ('pending', 'sending'))
      order by m.created_at limit 1 for update of m skip locked)
    returning id`);
  const [claimed] = rowsOf<{ id: string }>(res);
  if (!claimed) return null;
  const [row] = await db
    .select({ message: messages, chat: chats })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(eq(messages.id, claimed.id));
  return row ?? null;
}

/** Writes the outcome if this claim still holds the message (a message is marked sent once); undefined otherwise. */
export async function finishSend(db: TDb, id: string, token: string, outcome: TSendOutcome): Promise<TMessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set(outcome)
    .where(and(eq(messages.id, id), eq(messages.lease_owner, token)))
    .returning();
  return row;
}
