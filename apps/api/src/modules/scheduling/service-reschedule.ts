// Moving a schedule (or it and the following occurrences) to another time or calendar, or one
// appointment to another service. Same rules as booking: clients and the secretary only to offered
// slots; the database refuses any overlap.
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { afterScheduleChange } from './effects.js';
import { shiftOccurrences } from './recurrence.js';
import { lockCalendarTime } from './repo-locks.js';
import { findServiceRow, type TServiceRow } from './repo-catalog.js';
import { insertScheduleEvents, seriesFrom, updateSchedule, type TScheduleRow } from './repo-schedules.js';
import { engineSettings } from './service-availability.js';
import { defaultPrice, dtosOf, notifyAtFor } from './service-booking.js';
import { scheduleForActor } from './service-changes.js';
import { assertReasonableInstant, calendarsForService, companySettings, isStaffActor, occupy } from './support.js';
import type { TRescheduleScheduleInput } from './types.js';
import { offeringStarts } from './visit-next-part.js';

const MINUTE = 60_000;

export async function rescheduleSchedule(
  ctx: TAppContext,
  input: TRescheduleScheduleInput & { calendarScope?: string[] | null },
): Promise<TScheduleDto> {
  const now = ctx.now();
  assertReasonableInstant(input.startAt, now);
  const staff = isStaffActor(input.actor);
  if (input.durationInMinutes !== undefined && !staff) throw new AppError(403, 'Só a equipe pode mudar a duração de um agendamento.');
  const pivot = await scheduleForActor(ctx, input.companyId, input.scheduleId, input.actor, input.calendarScope);
  if (pivot.status === 'canceled' || pivot.status === 'confirmed_not_attended') {
    throw new AppError(422, 'Só é possível remarcar agendamentos ativos.', {
      errors: [{ path: 'status', message: 'Só é possível remarcar agendamentos ativos.' }],
    });
  }
  if (!staff && pivot.start_at.getTime() <= now.getTime())
    throw new AppError(422, 'Este agendamento já passou e não pode mais ser remarcado.');
  const company = await companySettings(ctx, input.companyId);
  const switched = await switchedService(ctx, input, pivot);
  const [calendar] = await calendarsForService(
    ctx.db,
    input.companyId,
    switched?.id ?? pivot.service_id,
    input.calendarId ?? pivot.calendar_id,
    input.calendarScope ?? null,
  );
  if (!calendar) throw new AppError(422, 'Esta agenda não realiza este serviço.');

  const targets =
    input.scope === 'following' && pivot.recurrence_key && !switched
      ? (await seriesFrom(ctx.db, input.companyId, pivot.recurrence_key, pivot.start_at)).filter(
          (s) => s.status !== 'confirmed_not_attended' && (!input.calendarScope || input.calendarScope.includes(s.calendar_id)),
        )
      : [pivot];
  if (!targets.some((t) => t.id === pivot.id)) targets.unshift(pivot);
  const newStarts = shiftOccurrences(
    company.timezone,
    pivot.start_at.getTime(),
    input.startAt.getTime(),
    targets.map((t) => t.start_at.getTime()),
  );
  if (!staff) {
    const settings = engineSettings(company, calendar, switched?.duration_in_minutes ?? pivot.duration_in_minutes, now, 'client');
    const own = { companyId: input.companyId, clientId: pivot.client_id, except: pivot.id };
    if (!(await offeringStarts(ctx.db, [calendar], newStarts, () => settings, own)).length) {
      throw new AppError(422, 'Este horário não está disponível para agendamento. Escolha outro horário.', {
        errors: [{ path: 'start_at', message: 'Horário fora dos horários oferecidos.' }],
      });
    }
  }
  // Moving later: the last occurrence first (and the other way round), so a series never meets itself.
  const plan = targets.map((t, i) => ({ row: t, start: newStarts[i]! }));
  if (input.startAt.getTime() > pivot.start_at.getTime()) plan.reverse();
  const length = (row: TScheduleRow) => input.durationInMinutes ?? switched?.duration_in_minutes ?? row.duration_in_minutes;
  const previous = new Map(
    targets.map((t) => [
      t.id,
      {
        start_at: t.start_at.toISOString(),
        end_at: t.end_at.toISOString(),
        calendar_id: t.calendar_id,
        status: t.status,
        ...(switched ? { service_id: t.service_id } : {}),
      },
    ]),
  );

  const { rows, eventIds } = await occupy(ctx, async (tx) => {
    await lockCalendarTime(
      tx,
      plan.map(({ row, start }) => ({
        calendarId: calendar.id,
        start: new Date(start),
        end: new Date(start + length(row) * MINUTE),
      })),
    );
    const rows: TScheduleRow[] = [];
    for (const { row, start } of plan) {
      const startAt = new Date(start);
      const updated = await updateSchedule(tx, input.companyId, row.id, {
        start_at: startAt,
        end_at: new Date(start + length(row) * MINUTE),
        duration_in_minutes: length(row),
        calendar_id: calendar.id,
        ...(switched ? { service_id: switched.id, price: defaultPrice(switched) } : {}),
        notify_at: notifyAtFor(calendar, company.timezone, startAt, now),
        is_notify_sent: false,
        updated_at: now,
      });
      if (updated) rows.push(updated);
    }
    rows.sort((a, b) => a.start_at.getTime() - b.start_at.getTime());
    const events = await insertScheduleEvents(
      tx,
      rows.map((r) => ({
        company_id: r.company_id,
        schedule_id: r.id,
        type: 'rescheduled' as const,
        actor_kind: input.actor.kind,
        actor_id: input.actor.id,
        data: { currency: company.currency, previous: previous.get(r.id), interface: input.interface },
        created_at: now,
      })),
    );
    return { rows, eventIds: events.map((e) => e.id) };
  });
  const dtos = await dtosOf(ctx, company, rows);
  await afterScheduleChange(ctx, {
    companyId: company.id,
    timezone: company.timezone,
    type: 'rescheduled',
    actor: input.actor,
    schedules: dtos,
    eventIds,
    previous,
  });
  return dtos.find((d) => d.id === pivot.id) ?? dtos[0]!;
}

/** The other service a switch asks for, or null when none (or the same one) is asked. */
async function switchedService(ctx: TAppContext, input: TRescheduleScheduleInput, pivot: TScheduleRow): Promise<TServiceRow | null> {
  if (!input.serviceId || input.serviceId === pivot.service_id) return null;
  const service = await findServiceRow(ctx.db, input.companyId, input.serviceId);
  if (!service || (!service.is_active && !isStaffActor(input.actor))) throw notFound('Serviço não encontrado.');
  return service;
}
