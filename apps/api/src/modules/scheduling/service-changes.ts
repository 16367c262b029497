// Status changes (confirm, cancel, no-show, reactivate) for one occurrence or "this and following".
import { checkScheduleTransition } from '@agenda/shared/scheduling-rules';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { afterScheduleChange } from './effects.js';
import type { TScheduleEventType } from './types.js';
import { lockCalendarTime } from './repo-locks.js';
import { findScheduleRow, insertScheduleEvents, seriesFrom, updateSchedule, type TScheduleRow } from './repo-schedules.js';
import { dtosOf } from './service-booking.js';
import { companySettings, occupy } from './support.js';
import type { TCancelScheduleInput, TConfirmScheduleInput, TScheduleActor } from './types.js';
import type { TScheduleInterface } from '@agenda/shared/schedule';
import type { TRecurrenceScope } from '@agenda/shared/scheduling-rules';

export interface TChangeStatusInput {
  companyId: string;
  actor: TScheduleActor;
  scheduleId: string;
  status: TScheduleStatus;
  interface: TScheduleInterface;
  reason?: string | null;
  scope?: TRecurrenceScope;
  /** An operation member's calendars: schedules elsewhere are not found. */
  calendarScope?: string[] | null;
}

/** The schedule, as its actor may see it: a client only their own, an operation member only their calendars. */
export async function scheduleForActor(
  ctx: TAppContext,
  companyId: string,
  scheduleId: string,
  actor: TScheduleActor,
  calendarScope?: string[] | null,
): Promise<TScheduleRow> {
  const row = await findScheduleRow(ctx.db, companyId, scheduleId);
  if (!row) throw notFound('Agendamento não encontrado.');
  if (actor.kind === 'client' && row.client_id !== actor.id) throw notFound('Agendamento não encontrado.');
  if (calendarScope && !calendarScope.includes(row.calendar_id)) throw notFound('Agendamento não encontrado.');
  return row;
}

const EVENT_OF: Record<TScheduleStatus, TScheduleEventType> = {
  canceled: 'canceled',
  confirmed: 'confirmed',
  scheduled: 'status_changed',
  confirmed_not_attended: 'status_changed',
};

/** Changes the status after checking the transition (docs/scheduling.md); returns the pivot schedule. */
export async function changeScheduleStatus(ctx: TAppContext, input: TChangeStatusInput): Promise<TScheduleDto> {
  const now = ctx.now();
  const pivot = await scheduleForActor(ctx, input.companyId, input.scheduleId, input.actor, input.calendarScope);
  const check = checkScheduleTransition(pivot.status, input.status, { actor: input.actor.kind, now, startAt: pivot.start_at });
  if (!check.ok) throw new AppError(422, check.message, { errors: [{ path: 'status', message: check.message }] });
  const following = input.scope === 'following' && pivot.recurrence_key && pivot.status !== 'canceled';
  const targets = following
    ? (await seriesFrom(ctx.db, input.companyId, pivot.recurrence_key!, pivot.start_at)).filter(
        (s) =>
          (!input.calendarScope || input.calendarScope.includes(s.calendar_id)) &&
          checkScheduleTransition(s.status, input.status, { actor: input.actor.kind, now, startAt: s.start_at }).ok,
      )
    : [pivot];
  if (!targets.some((t) => t.id === pivot.id)) targets.unshift(pivot);
  const company = await companySettings(ctx, input.companyId);
  const patch = statusPatch(input.status, input, now);
  const previous = new Map(
    targets.map((t) => [
      t.id,
      { start_at: t.start_at.toISOString(), end_at: t.end_at.toISOString(), calendar_id: t.calendar_id, status: t.status },
    ]),
  );
  const type = EVENT_OF[input.status];
  // Reactivating a canceled schedule occupies its time again: the database may refuse (409).
  const { rows, eventIds } = await occupy(ctx, async (tx) => {
    // Reactivating a canceled schedule puts its time back on the agenda.
    if (input.status !== 'canceled')
      await lockCalendarTime(
        tx,
        targets.filter((t) => t.status === 'canceled').map((t) => ({ calendarId: t.calendar_id, start: t.start_at, end: t.end_at })),
      );
    const rows: TScheduleRow[] = [];
    for (const t of targets) {
      const row = await updateSchedule(tx, input.companyId, t.id, {
        ...patch,
        ...(t.status === 'canceled' ? { canceled_at: null, canceled_reason: null, canceled_interface: null } : {}),
      });
      if (row) rows.push(row);
    }
    const events = await insertScheduleEvents(
      tx,
      rows.map((r) => ({
        company_id: r.company_id,
        schedule_id: r.id,
        type,
        actor_kind: input.actor.kind,
        actor_id: input.actor.id,
        data: { currency: company.currency, previous: previous.get(r.id), status: input.status, reason: input.reason ?? null },
        created_at: now,
      })),
    );
    return { rows, eventIds: events.map((e) => e.id) };
  });
  const dtos = await dtosOf(ctx, company, rows);
  await afterScheduleChange(ctx, {
    companyId: company.id,
    timezone: company.timezone,
    type,
    actor: input.actor,
    schedules: dtos,
    eventIds,
    previous,
  });
  return dtos.find((d) => d.id === pivot.id) ?? dtos[0]!;
}

function statusPatch(status: TScheduleStatus, input: TChangeStatusInput, now: Date): Partial<TScheduleRow> {
  switch (status) {
    case 'canceled':
      return { status, canceled_at: now, canceled_reason: input.reason ?? null, canceled_interface: input.interface, updated_at: now };
    case 'confirmed':
      return { status, client_confirmed_at: now, confirmed_interface: input.interface, updated_at: now };
    default:
      return { status, updated_at: now };
  }
}

export function cancelSchedule(ctx: TAppContext, input: TCancelScheduleInput & { calendarScope?: string[] | null }): Promise<TScheduleDto> {
  return changeScheduleStatus(ctx, { ...input, status: 'canceled' });
}

export function confirmSchedule(
  ctx: TAppContext,
  input: TConfirmScheduleInput & { calendarScope?: string[] | null },
): Promise<TScheduleDto> {
  return changeScheduleStatus(ctx, { ...input, status: 'confirmed', scope: 'this' });
}

/** Notes and price of one schedule (staff). */
export async function updateScheduleDetails(
  ctx: TAppContext,
  input: {
    companyId: string;
    actor: TScheduleActor;
    scheduleId: string;
    calendarScope?: string[] | null;
    patch: { client_observation?: string | null; company_observation?: string | null; price?: number | null };
  },
): Promise<TScheduleDto> {
  const row = await scheduleForActor(ctx, input.companyId, input.scheduleId, input.actor, input.calendarScope);
  const patch = Object.fromEntries(Object.entries(input.patch).filter(([, v]) => v !== undefined));
  const company = await companySettings(ctx, input.companyId);
  const updated = Object.keys(patch).length
    ? await updateSchedule(ctx.db, input.companyId, row.id, { ...patch, updated_at: ctx.now() })
    : row;
  const [dto] = await dtosOf(ctx, company, [updated ?? row]);
  ctx.hub.emit(`company_update:${input.companyId}`, {
    events: [
      {
        name: 'schedule_update',
        data: { action: 'updated', schedule_ids: [row.id], calendar_ids: [row.calendar_id], start_at: dto!.start_at },
      },
    ],
  });
  return dto!;
}
