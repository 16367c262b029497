// The outbox dispatcher: outgoing messages are rows first (delivery_status 'pending'); each one is
// claimed on its own with a lease (lib/leases.ts) renewed while the provider call runs, sent through
// its chat's integration, and marked 'sent' by the holder of that claim only. A slow provider cannot
// make another process send the same message again, and a crashed process's message is taken over
// once its lease runs out. Retryable failures come back with exponential backoff; after
// OUTBOX_MAX_ATTEMPTS the message is 'failed'.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { chats, messages } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { backoffMs, leaseExpired, leaseExpiry, newLeaseToken, rowsOf, withLease } from '../../lib/leases.js';
import { SendFailure, sendChannelText } from '../channels/senders.js';
import { messageDto } from './dto.js';

type TClaimed = { message: typeof messages.$inferSelect; chat: typeof chats.$inferSelect };

/**
 * Claims the oldest due message, skipping one whose chat still has an older message on its way (a
 * turn's replies go out in order even when several processes send). `token` names the claim.
 */
export async function claimNextMessage(ctx: TAppContext, token = newLeaseToken()): Promise<TClaimed | null> {
  const now = ctx.now().toISOString();
  const res = await ctx.db.execute(sql`
    update messages set delivery_status = 'sending', lease_owner = ${token}, locked_until = ${leaseExpiry(ctx)}, attempts = attempts + 1
    where id = (
      select m.id from messages m
      where m.delivery_status in ('pending', 'sending')
        and ((m.delivery_status = 'pending' and m.next_attempt_at <= ${now}::timestamptz) or (m.delivery_status = 'sending' and ${leaseExpired(sql`m.locked_until`)}))
        and not exists (
          select 1 from messages p
          where p.chat_id = m.chat_id and p.created_at < m.created_at and p.delivery_status in ('pending', 'sending'))
      order by m.created_at limit 1 for update of m skip locked)
    returning id`);
  const [claimed] = rowsOf<{ id: string }>(res);
  if (!claimed) return null;
  const [row] = await ctx.db.select({ message: messages, chat: chats }).from(messages).innerJoin(chats, eq(chats.id, messages.chat_id)).where(eq(messages.id, claimed.id));
  return row ?? null;
}

type TPatch = Partial<typeof messages.$inferInsert>;

async function send(ctx: TAppContext, { message, chat }: TClaimed): Promise<TPatch> {
  try {
    // The message id is the idempotency key where the provider takes one (senders.ts).
    const sent = await sendChannelText(ctx, { integrationId: chat.integration_id, to: chat.remote_id, body: message.content, idempotencyKey: message.id });
    return { delivery_status: 'sent', external_id: sent.externalId, sent_at: ctx.now(), locked_until: null, lease_owner: null, last_error: null };
  } catch (error) {
    const retryable = error instanceof SendFailure ? error.retryable : true;
    const exhausted = message.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
    const reason = (error as Error).message.slice(0, 500);
    return retryable && !exhausted
      ? { delivery_status: 'pending', next_attempt_at: new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, message.attempts)), locked_until: null, lease_owner: null, last_error: reason }
      : { delivery_status: 'failed', locked_until: null, lease_owner: null, last_error: reason };
  }
}

async function deliver(ctx: TAppContext, claimed: TClaimed, log?: FastifyBaseLogger): Promise<void> {
  const { message, chat } = claimed;
  const token = message.lease_owner!;
  const { patch, lost } = await withLease(ctx, 'messages', message.id, token, async (lease) => ({ patch: await send(ctx, claimed), lost: lease.lost() }));
  // Only the holder of this claim writes the outcome: a message is marked sent once.
  const [row] = await ctx.db
    .update(messages)
    .set(patch)
    .where(and(eq(messages.id, message.id), eq(messages.lease_owner, token)))
    .returning();
  if (!row) {
    log?.warn({ messageId: message.id, lostLease: lost }, 'outbox message was taken over by another process while this one sent it');
    return;
  }
  if (row.delivery_status !== 'pending') {
    ctx.hub.emit(`company_update:${chat.company_id}`, { events: [{ name: 'message_update', data: { chat_id: chat.id, message: messageDto(row) } }] });
  }
}

interface TDispatchOptions {
  /** Most messages this call sends. */
  limit?: number;
  /** Messages sent at the same time (each under its own claim). */
  concurrency?: number;
  /** Checked before each claim: a stopping process claims nothing new. */
  shouldStop?: () => boolean;
  log?: FastifyBaseLogger;
}

/** Sends what is due; returns how many messages were handled. */
export async function dispatchOutbox(ctx: TAppContext, opts: TDispatchOptions = {}): Promise<number> {
  const limit = opts.limit ?? 20;
  let handled = 0;
  let taken = 0;
  const lane = async () => {
    while (taken < limit && !opts.shouldStop?.()) {
      taken++;
      const claimed = await claimNextMessage(ctx);
      if (!claimed) return;
      handled++;
      await deliver(ctx, claimed, opts.log);
    }
  };
  // Every lane has finished (none left running behind a stopping worker) before an error is reported.
  const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, opts.concurrency ?? ctx.config.OUTBOX_CONCURRENCY) }, lane));
  const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
  if (failed) throw failed.reason;
  return handled;
}
