// The outbox dispatcher: outgoing messages are rows first (delivery_status 'pending'); each is
// claimed with a lease, sent through its chat's integration, and marked 'sent' once. Retryable
// failures come back with exponential backoff; after OUTBOX_MAX_ATTEMPTS the message is 'failed'.
import type { TAppContext } from '../../lib/context.js';
import { SendFailure, sendChannelText } from '../channels/senders.js';
import { messageDto } from './dto.js';
import { claimOutbox, finishSend, type TSendOutcome } from './repo-outbox.js';

const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;

function backoffMs(base: number, attempts: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** Sends what is due; returns how many messages were handled. */
export async function dispatchOutbox(ctx: TAppContext, limit = 20): Promise<number> {
  const batch = await claimOutbox(ctx.db, ctx.now(), LEASE_MS, limit);
  for (const { message, chat } of batch) {
    let patch: TSendOutcome;
    try {
      const sent = await sendChannelText(ctx, { integrationId: chat.integration_id, to: chat.remote_id, body: message.content });
      patch = { delivery_status: 'sent', external_id: sent.externalId, sent_at: ctx.now(), locked_until: null, last_error: null };
    } catch (error) {
      const retryable = error instanceof SendFailure ? error.retryable : true;
      const exhausted = message.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
      const reason = (error as Error).message.slice(0, 500);
      patch =
        retryable && !exhausted
          ? { delivery_status: 'pending', next_attempt_at: new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, message.attempts)), locked_until: null, last_error: reason }
          : { delivery_status: 'failed', locked_until: null, last_error: reason };
    }
    // Only the holder of the lease writes the outcome: a message is marked sent once.
    const row = await finishSend(ctx.db, message.id, patch);
    if (row && row.delivery_status !== 'pending') {
      ctx.hub.emit(`company_update:${chat.company_id}`, { events: [{ name: 'message_update', data: { chat_id: chat.id, message: messageDto(row) } }] });
    }
  }
  return batch.length;
}
