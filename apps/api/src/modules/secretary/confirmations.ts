// Appointment messages to the client's chat when a booking changes outside the chat (staff in the
// agenda, the client on the public page): booked, rescheduled, canceled. Idempotent by event id.
// A booking by a client with no chat yet opens one on the business's connected WhatsApp number.
import type { TAppContext, TScheduleEventBatchHandler } from '../../lib/context.js';
import { batchRead } from '../../lib/batch-reads.js';
import { findCompanyById } from '../companies/service.js';
import type { TScheduleEvent } from '../scheduling/service.js';
import { normalizeRemoteJid } from '@agenda/shared/remote-jid';
import { confirmationText, hasConfirmation, type TConfirmationCompany } from './confirmation-text.js';
import { connectedWhatsappIntegrationId, latestChannelChats } from './repo-booking-chat.js';
import { upsertChat, type TChatRow } from './repo.js';
import { writeConfirmations, type TConfirmation } from './repo-confirmations.js';
import type { TDb } from '../../db/client.js';
import { emitChat } from './turn.js';

/** For a new booking by a client with no chat: a WhatsApp chat through the business's number (read once per batch). */
async function newChatFor(ctx: TAppContext, event: TScheduleEvent): Promise<TChatRow | undefined> {
  const phone = event.schedule.client?.phone?.replace(/\D/g, '');
  if (event.type !== 'booked' || !phone) return undefined;
  const integrationId = await batchRead(ctx, `whatsapp-integration:${event.companyId}`, () =>
    connectedWhatsappIntegrationId(ctx.db, event.companyId),
  );
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

/** The clients' latest chats, one read per company of the batch; keyed by company and client. */
async function latestChatsOf(ctx: TAppContext, events: TScheduleEvent[]): Promise<Map<string, TChatRow>> {
  const byCompany = new Map<string, string[]>();
  for (const e of events) byCompany.set(e.companyId, [...(byCompany.get(e.companyId) ?? []), e.schedule.client_id]);
  const found = new Map<string, TChatRow>();
  for (const [companyId, clientIds] of byCompany)
    for (const [clientId, chat] of await latestChannelChats(ctx.db, companyId, clientIds)) found.set(`${companyId}:${clientId}`, chat);
  return found;
}

/** Each chat at most once per round, in the events' order: a chat's messages keep their order (created_at). */
function roundsByChat(items: TConfirmation[]): TConfirmation[][] {
  const rounds: TConfirmation[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const n = seen.get(item.chat.id) ?? 0;
    seen.set(item.chat.id, n + 1);
    (rounds[n] ??= []).push(item);
  }
  return rounds;
}

/**
 * The messages, one transaction per round (repo-confirmations.ts), then each chat's update to its room.
 * Whether any message was written (a replay's are already there).
 */
async function queueConfirmations(ctx: TAppContext, items: TConfirmation[]): Promise<boolean> {
  let written = false;
  for (const round of roundsByChat(items)) {
    const queued = await ctx.db.transaction((tx) => writeConfirmations(tx as unknown as TDb, round, ctx.now()));
    if (queued?.rows.length) written = true;
    for (const chat of queued?.updated ?? [])
      emitChat(
        ctx,
        chat,
        queued!.rows.filter((r) => r.chat_id === chat.id),
      );
  }
  return written;
}

/** The confirmations of a batch of events: the company and the clients' chats read once for the lot. Whether any was queued. */
async function handleScheduleEvents(events: TScheduleEvent[], ctx: TAppContext): Promise<boolean> {
  // The text is written only for a message that goes out: most bookings' clients have no chat to send it to.
  const todo: Array<{ event: TScheduleEvent; company: TConfirmationCompany }> = [];
  for (const event of events) {
    // What the assistant did, it already said in the conversation.
    if (event.actor.kind === 'assistant') continue;
    const company = await findCompanyById(ctx, event.companyId);
    if (!company) continue;
    if (hasConfirmation(event)) todo.push({ event, company });
  }
  if (!todo.length) return false;
  const chats = await latestChatsOf(
    ctx,
    todo.map((t) => t.event),
  );
  const confirmations: TConfirmation[] = [];
  for (const { event, company } of todo) {
    const key = `${event.companyId}:${event.schedule.client_id}`;
    let chat = chats.get(key);
    // The chat a booking opened is the client's latest for the batch's next bookings, as when each read it.
    if (!chat && (chat = await newChatFor(ctx, event))) chats.set(key, chat);
    const text = chat?.integration_id ? confirmationText(event, company, ctx.config) : null;
    if (chat && text) confirmations.push({ event, chat, text });
  }
  return queueConfirmations(ctx, confirmations);
}

/**
 * The handler the secretary module declares: writes the messages, then has the worker send them. Only a
 * batch that queued a message kicks the worker: a kick polls the secretary's three queues, and most batches
 * (clients with no chat, no WhatsApp connected, the assistant's own bookings) queue none. A message already
 * there (a replay) is sent by the worker's timed loop, as any pending one.
 */
export function scheduleConfirmationHandler(onQueued: () => void): TScheduleEventBatchHandler {
  return {
    batch: async (events, ctx) => {
      if (await handleScheduleEvents(events, ctx)) onQueued();
    },
  };
}
