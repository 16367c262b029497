// Appointment messages to the client's chat when a booking changes outside the chat (staff in the
// agenda, the client on the public page): booked, rescheduled, canceled. Idempotent by event id.
// A booking by a client with no chat yet opens one on the business's connected WhatsApp number.
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import type { TScheduleEvent, TScheduleEventHandler } from '../scheduling/service.js';
import { normalizeRemoteJid } from '@agenda/shared/remote-jid';
import { confirmationText } from './confirmation-text.js';
import { connectedWhatsappIntegrationId } from './repo-booking-chat.js';
import type { TDb } from '../../db/client.js';
import { hasScheduleEventMessage, insertMessage, latestChannelChat, lockScheduleEventMessage, updateChat, upsertChat } from './repo.js';
import { emitChat } from './turn.js';

/** The client's latest chat; for a new booking with none, a WhatsApp chat through the business's number. */
async function chatFor(ctx: TAppContext, event: TScheduleEvent) {
  const existing = await latestChannelChat(ctx.db, event.companyId, event.schedule.client_id);
  const phone = event.schedule.client?.phone?.replace(/\D/g, '');
  if (existing || event.type !== 'booked' || !phone) return existing;
  const integrationId = await connectedWhatsappIntegrationId(ctx.db, event.companyId);
  if (!integrationId) return undefined;
  return upsertChat(ctx.db, {
    company_id: event.companyId,
    client_id: event.schedule.client_id,
    channel: 'whatsapp',
    integration_id: integrationId,
    remote_id: normalizeRemoteJid(phone),
    display_name: event.schedule.client?.name ?? event.schedule.display_name,
    now: ctx.now(),
  });
}

async function handleScheduleEvent(event: TScheduleEvent, ctx: TAppContext): Promise<void> {
  // What the assistant did, it already said in the conversation.
  if (event.actor.kind === 'assistant') return;
  const company = await findCompanyById(ctx, event.companyId);
  if (!company) return;
  const text = confirmationText(event, company, ctx.config);
  if (!text) return;
  const chat = await chatFor(ctx, event);
  if (!chat?.integration_id) return;
  const now = ctx.now();
  const queued = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    // Two runs of one event (a replay racing a process that lost its lease) queue one message.
    await lockScheduleEventMessage(db, event.id);
    if (await hasScheduleEventMessage(db, chat.id, event.id)) return null;
    const row = await insertMessage(db, {
      company_id: chat.company_id,
      chat_id: chat.id,
      role: 'ai',
      content: text,
      delivery_status: 'pending',
      next_attempt_at: now,
      meta: { schedule_event_id: event.id, kind: `schedule_${event.type}` },
      created_at: now,
    });
    const updated = await updateChat(db, chat.id, { last_message_at: now, last_message_preview: text.slice(0, 140) });
    return { row: row!, chat: updated! };
  });
  if (queued) emitChat(ctx, queued.chat, [queued.row]);
}

/** The handler the secretary module declares: writes the message, then has the worker send it. */
export function scheduleConfirmationHandler(onQueued: () => void): TScheduleEventHandler {
  return async (event, ctx) => {
    await handleScheduleEvent(event, ctx);
    onQueued();
  };
}
