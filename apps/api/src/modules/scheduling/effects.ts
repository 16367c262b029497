// What follows a committed schedule change: the live `schedule_update` event for open agendas, the
// company users' notification when a client or the secretary acted, and the in-process event bus.
import type { TNotificationType } from '@agenda/shared/notification';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { notificationDto, notifyCompanyUsers } from '../notifications/service.js';
import { clientRestrictions } from '../records/service.js';
import { emitScheduleEvents } from './events.js';
import { deferInBatches } from './effects-queue.js';
import { invalidateFreeTimes } from './availability-cache.js';
import type { TScheduleEvent, TScheduleEventType } from './types.js';
import { localDateKey, localTime } from './tz.js';
import { maskLogText } from '../../lib/log-mask.js';
import { withBatchReads } from '../../lib/batch-reads.js';
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

const NOTIFY: Partial<Record<TScheduleEventType, { type: TNotificationType; title: string; verb: string }>> = {
  booked: { type: 'new_schedule', title: 'Novo agendamento', verb: 'agendou' },
  canceled: { type: 'schedule_cancellation', title: 'Agendamento cancelado', verb: 'cancelou' },
  rescheduled: { type: 'general', title: 'Agendamento remarcado', verb: 'remarcou para' },
  confirmed: { type: 'general', title: 'Agendamento confirmado', verb: 'confirmou' },
};

function when(tz: string, iso: string): string {
  const ms = Date.parse(iso);
  const [y, m, d] = localDateKey(tz, ms).split('-');
  return `${d}/${m}/${y} às ${localTime(tz, ms)}`;
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
  // Inside a caller's transaction (ctx.db is not the root connection: the playground, a job) the rest
  // belongs to that transaction, which ends when the caller returns: it is awaited there.
  // Deferred changes queue for the app's effect lanes (effects-queue.ts); a full backlog runs them here.
  const outside = ctx.db === ctx.database.db;
  if (ctx.config.SCHEDULE_EFFECTS === 'deferred' && outside && deferInBatches(ctx, change, notifyAndDispatch)) return;
  await notifyAndDispatch(ctx, [change]);
}

/**
 * The changes' staff notifications, then every handler of their events (claimed and marked done together).
 * The reads the handlers share (the company, its staff, its automations) are made once per batch.
 */
function notifyAndDispatch(ctx: TAppContext, changes: TScheduleChange[]): Promise<void> {
  return withBatchReads(ctx, (batch) => notifyAndDispatchBatch(batch, changes));
}

async function notifyAndDispatchBatch(ctx: TAppContext, changes: TScheduleChange[]): Promise<void> {
  for (const change of changes) await notifyStaff(ctx, change);
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

async function notifyStaff(ctx: TAppContext, change: TScheduleChange): Promise<void> {
  const { companyId, schedules } = change;
  const notify = NOTIFY[change.type];
  if (notify && (change.actor.kind === 'client' || change.actor.kind === 'assistant')) {
    const first = schedules[0]!;
    const who =
      change.actor.kind === 'assistant'
        ? `A secretária (${first.client?.name ?? first.display_name})`
        : (first.client?.name ?? first.display_name);
    const extra = schedules.length > 1 ? ` (+${schedules.length - 1} ocorrências)` : '';
    // The professional who will attend is told the client's restrictions with the booking (issue 12).
    const restrictions =
      change.type === 'booked' || change.type === 'rescheduled' ? await clientRestrictions(ctx, companyId, first.client_id) : [];
    const warning = restrictions.length ? ` Restrições do cliente: ${restrictions.join('; ')}.` : '';
    const rows = await notifyCompanyUsers(ctx, companyId, {
      type: notify.type,
      title: notify.title,
      body: `${who} ${notify.verb} ${first.service?.title ?? 'um serviço'} em ${when(change.timezone, first.start_at)}${first.calendar ? ` com ${first.calendar.title}` : ''}${extra}.${warning}`,
      data: {
        schedule_id: first.id,
        schedule_ids: schedules.map((s) => s.id),
        calendar_id: first.calendar_id,
        start_at: first.start_at,
        action: change.type,
        restrictions,
      },
      calendarId: first.calendar_id,
    }).catch((error: Error) => {
      ctx.log.warn(`notification failed: ${maskLogText(error.message)}`);
      return [];
    });
    // The company room got the toast; each user's own room gets the row (the bell updates live).
    for (const row of rows) ctx.hub.emit(`app:user_id:${row.user_id}`, { events: [{ name: 'notification', data: notificationDto(row) }] });
  }
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
