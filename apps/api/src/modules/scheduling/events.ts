// Booking changes handed to the handlers the modules declare in modules/index.ts (the AI secretary
// sends the WhatsApp confirmation from there), per app. Each event is also a schedule_events row written in the booking's transaction; it is
// claimed (leased) before its handlers run, marked dispatched once every handler ran, and
// the job runner's schedule-events queue (events-replay.ts), in every process, replays the rest (a crash between
// commit and dispatch or mid-handling loses nothing; handlers must be idempotent by event id).
import type { TAppContext } from '../../lib/context.js';
import { runHandlers } from './handler-runs.js';
import { scheduleDto } from './dto.js';
import { backoffMs, newLeaseToken, withLease } from '../../lib/leases.js';
import { findSchedulesWithRefs } from './repo-schedules.js';
import {
  claimDueScheduleEvent,
  claimScheduleEvents,
  markScheduleEventDispatched,
  markScheduleEventsDispatched,
  releaseScheduleEvent,
  type TScheduleEventRow,
} from './repo-events.js';
import type { TScheduleEvent } from './types.js';

/** A failed event is freed for its replay after the backoff of its tries. */
function release(ctx: TAppContext, id: string, token: string, attempts: number, errors: string[]): Promise<void> {
  const retryAt = new Date(ctx.now().getTime() + backoffMs(ctx.config.OUTBOX_RETRY_BASE_MS, attempts));
  return releaseScheduleEvent(ctx, id, token, retryAt, errors.join('; '));
}

/** Runs every handler of one claimed event under its lease; it is done only when all of them succeeded. */
async function handleClaimed(ctx: TAppContext, event: TScheduleEvent, token: string, attempts: number): Promise<void> {
  const failed = await withLease(ctx, 'schedule_events', event.id, token, () => runHandlers(ctx, [event]));
  const errors = failed.get(event.id);
  if (!errors) await markScheduleEventDispatched(ctx, event.id, token);
  else await release(ctx, event.id, token, attempts, errors);
}

/**
 * Runs every handler for each event (after the transaction committed). The events are claimed together
 * (one statement for the lot, one more to mark the done ones), so each runs here or in the replay of
 * another process, never in both; batch handlers get them together (handler-runs.ts). A failing handler is recorded on its event (last_error) and replayed
 * later; nothing is thrown to the caller, whose change committed.
 */
export async function emitScheduleEvents(ctx: TAppContext, events: TScheduleEvent[]): Promise<void> {
  if (events.length === 0) return;
  const token = newLeaseToken();
  try {
    const claimed = await claimScheduleEvents(
      ctx,
      events.map((e) => e.id),
      token,
    );
    const mine = events.filter((e) => claimed.has(e.id));
    if (mine.length === 0) return;
    const done: string[] = [];
    await withLease(
      ctx,
      'schedule_events',
      mine.map((e) => e.id),
      token,
      async () => {
        const failed = await runHandlers(ctx, mine);
        for (const event of mine) {
          const errors = failed.get(event.id);
          if (!errors) done.push(event.id);
          else await release(ctx, event.id, token, claimed.get(event.id)!, errors);
        }
      },
    );
    await markScheduleEventsDispatched(ctx, done, token);
  } catch {
    // The database failed around the handlers: the events stay undispatched and the replay takes them.
  }
}

type TReplayItem = { row: TScheduleEventRow; token: string };

/**
 * Claims one event left undispatched (failed handlers, a process that died while handling one, or a
 * crash between commit and dispatch: unclaimed events older than `olderThanMs`, WORKER_LEASE_MS by default).
 */
export async function claimReplayEvent(ctx: TAppContext, token: string, olderThanMs?: number): Promise<TReplayItem | null> {
  const row = await claimDueScheduleEvent(ctx, token, {
    createdBefore: new Date(ctx.now().getTime() - (olderThanMs ?? ctx.config.WORKER_LEASE_MS)),
    maxAttempts: ctx.config.OUTBOX_MAX_ATTEMPTS,
  });
  return row ? { row, token } : null;
}

/** Runs every handler of one replayed event (the job runner's schedule-events queue, events-replay.ts). */
export async function replayEvent(ctx: TAppContext, { row, token }: TReplayItem): Promise<void> {
  const [found] = await findSchedulesWithRefs(ctx.db, row.company_id, [row.schedule_id]);
  if (!found) {
    await markScheduleEventDispatched(ctx, row.id, token);
    return;
  }
  const currency = typeof row.data.currency === 'string' ? row.data.currency : 'BRL';
  const event: TScheduleEvent = {
    id: row.id,
    type: row.type,
    companyId: row.company_id,
    schedule: scheduleDto(found, currency),
    actor: { kind: row.actor_kind, id: row.actor_id },
    previous: (row.data.previous as TScheduleEvent['previous']) ?? null,
  };
  await handleClaimed(ctx, event, token, row.attempts);
}

/** Replays every due event now; returns how many it handled (the runner does this in every process). */
export async function dispatchPendingScheduleEvents(
  ctx: TAppContext,
  opts: { olderThanMs?: number; limit?: number } = {},
): Promise<number> {
  let handled = 0;
  while (handled < (opts.limit ?? 100)) {
    const item = await claimReplayEvent(ctx, newLeaseToken(), opts.olderThanMs);
    if (!item) break;
    handled++;
    await replayEvent(ctx, item);
  }
  return handled;
}
