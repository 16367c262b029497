// The outbox dispatcher: outgoing messages are rows first (delivery_status 'pending'). A batch of due
// messages is claimed in one statement with a lease (lib/leases.ts) renewed while its sends run, sent
// through their chats' integrations a bounded number at a time (the integration and its credentials
// read once per batch), and each outcome is written by the holder of that claim only: a slow provider
// cannot make another process send the same message again, and a crashed process's messages are taken
// over once its lease runs out. Outcomes are written as they come, grouped while a write is under way
// (one statement for many, never waiting for the whole batch), so a crash leaves at most the sends of
// one write unmarked, as one-by-one marking would. Retryable failures come back with exponential
// backoff; after OUTBOX_MAX_ATTEMPTS the message is 'failed'. A process shutting down sends nothing
// more of its batch and gives the rest back at once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { backoffMs, leaseExpired, leaseExpiry, newLeaseToken, withLease } from '../../lib/leases.js';
import { sendChannelMedia } from '../channels/senders-media.js';
import { SendFailure, sendChannelText, type TSendTargetCache } from '../channels/senders.js';
import { messageDto } from './dto.js';
import { claimOutboxBatch, finishSends, type TOutboxClaim, type TOutboxOutcome } from './repo-outbox.js';

type TClaimed = TOutboxClaim;

/** Claims up to `limit` due messages under `token` (at most one per chat: replies go out in order). */
export function claimMessages(ctx: TAppContext, token: string, limit: number): Promise<TClaimed[]> {
  return claimOutboxBatch(ctx.db, token, ctx.now(), { lockedUntil: leaseExpiry(ctx), expired: leaseExpired(sql`m.locked_until`) }, limit);
}

/** Claims the oldest due message on its own (a test stands for a process that dies holding it). */
export async function claimNextMessage(ctx: TAppContext, token = newLeaseToken()): Promise<TClaimed | null> {
  return (await claimMessages(ctx, token, 1))[0] ?? null;
}

/** meta of a message queued by sendCompanyMedia (modules/media/service.ts). */
function companyMediaOf(meta: unknown): { id: string; caption: string | null } | null {
  const m = (meta ?? {}) as { kind?: unknown; company_media_id?: unknown; caption?: unknown };
  if (m.kind !== 'company_media' || typeof m.company_media_id !== 'string') return null;
  return { id: m.company_media_id, caption: typeof m.caption === 'string' ? m.caption : null };
}

async function send(ctx: TAppContext, { message, chat }: TClaimed, cache: TSendTargetCache): Promise<TOutboxOutcome> {
  try {
    // The message id is the idempotency key where the provider takes one (senders.ts). A file of the
    // media library goes as the file itself (senders-media.ts), never as a link in a text.
    const media = companyMediaOf(message.meta);
    const target = { integrationId: chat.integration_id, to: chat.remote_id, idempotencyKey: message.id };
    const sent = media
      ? await sendChannelMedia(ctx, { ...target, companyId: chat.company_id, mediaId: media.id, caption: media.caption })
      : await sendChannelText(ctx, { ...target, body: message.content }, cache);
    return { id: message.id, delivery_status: 'sent', external_id: sent.externalId, sent_at: ctx.now(), last_error: null };
  } catch (error) {
    const retryable = error instanceof SendFailure ? error.retryable : true;
    const exhausted = message.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
    const reason = (error as Error).message.slice(0, 500);
    return retryable && !exhausted
      ? {
          id: message.id,
          delivery_status: 'pending',
          next_attempt_at: new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, message.attempts)),
          last_error: reason,
        }
      : { id: message.id, delivery_status: 'failed', last_error: reason };
  }
}

/** A claimed message given back unsent (the process is shutting down): due again at once, its attempt not counted. */
const released = ({ message }: TClaimed): TOutboxOutcome => ({
  id: message.id,
  delivery_status: 'pending',
  last_error: message.last_error,
  unclaim: true,
});

/** Tells the chats' screens what became of the messages (one event list per company). */
function announce(ctx: TAppContext, byId: Map<string, TClaimed>, outcomes: TOutboxOutcome[]) {
  const events = new Map<string, { name: string; data: unknown }[]>();
  for (const o of outcomes) {
    if (o.delivery_status === 'pending') continue;
    const { message, chat } = byId.get(o.id)!;
    const row = {
      ...message,
      delivery_status: o.delivery_status,
      external_id: o.external_id ?? message.external_id,
      sent_at: o.sent_at ?? message.sent_at,
      last_error: o.last_error,
      locked_until: null,
      lease_owner: null,
    };
    const list = events.get(chat.company_id) ?? [];
    list.push({ name: 'message_update', data: { chat_id: chat.id, message: messageDto(row) } });
    events.set(chat.company_id, list);
  }
  for (const [companyId, list] of events) ctx.hub.emit(`company_update:${companyId}`, { events: list });
}

export interface TDeliverOptions {
  /** Provider calls in flight at once for this batch. */
  concurrency: number;
  /** True once the process shuts down: the sends not yet started are given back. */
  stopping?: () => boolean;
  log?: FastifyBaseLogger;
}

/** Sends the messages of one claim and writes their outcomes while the claim holds (the runner's outbox queue). */
export async function deliverBatch(ctx: TAppContext, claims: TClaimed[], opts: TDeliverOptions): Promise<void> {
  if (!claims.length) return;
  const log = opts.log ?? ctx.log;
  const token = claims[0]!.message.lease_owner!;
  const byId = new Map(claims.map((c) => [c.message.id, c]));
  const cache: TSendTargetCache = new Map();
  let queued: TOutboxOutcome[] = [];
  let writes: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  // Group commit: the outcomes that arrive while a write is under way go together in the next one.
  const write = async () => {
    const group = queued;
    queued = [];
    try {
      const written = await finishSends(ctx.db, token, group);
      const lost = group.filter((o) => !written.has(o.id));
      if (lost.length)
        log.warn({ messageIds: lost.map((o) => o.id) }, 'outbox messages were taken over by another process while this one sent them');
      announce(
        ctx,
        byId,
        group.filter((o) => written.has(o.id)),
      );
    } catch (error) {
      failure ??= error;
    }
  };
  const record = (outcome: TOutboxOutcome) => {
    queued.push(outcome);
    if (queued.length === 1) writes = writes.then(write);
  };
  await withLease(
    ctx,
    'messages',
    claims.map((c) => c.message.id),
    token,
    async () => {
      let next = 0;
      const lane = async () => {
        while (next < claims.length) {
          const claimed = claims[next++]!;
          record(opts.stopping?.() ? released(claimed) : await send(ctx, claimed, cache));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, claims.length)) }, lane));
      await writes;
    },
  );
  if (failure) throw failure;
}
