// The playground (/app/playground and the test chat modal): the real brain on the `test` channel.
// Bookings are real, made for a client tagged 'playground' with an observation that says so, and
// the owner can remove them all (and the test chats) with one call.
import type { TPlaygroundMessageAnswer, TPlaygroundMessageBody } from '@agenda/shared/schemas/secretary';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { findOrCreateChannelClient, playgroundClientIds } from '../clients/repo-channel-clients.js';
import { cancelSchedule, listClientSchedules } from '../scheduling/service.js';
import { deleteTestChats, findChatById, insertMessage, lockChat, updateChat, upsertChat } from './repo.js';
import { executeTurn, emitChat } from './turn.js';
import { sentimentOf } from './brain/embedded/intents.js';
import { normalize } from './brain/embedded/text.js';

const PLAYGROUND_OBSERVATION = 'Agendamento de teste (playground)';

export const playgroundEmail = (phone: string) => `playground+${phone.replace(/\D/g, '')}@teste.agendainteligente.local`;

export async function playgroundMessage(
  ctx: TAppContext,
  access: TCompanyAccess,
  body: TPlaygroundMessageBody,
): Promise<TPlaygroundMessageAnswer> {
  const outcome = await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const now = tx.now();
    const email = playgroundEmail(body.client.phone);
    const client = await findOrCreateChannelClient(tx, access.companyId, { kind: 'email', email, name: body.client.name, phone: null });
    const chat = await upsertChat(tx.db, {
      company_id: access.companyId,
      client_id: client.id,
      channel: 'test',
      integration_id: null,
      remote_id: email,
      display_name: client.name,
      now,
    });
    // Hold the chat row so two playground calls for the same client are answered one after the other.
    await lockChat(tx.db, chat.id);
    const msg = await insertMessage(tx.db, {
      company_id: access.companyId,
      chat_id: chat.id,
      role: 'client',
      content: body.message,
      sentiment: sentimentOf(normalize(body.message)),
      created_at: now,
    });
    await updateChat(tx.db, chat.id, { last_message_at: now, last_message_preview: body.message.slice(0, 140) });
    const fresh = await findChatById(tx.db, chat.id);
    const turn = await executeTurn(tx, fresh!, { deliver: false, observation: PLAYGROUND_OBSERVATION });
    return { chat: turn?.chat ?? fresh!, turn, incoming: msg };
  });
  emitChat(ctx, outcome.chat, [...(outcome.incoming ? [outcome.incoming] : []), ...(outcome.turn?.replies ?? [])]);
  return {
    replies: outcome.turn?.replies.map((r) => r.content) ?? [],
    actions: (outcome.turn?.actions ?? [])
      .filter((a) => a.type !== 'find_slots')
      .map((a) => ({
        type: a.type,
        ...(a.schedule_id ? { schedule_id: a.schedule_id } : {}),
        ...(a.start_at ? { start_at: a.start_at } : {}),
      })),
    chat_id: outcome.chat.id,
  };
}

/** Cancels the upcoming playground bookings and deletes the test chats of the company. */
export async function resetPlayground(ctx: TAppContext, access: TCompanyAccess): Promise<{ canceled: number; chats: number }> {
  let canceled = 0;
  for (const clientId of await playgroundClientIds(ctx, access.companyId)) {
    for (const s of await listClientSchedules(ctx, { companyId: access.companyId, clientId, when: 'upcoming' })) {
      if (s.status === 'canceled' || s.client_observation !== PLAYGROUND_OBSERVATION) continue;
      await cancelSchedule(ctx, {
        companyId: access.companyId,
        actor: { kind: 'user', id: access.userId },
        scheduleId: s.id,
        reason: 'Limpeza do playground',
        interface: 'PLATFORM_COMPANY',
      }).catch(() => undefined);
      canceled++;
    }
  }
  return { canceled, chats: await deleteTestChats(ctx.db, access.companyId) };
}
