// Processing of stored inbound events: client messages (→ chat, message, due reply), delivery
// statuses (→ our messages), and the gateway's connection/QR events (→ the integration).
import { normalizeRemoteJid } from '@agenda/shared/remote-jid';
import type { TAppContext } from '../../lib/context.js';
import { leaseExpired, leaseExpiry, newLeaseToken, withLease } from '../../lib/leases.js';
import type { TBackground } from '../../lib/jobs/runner.js';
import { findCompanyById } from '../companies/service.js';
import { findOrCreateChannelClient } from '../clients/repo-channel-clients.js';
import { companyUserPhones } from '../notifications/service.js';
import { findIntegration } from '../channels/repo.js';
import { applyGatewayEvent } from '../channels/service.js';
import { markChannelRead } from '../channels/senders.js';
import type { TInboundPayload } from '../channels/repo-inbound.js';
import { sentimentOf } from './brain/embedded/intents.js';
import { normalize } from './brain/embedded/text.js';
import {
  findMessageByExternalId,
  hasRecentOwnMessage,
  insertMessage,
  recordClientMessage,
  updateMessage,
  upsertChat,
  type TChatRow,
  type TMessageRow,
} from './repo.js';
import { claimInboundEvents, updateClaimedInboundEvent, type TEventRow } from './repo-inbound.js';
import { suspendAssistant } from './handoff.js';
import { emitChat } from './turn.js';
import { isMediaKind, mediaMetaOf, resolveInboundMedia, type TResolvedMedia } from './media.js';

type TMessagePayload = Extract<TInboundPayload, { kind: 'message' }>;

const STATUS_RANK: Record<string, number> = { pending: 0, sending: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

interface TAfterCommit {
  emit?: { chat: TChatRow; messages: TMessageRow[] };
  markRead?: { integrationId: string; externalId: string };
  due?: string;
}

/**
 * Claims up to `limit` stored events under one lease token (the worker takes one at a time). The lease
 * is renewed while an event is processed, so a crashed process's event comes back within WORKER_LEASE_MS.
 */
export async function claimInbound(ctx: TAppContext, limit: number, token = newLeaseToken()): Promise<TEventRow[]> {
  return claimInboundEvents(ctx.db, token, leaseExpiry(ctx), leaseExpired(), limit);
}

const ignore: TBackground = (task) => void task.catch(() => undefined);

/** Raised inside the transaction when another process took the event over: nothing of this run is kept. */
class LeaseLost extends Error {}

/** Processes one claimed event in a transaction; returns the chat whose reply became due now. */
export async function processInbound(ctx: TAppContext, event: TEventRow, background: TBackground = ignore): Promise<string | null> {
  const token = event.lease_owner ?? '';
  const after: TAfterCommit = {};
  const ok = await withLease(ctx, 'inbound_events', event.id, token, () => run(ctx, event, token, after));
  if (!ok) return null;
  if (after.emit) emitChat(ctx, after.emit.chat, after.emit.messages);
  if (after.markRead) background(markChannelRead(ctx, after.markRead.integrationId, after.markRead.externalId), 'mark as read');
  return after.due ?? null;
}

async function run(ctx: TAppContext, event: TEventRow, token: string, after: TAfterCommit): Promise<boolean> {
  try {
    // Files are fetched here, in the worker step, outside the transaction (the webhook was acknowledged long ago).
    const stored = event.payload as unknown as TInboundPayload;
    let resolved: TResolvedMedia | null = null;
    if (stored.kind === 'message' && isMediaKind(stored.content_type) && event.integration_id) {
      const integration = await findIntegration(ctx.db, event.integration_id);
      if (integration && integration.connection_status !== 'removed')
        resolved = await resolveInboundMedia(ctx, integration, integration.company_id, stored);
    }
    await ctx.db.transaction(async (db) => {
      const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
      const payload = stored;
      const integration = event.integration_id ? await findIntegration(tx.db, event.integration_id) : undefined;
      let status: 'done' | 'ignored' = 'done';
      if (!integration || integration.connection_status === 'removed') status = 'ignored';
      else if (payload.kind === 'message')
        await handleMessage(tx, integration.id, integration.company_id, integration.meta, payload, resolved, after);
      else if (payload.kind === 'status') await handleStatus(tx, integration.company_id, payload);
      else await applyGatewayEvent(tx, integration, payload);
      // An inline file (Evolution base64) lives on in the stored file, not in the event row.
      const slim =
        payload.kind === 'message' && typeof payload.media?.base64 === 'string' ? { ...payload, media: mediaMetaOf(payload.media) } : null;
      const held = await updateClaimedInboundEvent(tx.db, event.id, token, {
        status,
        processed_at: tx.now(),
        locked_until: null,
        lease_owner: null,
        error: null,
        ...(slim ? { payload: slim as unknown as Record<string, unknown> } : {}),
      });
      if (!held) throw new LeaseLost('inbound event taken over by another process');
    });
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return false;
    const failed = event.attempts >= 5;
    await updateClaimedInboundEvent(ctx.db, event.id, token, {
      status: failed ? 'failed' : 'pending',
      error: (error as Error).message.slice(0, 500),
      locked_until: null,
      lease_owner: null,
    });
    return false;
  }
}

function mediaColumns(p: TMessagePayload, m: TResolvedMedia | null) {
  if (!m) return { media: mediaMetaOf(p.media) };
  return {
    media: { ...(mediaMetaOf(p.media) ?? {}), ...(m.note ? { note: m.note } : {}) },
    media_kind: m.media_kind,
    media_url: m.media_url,
    media_mime_type: m.media_mime_type,
    media_size: m.media_size,
    transcription: m.transcription,
  };
}

/** The client behind a remote id (created on first contact) and their chat on this channel. */
async function clientChat(
  tx: TAppContext,
  companyId: string,
  integrationId: string,
  p: TMessagePayload,
  remote: string,
  name: string | null,
  now: Date,
) {
  const client = await findOrCreateChannelClient(
    tx,
    companyId,
    p.channel === 'whatsapp' ? { kind: 'whatsapp', jid: remote, name } : { kind: 'instagram', igsid: remote, name },
  );
  const chat = await upsertChat(tx.db, {
    company_id: companyId,
    client_id: client.id,
    channel: p.channel,
    integration_id: integrationId,
    remote_id: remote,
    display_name: client.name,
    now,
  });
  return { client, chat };
}

async function handleMessage(
  tx: TAppContext,
  integrationId: string,
  companyId: string,
  meta: Record<string, unknown>,
  p: TMessagePayload,
  resolved: TResolvedMedia | null,
  after: TAfterCommit,
) {
  const company = await findCompanyById(tx, companyId);
  if (!company) return;
  const now = tx.now();
  const remote = p.channel === 'whatsapp' ? normalizeRemoteJid(p.remote_id) : p.remote_id;

  if (p.from_me) {
    // Typed on the business phone: either an echo of what we sent, or staff answering (handoff).
    if (await findMessageByExternalId(tx.db, companyId, p.external_id)) return;
    // The business phone's own messages carry the business's name, never the client's.
    const { chat } = await clientChat(tx, companyId, integrationId, p, remote, null, now);
    // The echo of our own send can arrive before the dispatcher stored the provider id: match on text.
    if (await hasRecentOwnMessage(tx.db, chat.id, p.text, new Date(now.getTime() - 10 * 60_000))) return;
    const row = await insertMessage(tx.db, {
      company_id: companyId,
      chat_id: chat.id,
      role: 'user',
      content: p.text,
      content_type: p.content_type,
      ...mediaColumns(p, resolved),
      external_id: p.external_id,
      delivery_status: 'sent',
      sent_at: now,
      meta: { source: 'business_phone' },
      created_at: now,
    });
    if (!row) return;
    const updated = await suspendAssistant(tx, chat, company.hours_to_suspend_assistant_after_human_intervention, row);
    after.emit = { chat: updated, messages: [row] };
    return;
  }

  const { client, chat } = await clientChat(tx, companyId, integrationId, p, remote, p.name, now);
  const spoken = resolved?.transcription ?? '';
  const readable = [p.text, spoken].filter(Boolean).join(' ');
  const sentiment = readable ? sentimentOf(normalize(readable)) : null;
  const row = await insertMessage(tx.db, {
    company_id: companyId,
    chat_id: chat.id,
    role: 'client',
    content: p.text,
    content_type: p.content_type,
    ...mediaColumns(p, resolved),
    external_id: p.external_id,
    sentiment,
    meta: { provider_at: p.at },
    created_at: now,
  });
  if (!row) return; // already stored: a redelivery
  const staffPhones = p.channel === 'whatsapp' ? await companyUserPhones(tx, companyId) : [];
  const isStaff = staffPhones.some((ph) => ph && normalizeRemoteJid(ph) === remote);
  const suspended = !!chat.assistant_suspended_until && chat.assistant_suspended_until > now;
  const answers = !suspended && (isStaff ? company.is_assistant_for_users_enabled : company.is_assistant_for_clients_enabled);
  const delayMs = Math.max(0, company.min_response_delay) * 1000;
  const updated = await recordClientMessage(tx.db, chat.id, {
    now,
    preview: (p.text || (spoken ? `🎤 ${spoken}` : `[${p.content_type}]`)).slice(0, 140),
    displayName: client.name,
    sentiment,
    replyDueAt: answers ? new Date(now.getTime() + delayMs) : null,
  });
  after.emit = { chat: updated, messages: [row] };
  if (answers && delayMs === 0) after.due = chat.id;
  if ((meta.read_message_option ?? 'all') === 'all') after.markRead = { integrationId, externalId: p.external_id };
}

async function handleStatus(tx: TAppContext, companyId: string, p: Extract<TInboundPayload, { kind: 'status' }>) {
  const found = await findMessageByExternalId(tx.db, companyId, p.external_id);
  if (!found || !found.delivery_status) return;
  if ((STATUS_RANK[p.status] ?? 0) <= (STATUS_RANK[found.delivery_status] ?? 0) && p.status !== 'failed') return;
  await updateMessage(tx.db, found.id, { delivery_status: p.status, ...(p.error ? { last_error: p.error.slice(0, 500) } : {}) });
}
