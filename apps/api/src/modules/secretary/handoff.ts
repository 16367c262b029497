// Human handoff: staff answering silences the assistant for the company's configured time;
// transfer flags the chat; resume gives the chat back to the assistant at once.
import type { TAppContext } from '../../lib/context.js';
import { updateChat, type TChatRow, type TMessageRow } from './repo.js';

/** After a staff message: silence until now + hours, no reply pending; the transfer is answered. */
export async function suspendAssistant(tx: TAppContext, chat: TChatRow, hours: number, message: TMessageRow): Promise<TChatRow> {
  const now = tx.now();
  const row = await updateChat(tx.db, chat.id, {
    assistant_suspended_until: new Date(now.getTime() + hours * 3_600_000),
    reply_due_at: null,
    // Whatever the client wrote before is answered by the person; the assistant starts after it.
    last_turn_at: message.created_at,
    last_message_at: message.created_at,
    last_message_preview: message.content.slice(0, 140),
    is_transferred_to_human: false,
    unread_count: 0,
    updated_at: now,
  });
  return row!;
}

export async function transferChat(ctx: TAppContext, chat: TChatRow, hours: number): Promise<TChatRow> {
  const now = ctx.now();
  const row = await updateChat(ctx.db, chat.id, {
    is_transferred_to_human: true,
    transferred_at: now,
    assistant_suspended_until: new Date(now.getTime() + Math.max(hours, 1) * 3_600_000),
    reply_due_at: null,
    updated_at: now,
  });
  return row!;
}

export async function resumeAssistant(ctx: TAppContext, chat: TChatRow): Promise<TChatRow> {
  const row = await updateChat(ctx.db, chat.id, { is_transferred_to_human: false, assistant_suspended_until: null, updated_at: ctx.now() });
  return row!;
}
