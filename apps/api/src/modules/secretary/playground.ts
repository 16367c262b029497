// The playground (/app/playground and the test chat modal): the real brain on the `test` channel.
// The client is the company's client with the phone given (so a real client with appointments can be
// tried), or a new one tagged 'playground'. Bookings made here carry an observation that says so, and
// the owner can remove them all (and the test chats) with one call; other bookings are never touched.
import type { TPlaygroundMessageAnswer, TPlaygroundMessageBody } from '@agenda/shared/schemas/secretary';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { findCompanyById } from '../companies/service.js';
import { findOrCreateChannelClient, playgroundClientIds } from '../clients/repo-channel-clients.js';
import { findClientByPhone, type TClientRow } from '../clients/repo.js';
import { cancelSchedule, listCalendars, listClientSchedules, listServices } from '../scheduling/service.js';
import { effectiveDayParts } from '@agenda/shared/schemas/secretary-settings';
import { DAY_PART_KEYS } from '@agenda/shared/company';
import { deleteTestChats, insertMessage, testChatClientIds, updateChat, upsertChat, type TChatRow } from './repo.js';
import { executeTurn, emitChat } from './turn.js';
import { sentimentOf } from './brain/embedded/intents.js';
import { normalize } from './brain/embedded/text.js';
import { dialogueStateDto, type TLookup } from './playground-state.js';

const PLAYGROUND_OBSERVATION = 'Agendamento de teste (playground)';

export const playgroundEmail = (phone: string) => `playground+${phone.replace(/\D/g, '')}@teste.agendainteligente.local`;

/**
 * The client a playground (or eval) conversation speaks as: the company's client with this phone
 * (already normalised to E.164 by ZPhone), else a new client with that phone tagged 'playground'.
 */
export async function playgroundClient(ctx: TAppContext, companyId: string, who: { name: string; phone: string }): Promise<TClientRow> {
  const existing = await findClientByPhone(ctx, companyId, who.phone);
  if (existing) return existing;
  return findOrCreateChannelClient(ctx, companyId, { kind: 'email', email: playgroundEmail(who.phone), name: who.name, phone: who.phone });
}

/**
 * The state shown with the names the turn's brain was given; without a turn, the titles are read only when the brain
 * state names ids (the eval and the bench time every playground turn).
 */
async function stateOf(ctx: TAppContext, companyId: string, chat: TChatRow, known: TLookup | null) {
  if (known) return dialogueStateDto(chat, known);
  const brain = JSON.stringify(chat.brain_state ?? {});
  const [company, services, calendars] = await Promise.all([
    findCompanyById(ctx, companyId),
    /"service_ids?"/.test(brain) ? listServices(ctx, companyId) : [],
    /"(calendar_id|professional_id)"/.test(brain) ? listCalendars(ctx, companyId) : [],
  ]);
  const parts = effectiveDayParts(company?.day_parts);
  return dialogueStateDto(chat, {
    timezone: company?.timezone ?? 'America/Sao_Paulo',
    services: new Map(services.map((s) => [s.id, s.title])),
    professionals: new Map(calendars.map((c) => [c.id, c.title])),
    dayParts: DAY_PART_KEYS.map((key) => ({ key, ...parts[key] })),
  });
}

export async function playgroundMessage(
  ctx: TAppContext,
  access: Pick<TCompanyAccess, 'companyId'>,
  body: TPlaygroundMessageBody,
): Promise<TPlaygroundMessageAnswer> {
  const outcome = await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const now = tx.now();
    const client = await playgroundClient(tx, access.companyId, body.client);
    // The upsert (insert, or update on conflict) holds the chat row until the commit, so two playground calls for the
    // same client are answered one after the other.
    const chat = await upsertChat(tx.db, {
      company_id: access.companyId,
      client_id: client.id,
      channel: 'test',
      integration_id: null,
      remote_id: body.client.phone,
      display_name: client.name,
      now,
    });
    const msg = await insertMessage(tx.db, {
      company_id: access.companyId,
      chat_id: chat.id,
      role: 'client',
      content: body.message,
      sentiment: sentimentOf(normalize(body.message)),
      created_at: now,
    });
    const fresh = await updateChat(tx.db, chat.id, { last_message_at: now, last_message_preview: body.message.slice(0, 140) });
    const turn = await executeTurn(tx, fresh!, { deliver: false, observation: PLAYGROUND_OBSERVATION, client });
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
    client_id: outcome.chat.client_id,
    dialogue_state: await stateOf(ctx, access.companyId, outcome.chat, outcome.turn?.lookup ?? null),
  };
}

/** Cancels the upcoming playground bookings and deletes the test chats of the company. */
export async function resetPlayground(ctx: TAppContext, access: TCompanyAccess): Promise<{ canceled: number; chats: number }> {
  let canceled = 0;
  // The playground's own clients and the real clients tried in it; only playground bookings are canceled.
  const clientIds = new Set([
    ...(await playgroundClientIds(ctx, access.companyId)),
    ...(await testChatClientIds(ctx.db, access.companyId)),
  ]);
  for (const clientId of clientIds) {
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
