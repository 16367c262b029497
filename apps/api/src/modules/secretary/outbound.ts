// Messages the company starts (scheduled messages, reminders): written to the client's chat as a
// pending outbox row inside the caller's transaction, so the dispatcher sends them like any reply
// (one claim, one send, the message id as the provider's idempotency key).
import type { TAppContext } from '../../lib/context.js';
import { insertMessage, latestChannelChat, updateChat, type TChatRow, type TMessageRow } from './repo.js';

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
