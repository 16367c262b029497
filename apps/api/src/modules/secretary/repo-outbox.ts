// The outbox's rows: due messages are claimed a batch at a time in one statement (SKIP LOCKED, so
// processes never take the same one) under a lease named by a token, and only the holder of that
// token writes the outcomes, a group of them in one statement.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { chats, messages } from '../../db/schema/index.js';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../lib/leases.js';
import type { TMessageRow } from './repo.js';

export type TOutboxClaim = { message: TMessageRow; chat: typeof chats.$inferSelect };

/**
 * Claims up to `limit` of the oldest due messages, skipping one whose chat still has an older message
 * on its way (a turn's replies go out in order even when several processes send; so a batch holds at
 * most one message per chat). `lockedUntil` and `expired` are the lease's SQL (lib/leases.ts), computed
 * in database time so processes with other clocks agree. Oldest first.
 */
export async function claimOutboxBatch(
  db: TDb,
  token: string,
  now: Date,
  lease: { lockedUntil: SQL; expired: SQL },
  limit: number,
): Promise<TOutboxClaim[]> {
  const res = await db.execute(sql`
    update messages set delivery_status = 'sending', lease_owner = ${token}, locked_until = ${lease.lockedUntil}, attempts = attempts + 1
    where id in (
      select m.id from messages m
      where m.delivery_status in ('pending', 'sending')
        and ((m.delivery_status = 'pending' and m.next_attempt_at <= ${now.toISOString()}::timestamptz) or (m.delivery_status = 'sending' and ${lease.expired}))
        and not exists (
          select 1 from messages p
          where p.chat_id = m.chat_id and p.created_at < m.created_at and p.delivery_status in ('pending', 'sending'))
      order by m.created_at limit ${limit} for update of m skip locked)
    returning id`);
  const ids = rowsOf<{ id: string }>(res).map((r) => r.id);
  if (!ids.length) return [];
  return db
    .select({ message: messages, chat: chats })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .where(inArray(messages.id, ids))
    .orderBy(asc(messages.created_at));
}

/** What a send changed on its row; `unclaim` gives back the attempt of a claim released unsent (shutdown). */
export type TOutboxOutcome = {
  id: string;
  delivery_status: 'pending' | 'sent' | 'failed';
  external_id?: string | null;
  sent_at?: Date | null;
  next_attempt_at?: Date | null;
  last_error: string | null;
  unclaim?: boolean;
};

/**
 * Writes the outcomes of one claim in one statement, each only where the claim still holds its row
 * (a message is marked sent once, by the process that sent it); returns the ids written.
 */
export async function finishSends(db: TDb, token: string, outcomes: TOutboxOutcome[]): Promise<Set<string>> {
  if (!outcomes.length) return new Set();
  const values = outcomes.map((o) => ({
    id: o.id,
    delivery_status: o.delivery_status,
    external_id: o.external_id ?? null,
    sent_at: o.sent_at?.toISOString() ?? null,
    next_attempt_at: o.next_attempt_at?.toISOString() ?? null,
    last_error: o.last_error,
    unclaim: o.unclaim ? 1 : 0,
  }));
  const res = await db.execute(sql`
    update messages m set
      delivery_status = v.delivery_status,
      external_id = coalesce(v.external_id, m.external_id),
      sent_at = coalesce(v.sent_at, m.sent_at),
      next_attempt_at = coalesce(v.next_attempt_at, m.next_attempt_at),
      last_error = v.last_error,
      attempts = m.attempts - v.unclaim,
      locked_until = null,
      lease_owner = null
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, delivery_status text, external_id text,
      sent_at timestamptz, next_attempt_at timestamptz, last_error text, unclaim integer)
    where m.id = v.id and m.lease_owner = ${token}
    returning m.id`);
  return new Set(rowsOf<{ id: string }>(res).map((r) => r.id));
}

/**
 * Pending outbox rows in one statement, returned in input order (matched on chat and created_at,
 * which the caller keeps distinct per chat: RETURNING promises no order).
 */
export async function insertMessages(db: TDb, values: (typeof messages.$inferInsert & { created_at: Date })[]): Promise<TMessageRow[]> {
  const rows = await db.insert(messages).values(values).returning();
  const key = (chatId: string, at: Date) => `${chatId}@${at.getTime()}`;
  const byKey = new Map(rows.map((r) => [key(r.chat_id, r.created_at), r]));
  return values.map((v) => byKey.get(key(v.chat_id, v.created_at))!);
}

/** Each chat's latest message time and preview, in one statement. */
export async function updateChatPreviews(db: TDb, previews: { id: string; last_message_at: Date; last_message_preview: string }[]) {
  if (!previews.length) return;
  const values = previews.map((p) => ({ ...p, last_message_at: p.last_message_at.toISOString() }));
  await db.execute(sql`
    update chats c set last_message_at = v.last_message_at, last_message_preview = v.last_message_preview
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, last_message_at timestamptz, last_message_preview text)
    where c.id = v.id`);
}
