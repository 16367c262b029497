// Blocked periods. A period may not cover schedules that are not canceled (database guarantee);
// is_cancel_schedules or cancel_schedules_batch cancel them in the same transaction.
import { randomUUID } from 'node:crypto';
import { checkScheduleTransition } from '@agenda/shared/scheduling-rules';
import type { TBlockedPeriodBody, TCancelSchedulesBatchBody } from '@agenda/shared/schemas/scheduling';
import type { TBlockedPeriodDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TCompanyAccess } from '../companies/access.js';
import { blockedPeriodDto, scheduleDto } from './dto.js';
import { afterScheduleChange, emitAgendaUpdate } from './effects.js';
import * as repo from './repo-blocked.js';
import { listCalendarRows } from './repo-catalog.js';
import { lockCalendarTime } from './repo-locks.js';
import { findSchedulesWithRefs, insertScheduleEvents, updateSchedule, type TScheduleRow } from './repo-schedules.js';
import { dtosOf } from './service-booking.js';
import { calendarScopeOf } from './service-queries.js';
import { blockedPeriodConflict, companySettings, occupy } from './support.js';
import { enqueueFreedTime, uncovered } from './time-freed.js';

async function targetCalendarIds(ctx: TAppContext, access: TCompanyAccess, calendarId: string | null): Promise<string[]> {
  const scope = calendarScopeOf(access);
  if (calendarId && scope && !scope.includes(calendarId)) throw notFound('Agenda não encontrada.');
  const rows = await listCalendarRows(ctx.db, access.companyId, { ids: calendarId ? [calendarId] : (scope ?? undefined) });
  if (calendarId && rows.length === 0) throw notFound('Agenda não encontrada.');
  if (rows.length === 0) throw new AppError(422, 'Nenhuma agenda para bloquear.');
  return rows.map((r) => r.id);
}

/** Creates (id null) or changes a blocked period, canceling the given or covered schedules atomically. */
export async function saveBlockedPeriod(
  ctx: TAppContext,
  access: TCompanyAccess,
  id: string | null,
  body: TBlockedPeriodBody,
  scheduleIdsToCancel: string[] = [],
): Promise<TBlockedPeriodDto[]> {
  const { companyId } = access;
  const now = ctx.now();
  const existing = id ? await repo.findBlockedPeriodRow(ctx.db, companyId, id) : undefined;
  if (id && !existing) throw notFound('Bloqueio não encontrado.');
  const calendarIds = existing
    ? await targetCalendarIds(ctx, access, existing.calendar_id)
    : await targetCalendarIds(ctx, access, body.calendar_id);
  const covered = await repo.overlappingScheduleIds(ctx.db, companyId, calendarIds, body.start_at, body.end_at);
  const cancelIds = [...new Set([...scheduleIdsToCancel, ...(body.is_cancel_schedules ? covered : [])])];
  const toCancel = await findSchedulesWithRefs(ctx.db, companyId, cancelIds);
  const scope = calendarScopeOf(access);
  if (toCancel.length !== cancelIds.length || toCancel.some((s) => scope && !scope.includes(s.schedule.calendar_id))) {
    throw new AppError(404, 'Agendamento não encontrado nesta empresa.', {
      errors: [{ path: 'schedules_ids_to_cancel', message: 'Agendamento não encontrado.' }],
    });
  }
  const cancelable = toCancel.filter(
    (s) => checkScheduleTransition(s.schedule.status, 'canceled', { actor: 'user', now, startAt: s.schedule.start_at }).ok,
  );
  const company = await companySettings(ctx, companyId);
  const reason = body.message_to_canceled_schedules ?? body.reason ?? 'Horário bloqueado pela empresa.';

  let result: { blocked: repo.TBlockedPeriodRow[]; canceled: TScheduleRow[]; eventIds: string[] };
  try {
    result = await occupy(
      ctx,
      async (tx) => {
        await lockCalendarTime(
          tx,
          calendarIds.map((calendarId) => ({ calendarId, start: body.start_at, end: body.end_at })),
        );
        const canceled: TScheduleRow[] = [];
        for (const s of cancelable) {
          const row = await updateSchedule(tx, companyId, s.schedule.id, {
            status: 'canceled',
            canceled_at: now,
            canceled_reason: reason,
            canceled_interface: 'PLATFORM_COMPANY',
            updated_at: now,
          });
          if (row) canceled.push(row);
        }
        const events = await insertScheduleEvents(
          tx,
          canceled.map((r) => ({
            company_id: companyId,
            schedule_id: r.id,
            type: 'canceled' as const,
            actor_kind: 'user' as const,
            actor_id: access.userId,
            data: { currency: company.currency, reason, blocked_period: true },
            created_at: now,
          })),
        );
        const fields = {
          start_at: body.start_at,
          end_at: body.end_at,
          reason: body.reason ?? null,
          is_cancel_schedules: body.is_cancel_schedules,
          message_to_canceled_schedules: body.message_to_canceled_schedules ?? null,
          updated_at: now,
        };
        const group_id = randomUUID();
        if (existing) {
          // Shrunk or moved: the time it no longer covers is freed (the waitlist offers it).
          const freed = uncovered({ start: existing.start_at, end: existing.end_at }, { start: body.start_at, end: body.end_at });
          await enqueueFreedTime(
            tx,
            now,
            companyId,
            freed.map((f) => ({ ...f, calendar_id: existing.calendar_id })),
          );
        }
        const blocked = existing
          ? [(await repo.updateBlockedPeriodRow(tx, companyId, existing.id, fields))!]
          : await repo.insertBlockedPeriods(
              tx,
              calendarIds.map((calendar_id) => ({ ...fields, company_id: companyId, calendar_id, group_id, created_by_id: access.userId })),
            );
        return { blocked, canceled, eventIds: events.map((e) => e.id) };
      },
      () => blockedPeriodConflict(),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 409) {
      const still = await repo.overlappingScheduleIds(ctx.db, companyId, calendarIds, body.start_at, body.end_at);
      throw blockedPeriodConflict(still.map((sid) => ({ path: 'schedules_ids_to_cancel', message: sid })));
    }
    throw error;
  }
  if (result.canceled.length) {
    const dtos = await dtosOf(ctx, company, result.canceled);
    await afterScheduleChange(ctx, {
      companyId,
      timezone: company.timezone,
      type: 'canceled',
      actor: { kind: 'user', id: access.userId },
      schedules: dtos,
      eventIds: result.eventIds,
    });
  }
  emitAgendaUpdate(ctx, companyId, 'blocked_period_update', {
    blocked_period_ids: result.blocked.map((b) => b.id),
    calendar_ids: calendarIds,
  });
  return result.blocked.map(blockedPeriodDto);
}

/** POST /user/{company}/schedule/cancel_schedules_batch: the period and the chosen cancellations, all or nothing. */
export function cancelSchedulesBatch(ctx: TAppContext, access: TCompanyAccess, body: TCancelSchedulesBatchBody) {
  return saveBlockedPeriod(ctx, access, null, body.blocked_period, body.schedules_ids_to_cancel);
}

/** Deletes one blocked period, or every row of its group ("all calendars") with scope 'group'. */
export async function removeBlockedPeriod(
  ctx: TAppContext,
  access: TCompanyAccess,
  id: string,
  scope: 'this' | 'group' = 'this',
): Promise<void> {
  const row = await repo.findBlockedPeriodRow(ctx.db, access.companyId, id);
  const calendarScope = calendarScopeOf(access);
  if (!row || (calendarScope && !calendarScope.includes(row.calendar_id))) throw notFound('Bloqueio não encontrado.');
  const rows =
    scope === 'group'
      ? (await repo.groupRows(ctx.db, access.companyId, row.group_id)).filter(
          (r) => !calendarScope || calendarScope.includes(r.calendar_id),
        )
      : [row];
  // The deletion and the jobs offering the freed time commit together.
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as TAppContext['db'];
    await repo.deleteBlockedPeriodRows(
      tx,
      access.companyId,
      rows.map((r) => r.id),
    );
    await enqueueFreedTime(
      tx,
      ctx.now(),
      access.companyId,
      rows.map((r) => ({ calendar_id: r.calendar_id, start: r.start_at, end: r.end_at })),
    );
  });
  emitAgendaUpdate(ctx, access.companyId, 'blocked_period_update', { blocked_period_ids: rows.map((r) => r.id), removed: true });
}

/** The schedules a new period would cover (the screen asks before canceling them). */
export async function blockedPeriodConflicts(
  ctx: TAppContext,
  access: TCompanyAccess,
  q: { calendar_id?: string; start_at: Date; end_at: Date },
): Promise<TScheduleDto[]> {
  const calendarIds = await targetCalendarIds(ctx, access, q.calendar_id ?? null);
  const ids = await repo.overlappingScheduleIds(ctx.db, access.companyId, calendarIds, q.start_at, q.end_at);
  const company = await companySettings(ctx, access.companyId);
  return (await findSchedulesWithRefs(ctx.db, access.companyId, ids)).map((r) => scheduleDto(r, company.currency));
}
