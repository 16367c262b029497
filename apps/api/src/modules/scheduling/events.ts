// The in-process bus other modules subscribe to (the AI secretary sends the WhatsApp confirmation
// from here). Each event is also a schedule_events row written in the booking's transaction; it is
// marked dispatched once every handler ran, and dispatchPendingScheduleEvents replays the rest
// (a crash between commit and dispatch loses nothing; handlers must be idempotent by event id).
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { scheduleDto } from './dto.js';
import { findSchedulesWithRefs, markEventsDispatched, pendingScheduleEvents } from './repo-schedules.js';
import type { TScheduleActor } from './types.js';

export type TScheduleEventType = 'booked' | 'canceled' | 'rescheduled' | 'confirmed' | 'status_changed';

export interface TScheduleEvent {
  /** schedule_events.id: the idempotency key for handlers. */
  id: string;
  type: TScheduleEventType;
  companyId: string;
  schedule: TScheduleDto;
  actor: TScheduleActor;
  /** For rescheduled and status_changed: what it was before. */
  previous?: { start_at: string; end_at: string; calendar_id: string; status: string } | null;
}

export type TScheduleEventHandler = (event: TScheduleEvent, ctx: TAppContext) => void | Promise<void>;

const handlers = new Set<TScheduleEventHandler>();

/** Subscribes a handler; returns the function that unsubscribes it. */
export function onScheduleEvent(handler: TScheduleEventHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Runs every handler for each event (after the transaction committed); a failing handler is logged, never thrown. */
export async function emitScheduleEvents(ctx: TAppContext, events: TScheduleEvent[]): Promise<void> {
  const done: string[] = [];
  for (const event of events) {
    let ok = true;
    for (const handler of handlers) {
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
