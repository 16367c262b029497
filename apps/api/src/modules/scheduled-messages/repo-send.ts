// The reads and writes of a batch of due scheduled messages (send-job.ts): one statement each for the
// whole batch, always scoped by the companies of its rows.
import { and, desc, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { chats, scheduledMessages } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/leases.js';
import type { TChatRow } from '../secretary/repo.js';
import type { TScheduledMessageRow } from './repo.js';

/** The rows, locked until the transaction ends (in id order: two batches never wait on each other in a circle). */
export function lockScheduledMessages(db: TDb, ids: string[]): Promise<TScheduledMessageRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(scheduledMessages).where(inArray(scheduledMessages.id, ids)).orderBy(scheduledMessages.id).for('update');
}

export const chatKey = (clientId: string, channel?: string) => (channel ? `${clientId}:${channel}` : clientId);

/**
 * Where each message goes: a message by hand to the client's latest conversation on its channel that
 * has an integration (key client:channel); the others to the client's latest conversation, which
 * must have one (key client; repo-channels.ts and secretary/outbound.ts do the same for one message).
 */
export async function chatsForSending(db: TDb, rows: TScheduledMessageRow[]): Promise<Map<string, TChatRow>> {
  const found = new Map<string, TChatRow>();
  const manual = rows.filter((r) => r.source === 'manual');
  const others = rows.filter((r) => r.source !== 'manual');
  const scope = (list: TScheduledMessageRow[]) =>
    and(
      inArray(chats.company_id, [...new Set(list.map((r) => r.company_id))]),
      inArray(
        chats.client_id,
        list.map((r) => r.client_id),
      ),
    );
  if (manual.length) {
    const byChannel = await db
      .selectDistinctOn([chats.client_id, chats.channel])
      .from(chats)
      .where(and(scope(manual), isNotNull(chats.integration_id)))
      .orderBy(chats.client_id, chats.channel, desc(chats.last_message_at));
    for (const chat of byChannel) if (chat.client_id) found.set(chatKey(chat.client_id, chat.channel), chat);
  }
  if (others.length) {
    const latest = await db
      .selectDistinctOn([chats.client_id])
      .from(chats)
      .where(and(scope(others), ne(chats.channel, 'test')))
      .orderBy(chats.client_id, desc(chats.last_message_at));
    for (const chat of latest) if (chat.client_id && chat.integration_id) found.set(chatKey(chat.client_id), chat);
  }
  return found;
}

/** Rows handed to the outbox ('sent', with their message) or without a conversation ('failed'), in one statement. */
export async function markScheduledOutcomes(
  db: TDb,
  outcomes: { id: string; message_id: string | null; last_error: string | null }[],
  now: Date,
): Promise<void> {
  if (!outcomes.length) return;
  const res = await db.execute(sql`
    update scheduled_messages s set
      attempts = s.attempts + 1,
      updated_at = ${now.toISOString()}::timestamptz,
      status = case when v.message_id is null then 'failed' else 'sent' end,
      sent_at = case when v.message_id is null then s.sent_at else ${now.toISOString()}::timestamptz end,
      message_id = coalesce(v.message_id, s.message_id),
      last_error = v.last_error
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(id uuid, message_id uuid, last_error text)
    where s.id = v.id returning s.id`);
  if (rowsOf(res).length !== outcomes.length) throw new Error('a scheduled message of the batch was not marked');
}
