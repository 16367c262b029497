// Appointment messages to the client's chat when a booking changes outside the chat (staff in the
// agenda, the client on the public page): booked, rescheduled, canceled. Idempotent by event id.
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import type { TScheduleEvent, TScheduleEventHandler } from '../scheduling/service.js';
import { speakDateTime } from './brain/embedded/format.js';
import type { TDb } from '../../db/client.js';
import { hasScheduleEventMessage, insertMessage, latestChannelChat, lockScheduleEventMessage, updateChat } from './repo.js';
import { emitChat } from './turn.js';

function textFor(event: TScheduleEvent, tz: string): string | null {
  const s = event.schedule;
  const title = s.service?.title ?? 'atendimento';
  const when = speakDateTime(new Date(s.start_at), tz);
  if (event.type === 'booked')
    return `Seu horário de *${title}* está agendado para ${when}. ✅\nSe precisar remarcar ou cancelar, é só responder aqui.`;
  if (event.type === 'rescheduled') return `Seu horário de *${title}* foi remarcado para ${when}.`;
  if (event.type === 'canceled')
    return `Seu horário de *${title}* em ${when} foi cancelado.${s.canceled_reason ? `\nMotivo: ${s.canceled_reason}` : ''}\nSe quiser marcar outro dia, é só responder aqui.`;
  return null;
}

async function handleScheduleEvent(event: TScheduleEvent, ctx: TAppContext): Promise<void> {
  // What the assistant did, it already said in the conversation.
  if (event.actor.kind === 'assistant') return;
  const company = await findCompanyById(ctx, event.companyId);
  if (!company) return;
  const text = textFor(event, company.timezone);
  if (!text) return;
  const chat = await latestChannelChat(ctx.db, event.companyId, event.schedule.client_id);
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
