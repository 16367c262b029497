// bookSchedule: the only function that creates schedules (staff agenda, public page, client,
// secretary, recurrence expansion). The database guarantees no overlap; `occupy` maps its refusal.
import { randomUUID } from 'node:crypto';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound, unauthorized } from '../../lib/app-error.js';
import { isExclusionViolation } from '../../lib/pg-errors.js';
import { scheduleDto } from './dto.js';
import { afterScheduleChange } from './effects.js';
import { expandRecurrence } from './recurrence.js';
import type { TCalendarRow, TServiceRow } from './repo-catalog.js';
import { readBookingContext, type TBookingContext } from './repo-booking-context.js';
import { freeCalendars, seriesConflict } from './booking-calendars.js';
import { lockBookingTime } from './repo-locks.js';
import { contextKey, forgetContext, keepContext, keptContext, StaleBookingContext } from './booking-kept-context.js';
import type { TKnownClient } from './repo-booking-guarded.js';
import { writeSchedules } from './booking-write.js';
import { ClientCapReached } from './client-booking-cap.js';
import { onRoot } from '../../lib/prepared.js';
import { findSchedulesWithRefs, type insertSchedules, type TScheduleRow } from './repo-schedules.js';
import { engineSettings } from './service-availability.js';
import { offeringStarts } from './visit-next-part.js';
import {
  assertReasonableInstant,
  isStaffActor,
  noCalendarError,
  occupy,
  scheduleConflict,
  settingsOf,
  type TCompanySettings,
} from './support.js';
import { addDays, fromLocal, toLocal } from './tz.js';
import type { TBookScheduleInput } from './types.js';

const MINUTE = 60_000;

/** When the reminder is due: the day before at a fixed hour, or N hours before; null when already past. */
export function notifyAtFor(calendar: TCalendarRow, tz: string, start: Date, now: Date): Date | null {
  let at: number;
  if (calendar.is_notify_fixed_hour && calendar.notify_fixed_hour) {
    const [h, m] = calendar.notify_fixed_hour.split(':').map(Number);
    at = fromLocal(tz, addDays(toLocal(tz, start.getTime()), -1), h! * 60 + m!);
  } else {
    at = start.getTime() - calendar.notify_advance_in_hours * 3_600_000;
  }
  return at > now.getTime() ? new Date(at) : null;
}

export const defaultPrice = (service: TServiceRow) => (service.price_type === 'uninformed' ? null : service.price);

/** Books one schedule and returns it; with a recurrence, every occurrence is booked and the first returned. */
export async function bookSchedule(ctx: TAppContext, input: TBookInput): Promise<TScheduleDto> {
  return (await bookScheduleSeries(ctx, input))[0]!;
}

/** Like bookSchedule, returning every occurrence (all or none are booked). */
export async function bookScheduleSeries(ctx: TAppContext, input: TBookInput): Promise<TScheduleDto[]> {
  const now = ctx.now();
  assertReasonableInstant(input.startAt, now);
  const { dtos, change } = await checkAndInsert(ctx, input, now);
  await afterScheduleChange(ctx, change);
  return dtos;
}

/**
 * `sessionClient`: the client is the caller's session (the client route), not yet checked: the booking's
 * statement checks it on kept rows, the fresh read otherwise, and a client not found is the session's (401).
 */
type TBookInput = TBookScheduleInput & { calendarScope?: string[] | null; sessionClient?: boolean };
type TRead = Omit<TBookingContext, 'client'> & { client: TKnownClient | null };

/**
 * A client's booking of one start on one calendar, outside any transaction, is checked against the rows kept
 * from an earlier booking and inserted by one statement that proves them unchanged (booking-kept-context.ts).
 * Refused on kept rows, or rows changed since: checked again on a fresh read, as every other booking is.
 */
async function checkAndInsert(ctx: TAppContext, input: TBookInput, now: Date) {
  const single = (input.recurrenceType ?? 'no_recurrence') === 'no_recurrence';
  const one = input.sessionClient && input.calendarId && !input.calendarScope && single && !isStaffActor(input.actor);
  const fast = one && onRoot(ctx) ? { key: contextKey(input.companyId, input.serviceId, input.calendarId!) } : null;
  const kept = fast && keptContext(ctx.database, fast.key, now.getTime());
  if (fast && kept) {
    const read = {
      company: kept.company,
      service: kept.service,
      // Not read: the insert checks the client and brings back its name and phone (an empty name is its own).
      client: { id: input.clientId, name: '', phone: null },
      calendars: [kept.calendar],
      versions: [kept.versions],
    };
    try {
      return await checkAndInsertOn(ctx, input, now, read, kept.versions);
    } catch (error) {
      // A conflict or the cap is the database's answer on unchanged rows; any other refusal is made again on fresh ones.
      const recheck =
        error instanceof StaleBookingContext || (error instanceof AppError && error.status !== 409 && !(error instanceof ClientCapReached));
      if (!recheck) throw error;
      forgetContext(ctx.database, fast.key);
    }
  }
  // Company, service, client and candidate calendars in one read; checked in the order they always were.
  const scope = input.calendarScope ?? null;
  const outOfScope = Boolean(input.calendarId && scope && !scope.includes(input.calendarId));
  const read = await readBookingContext(ctx.db, {
    companyId: input.companyId,
    serviceId: input.serviceId,
    clientId: input.clientId,
    calendarIds: outOfScope ? [] : input.calendarId ? [input.calendarId] : scope,
  });
  if (!read) throw notFound('Empresa não encontrada.');
  const done = await checkAndInsertOn(ctx, input, now, read, null);
  // Checked and booked: the rows it was checked against serve the next booking of this service and calendar.
  const [calendar] = read.calendars;
  if (fast && read.service && calendar)
    keepContext(
      ctx.database,
      fast.key,
      { company: read.company, service: read.service, calendar, versions: read.versions[0]! },
      now.getTime(),
    );
  return done;
}

/** The checks, in the order they always were, then the insert (guarded by the rows' `versions` when given). */
async function checkAndInsertOn(ctx: TAppContext, input: TBookInput, now: Date, read: TRead, versions: string | null) {
  // The session's client is checked first, as the route did before reading the input.
  if (input.sessionClient && !read.client) throw unauthorized();
  const staff = isStaffActor(input.actor);
  const company = settingsOf(read.company);
  if (!company.is_active && !staff) throw notFound('Empresa não encontrada.');
  const { service, client } = read;
  if (!service) throw notFound('Serviço não encontrado.');
  if (!service.is_active && !staff) throw new AppError(422, 'Este serviço não está disponível para agendamento.');
  if (!client) throw notFound('Cliente não encontrado.');
  const scope = input.calendarScope ?? null;
  if (input.calendarId && scope && !scope.includes(input.calendarId)) throw notFound('Agenda não encontrada.');
  const candidates = read.calendars;
  if (input.calendarId && candidates.length === 0) throw await noCalendarError(ctx.db, input.companyId, input.calendarId);
  if (candidates.length === 0) throw new AppError(422, 'Nenhuma agenda realiza este serviço.');

  const duration = staff && input.durationInMinutes ? input.durationInMinutes : service.duration_in_minutes;
  const recurrenceType = input.recurrenceType ?? 'no_recurrence';
  const starts = expandRecurrence(company.timezone, input.startAt.getTime(), recurrenceType, input.recurrenceCount);
  // Clients and the secretary book only start times the engine offers (hours, grid, notice, window).
  const usable = staff
    ? candidates
    : await offeringStarts(ctx.db, candidates, starts, (c) => engineSettings(company, c, duration, now, 'client'), {
        companyId: input.companyId,
        clientId: client.id,
      });
  if (usable.length === 0) {
    throw new AppError(422, 'Este horário não está disponível para agendamento. Escolha outro horário.', {
      errors: [{ path: 'start_at', message: 'Horário fora dos horários oferecidos.' }],
    });
  }
  const recurrenceKey = recurrenceType === 'no_recurrence' ? null : randomUUID();
  const rowsOn = (calendar: TCalendarRow) =>
    starts.map((s) => ({
      company_id: input.companyId,
      calendar_id: calendar.id,
      service_id: service.id,
      client_id: client.id,
      status: 'scheduled' as const,
      interface: input.interface,
      recurrence_type: recurrenceType,
      recurrence_key: recurrenceKey,
      display_name: input.displayName?.trim() || client.name,
      start_at: new Date(s),
      end_at: new Date(s + duration * MINUTE),
      duration_in_minutes: duration,
      client_observation: input.observation ?? null,
      company_observation: staff ? (input.companyObservation ?? null) : null,
      price: staff && input.price !== undefined ? input.price : defaultPrice(service),
      notify_at: notifyAtFor(calendar, company.timezone, new Date(s), now),
      created_by_kind: input.actor.kind,
      created_by_id: input.actor.id,
      created_at: now,
      updated_at: now,
    }));
  let booked: Awaited<ReturnType<typeof occupyFirstFree>>;
  try {
    booked = await occupyFirstFree(ctx, company, input, usable, starts, duration, rowsOn, versions);
  } catch (error) {
    if (error instanceof AppError && error.status === 409 && starts.length > 1)
      throw await seriesConflict(ctx.db, usable[usable.length - 1]!.id, starts, duration, company.timezone);
    throw error;
  }
  const { calendar, inserted, eventIds } = booked;
  const shown = booked.client ?? client;
  const refs = {
    service: {
      id: service.id,
      title: service.title,
      duration_in_minutes: service.duration_in_minutes,
      price_type: service.price_type,
      price: service.price,
      price_max: service.price_max,
    },
    client: { id: shown.id, name: shown.name, phone: shown.phone },
    calendar: { id: calendar.id, title: calendar.title, color: calendar.color },
  };
  const dtos = inserted.map((schedule) => scheduleDto({ schedule, ...refs }, company.currency));
  const change = {
    companyId: company.id,
    timezone: company.timezone,
    type: 'booked' as const,
    actor: input.actor,
    schedules: dtos,
    eventIds,
  };
  return { dtos, change };
}

/**
 * Inserts the schedules on the first candidate calendar that takes them, in one transaction. With
 * several candidates ("qualquer profissional"), requests for the same company and time queue on one
 * lock and each then reads what the previous one took, so they neither collide in the exclusion
 * constraint (deadlocks) nor try calendars one failed transaction at a time. The database still decides.
 */
async function occupyFirstFree(
  ctx: TAppContext,
  company: TCompanySettings,
  input: TBookScheduleInput,
  candidates: TCalendarRow[],
  starts: number[],
  duration: number,
  rowsOn: (calendar: TCalendarRow) => Parameters<typeof insertSchedules>[1],
  versions: string | null,
) {
  // The client's cap (`beforeInsert`: clientBookingCap, the only guard callers give) is counted by the
  // kept rows' statement itself, under the same client lock as in a transaction (repo-booking-cap.ts).
  const capped = Boolean(input.beforeInsert && company.max_upcoming_schedules_per_client);
  const cap = capped ? company.max_upcoming_schedules_per_client : null;
  const writeOn = (db: TDb, calendar: TCalendarRow, lockFirst: boolean) =>
    writeSchedules(db, company, input, rowsOn(calendar), lockFirst ? { versions, cap, capAfter: ctx.now() } : null);
  // One professional, no cap to count (or kept rows, whose statement counts it) and no transaction around:
  // the locks and the insert go as ONE statement, its own transaction (two round trips fewer than BEGIN,
  // locks, insert, COMMIT). Inside a caller's transaction the savepoint stays, so a refused insert leaves
  // that transaction usable.
  if (candidates.length === 1 && (!capped || versions) && !is(ctx.db, PgTransaction))
    return occupy(ctx, async () => ({ calendar: candidates[0]!, ...(await writeOn(ctx.db, candidates[0]!, true)) }), undefined, false);
  // Kept rows are only ever trusted by the statement that checks their versions.
  if (versions) throw new StaleBookingContext();
  return occupy(ctx, async (tx) => {
    // The client's own cap (client and secretary bookings) is checked under its row lock, first.
    await input.beforeInsert?.(tx, starts.length, company);
    let open = candidates;
    if (candidates.length > 1) {
      await lockBookingTime(tx, company.id, starts[0]!);
      open = await freeCalendars(tx, candidates, starts, duration);
      if (open.length === 0) throw scheduleConflict();
    }
    const write = async (db: TDb, calendar: TCalendarRow) => ({ calendar, ...(await writeOn(db, calendar, false)) });
    for (const calendar of open.slice(0, -1)) {
      // A calendar taken meanwhile by an overlapping time: undo just this attempt and try the next one.
      try {
        return await tx.transaction((sp) => write(sp as unknown as TDb, calendar));
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
      }
    }
    return write(tx, open[open.length - 1]!);
  });
}

export async function dtosOf(ctx: TAppContext, company: TCompanySettings, rows: TScheduleRow[]): Promise<TScheduleDto[]> {
  const found = await findSchedulesWithRefs(
    ctx.db,
    company.id,
    rows.map((r) => r.id),
  );
  const byId = new Map(found.map((f) => [f.schedule.id, f]));
  return rows.map((r) => scheduleDto(byId.get(r.id) ?? { schedule: r, service: null, client: null, calendar: null }, company.currency));
}
