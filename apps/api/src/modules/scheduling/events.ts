// Booking changes handed to the handlers the modules declare in modules/index.ts (the AI secretary
// sends the WhatsApp confirmation from there), per app. Each event is also a schedule_events row
// written in the booking's transaction; it is marked dispatched once every handler ran, and
// dispatchPendingScheduleEvents replays the rest (a crash between commit and dispatch loses
// nothing; handlers must be idempotent by event id).
import type { TAppContext } from '../../lib/context.js';
import { scheduleDto } from './dto.js';
import { findSchedulesWithRefs, markEventsDispatched, pendingScheduleEvents } from './repo-schedules.js';
import type { TScheduleEvent } from './types.js';

/** Runs every handler for each event (after the transaction committed); a failing handler is logged, never thrown. */
export async function emitScheduleEvents(ctx: TAppContext, events: TScheduleEvent[]): Promise<void> {
  const done: string[] = [];
  for (const event of events) {
    let ok = true;
    for (const handler of ctx.scheduleEventHandlers) {
      try {
        await handler(event, ctx);
      } catch (error) {
        ok = false;
        ctx.log.warn(`schedule event handler failed (${event.type} ${event.schedule.id}): ${(error as Error).message}`);
      }
    }
    if (ok) done.push(event.id);
  }
  await markEventsDispatched(ctx.db, done, ctx.now()).catch(() => undefined);
}

/** Replays events that were committed but never dispatched (older than `olderThanMs`). */
export async function dispatchPendingScheduleEvents(ctx: TAppContext, opts: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
  const rows = await pendingScheduleEvents(ctx.db, new Date(ctx.now().getTime() - (opts.olderThanMs ?? 60_000)), opts.limit ?? 100);
  const events: TScheduleEvent[] = [];
  for (const row of rows) {
    const [found] = await findSchedulesWithRefs(ctx.db, row.company_id, [row.schedule_id]);
    if (!found) continue;
    const currency = typeof row.data.currency === 'string' ? row.data.currency : 'BRL';
    events.push({
      id: row.id,
      type: row.type,
      companyId: row.company_id,
      schedule: scheduleDto(found, currency),
      actor: { kind: row.actor_kind, id: row.actor_id },
      previous: (row.data.previous as TScheduleEvent['previous']) ?? null,
    });
  }
  await emitScheduleEvents(ctx, events);
  return events.length;
}
