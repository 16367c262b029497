// Messages the company starts (scheduled messages, reminders): written to the client's chat as a
// pending outbox row inside the caller's transaction, so the dispatcher sends them like any reply
// (one claim, one send, the message id as the provider's idempotency key).
import type { TAppContext } from '../../lib/context.js';
import { insertMessage, latestChannelChat, updateChat, type TChatRow, type TMessageRow } from './repo.js';
import { insertMessages, updateChatPreviews } from './repo-outbox.js';

export interface TQueuedMessage {
  chat: TChatRow;
  message: TMessageRow;
}

/**
 * Queues `content` to the client's latest WhatsApp/Instagram chat; null when the client has no chat
 * with an integration yet. `meta.kind` and `meta.schedule_id` tell the conversation what it answers
 * (a reminder's schedule: "confirmo" confirms that one).
 */
export async function queueClientMessage(
  tx: TAppContext,
  v: { companyId: string; clientId: string; content: string; meta: Record<string, unknown> },
): Promise<TQueuedMessage | null> {
  const chat = await latestChannelChat(tx.db, v.companyId, v.clientId);
  if (!chat?.integration_id) return null;
  return queueOnChat(tx, chat, v);
}

/** Writes `content` as a pending outbox row of `chat` and brings the chat's preview up to date. */
async function queueOnChat(
  tx: TAppContext,
  chat: TChatRow,
  v: { companyId: string; content: string; meta: Record<string, unknown> },
): Promise<TQueuedMessage> {
  const now = tx.now();
  const message = await insertMessage(tx.db, {
    company_id: v.companyId,
    chat_id: chat.id,
    role: 'ai',
    content: v.content,
    delivery_status: 'pending',
    next_attempt_at: now,
    meta: v.meta,
    created_at: now,
  });
  const updated = await updateChat(tx.db, chat.id, { last_message_at: now, last_message_preview: v.content.slice(0, 140) });
  return { chat: updated!, message: message! };
}

/**
 * Many messages at once (a batch of due scheduled messages), in two statements: the pending outbox
 * rows, then each chat's preview. Messages of one chat get created_at a millisecond apart in the
 * given order, since the outbox sends a chat's messages oldest first. Returns the rows in input order.
 */
export async function queueOnChats(
  tx: TAppContext,
  items: { chat: TChatRow; companyId: string; content: string; meta: Record<string, unknown> }[],
): Promise<TMessageRow[]> {
  if (!items.length) return [];
  const now = tx.now().getTime();
  const seen = new Map<string, number>();
  const values = items.map((item) => {
    const k = seen.get(item.chat.id) ?? 0;
    seen.set(item.chat.id, k + 1);
    const at = new Date(now + k);
    return {
      company_id: item.companyId,
      chat_id: item.chat.id,
      role: 'ai' as const,
      content: item.content,
      delivery_status: 'pending' as const,
      next_attempt_at: at,
      meta: item.meta,
      created_at: at,
    };
  });
  const rows = await insertMessages(tx.db, values);
  const latest = new Map(values.map((v) => [v.chat_id, v]));
  await updateChatPreviews(
    tx.db,
    [...latest.values()].map((v) => ({ id: v.chat_id, last_message_at: v.created_at, last_message_preview: v.content.slice(0, 140) })),
  );
  return rows;
}
