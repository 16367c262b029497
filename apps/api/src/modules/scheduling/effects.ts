// What follows a committed schedule change: the live `schedule_update` event for open agendas, the
// company users' notification when a client or the secretary acted, and the in-process event bus.
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { notifyStaff } from './staff-notice.js';
import { emitScheduleEvents } from './events.js';
import { deferInBatches } from './effects-queue.js';
import { invalidateFreeTimes } from './availability-cache.js';
import type { TScheduleEvent, TScheduleEventType } from './types.js';
import { withBatchReads } from '../../lib/batch-reads.js';
import { onBackground, onRoot } from '../../lib/prepared.js';
import type { TScheduleActor } from './types.js';

export interface TScheduleChange {
  companyId: string;
  timezone: string;
  type: TScheduleEventType;
  actor: TScheduleActor;
  schedules: TScheduleDto[];
  /** schedule_events ids, parallel to `schedules`. */
  eventIds: string[];
  previous?: Map<string, NonNullable<TScheduleEvent['previous']>>;
}

export async function afterScheduleChange(ctx: TAppContext, change: TScheduleChange): Promise<void> {
  const { companyId, schedules } = change;
  if (schedules.length === 0) return;
  invalidateFreeTimes(ctx, companyId);
  ctx.hub.emit(`company_update:${companyId}`, {
    events: [
      {
        name: 'schedule_update',
        data: {
          action: change.type,
          schedule_ids: schedules.map((s) => s.id),
          calendar_ids: [...new Set(schedules.map((s) => s.calendar_id))],
          start_at: schedules[0]!.start_at,
        },
      },
    ],
  });

  // The rest writes rows and runs the modules' handlers: off the request unless SCHEDULE_EFFECTS=awaited.
  // Inside a caller's transaction (ctx.db is not one of the app's pools: the playground, a job) the rest
  // belongs to that transaction, which ends when the caller returns: it is awaited there.
  // Deferred changes queue for the app's effect lanes (effects-queue.ts), which run on the background
  // pool: their statements do not queue behind the requests' for a connection, nor the requests' behind
  // theirs. With the backlog full the request waits for its change's batch.
  const queued =
    ctx.config.SCHEDULE_EFFECTS === 'deferred' && onRoot(ctx) ? deferInBatches(onBackground(ctx), change, notifyAndDispatch) : null;
  await (queued ?? notifyAndDispatch(ctx, [change]));
}

/**
 * The changes' staff notifications, then every handler of their events (claimed and marked done together).
 * The reads the handlers share (the company, its staff, its automations) are made once per batch.
 */
function notifyAndDispatch(ctx: TAppContext, changes: TScheduleChange[]): Promise<void> {
  return withBatchReads(ctx, (batch) => notifyAndDispatchBatch(batch, changes));
}

async function notifyAndDispatchBatch(ctx: TAppContext, changes: TScheduleChange[]): Promise<void> {
  await notifyStaff(ctx, changes);
  await emitScheduleEvents(
    ctx,
    changes.flatMap((change) =>
      change.schedules.map((schedule, i) => ({
        id: change.eventIds[i]!,
        type: change.type,
        companyId: change.companyId,
        schedule,
        actor: change.actor,
        previous: change.previous?.get(schedule.id) ?? null,
      })),
    ),
  );
}

/** Blocked periods, calendars and services changes: agendas reload them. */
export function emitAgendaUpdate(
  ctx: TAppContext,
  companyId: string,
  name: 'blocked_period_update' | 'calendar_update' | 'service_update',
  data: Record<string, unknown>,
) {
  ctx.hub.emit(`company_update:${companyId}`, { events: [{ name, data }] });
}
