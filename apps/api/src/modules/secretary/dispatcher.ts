// The outbox dispatcher: outgoing messages are rows first (delivery_status 'pending'); each one is
// claimed on its own with a lease (lib/leases.ts) renewed while the provider call runs, sent through
// its chat's integration, and marked 'sent' by the holder of that claim only. A slow provider cannot
// make another process send the same message again, and a crashed process's message is taken over
// once its lease runs out. Retryable failures come back with exponential backoff; after
// OUTBOX_MAX_ATTEMPTS the message is 'failed'.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { backoffMs, leaseExpired, leaseExpiry, newLeaseToken, withLease } from '../../lib/leases.js';
import { SendFailure, sendChannelText } from '../channels/senders.js';
import { messageDto } from './dto.js';
import { claimNextOutboxMessage, finishSend, type TOutboxClaim, type TSendOutcome } from './repo-outbox.js';

type TClaimed = TOutboxClaim;

/**
 * Claims the oldest due message, skipping one whose chat still has an older message on its way (a
 * turn's replies go out in order even when several processes send). `token` names the claim.
 */
export async function claimNextMessage(ctx: TAppContext, token = newLeaseToken()): Promise<TClaimed | null> {
  return claimNextOutboxMessage(ctx.db, token, ctx.now(), leaseExpiry(ctx), leaseExpired(sql`m.locked_until`));
}

type TPatch = TSendOutcome;

async function send(ctx: TAppContext, { message, chat }: TClaimed): Promise<TPatch> {
  try {
    // The message id is the idempotency key where the provider takes one (senders.ts).
    const sent = await sendChannelText(ctx, {
      integrationId: chat.integration_id,
      to: chat.remote_id,
      body: message.content,
      idempotencyKey: message.id,
    });
    return {
      delivery_status: 'sent',
      external_id: sent.externalId,
      sent_at: ctx.now(),
      locked_until: null,
      lease_owner: null,
      last_error: null,
    };
  } catch (error) {
    const retryable = error instanceof SendFailure ? error.retryable : true;
    const exhausted = message.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
    const reason = (error as Error).message.slice(0, 500);
    return retryable && !exhausted
      ? {
          delivery_status: 'pending',
          next_attempt_at: new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, message.attempts)),
          locked_until: null,
          lease_owner: null,
          last_error: reason,
        }
      : { delivery_status: 'failed', locked_until: null, lease_owner: null, last_error: reason };
  }
}

/** Sends one claimed message and writes the outcome while the claim holds (the runner's outbox queue). */
export async function deliver(ctx: TAppContext, claimed: TClaimed, log: FastifyBaseLogger = ctx.log): Promise<void> {
  const { message, chat } = claimed;
  const token = message.lease_owner!;
  const { patch, lost } = await withLease(ctx, 'messages', message.id, token, async (lease) => ({
    patch: await send(ctx, claimed),
    lost: lease.lost(),
  }));
  // Only the holder of this claim writes the outcome: a message is marked sent once.
  const row = await finishSend(ctx.db, message.id, token, patch);
  if (!row) {
    log.warn({ messageId: message.id, lostLease: lost }, 'outbox message was taken over by another process while this one sent it');
    return;
  }
  if (row.delivery_status !== 'pending') {
    ctx.hub.emit(`company_update:${chat.company_id}`, {
      events: [{ name: 'message_update', data: { chat_id: chat.id, message: messageDto(row) } }],
    });
  }
}
