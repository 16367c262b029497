// Small helpers the scheduling services share: the company's settings, the calendars that can take
// a service, and the ONE place where an overlap refused by the database becomes a 409.
import { BLOCKED_PERIOD_CONFLICT_MESSAGE, SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { AppError, notFound, type TFieldError } from '../../lib/app-error.js';
import { isExclusionViolation, pgErrorCode } from '../../lib/pg-errors.js';
import { findCompanyById, type TCompanyRow } from '../companies/service.js';
import { calendarsPerformingService, listCalendarRows, type TCalendarRow } from './repo-catalog.js';
import type { TScheduleActor } from './types.js';

export interface TCompanySettings {
  id: string;
  name: string;
  timezone: string;
  currency: string;
  workdays: TCompanyRow['workdays'];
  is_active: boolean;
  /** Upcoming bookings one client may hold (client-booking-cap.ts); null or 0: no cap. */
  max_upcoming_schedules_per_client: number | null;
}

export async function companySettings(ctx: TAppContext, companyId: string): Promise<TCompanySettings> {
  const company = await findCompanyById(ctx, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  return settingsOf(company);
}

export function settingsOf(company: TCompanyRow): TCompanySettings {
  return {
    id: company.id,
    name: company.name,
    timezone: company.timezone,
    currency: company.currency,
    workdays: company.workdays,
    is_active: company.is_active,
    max_upcoming_schedules_per_client: company.max_upcoming_schedules_per_client,
  };
}

/** Staff and the platform may place a schedule anywhere free; clients and the assistant only on offered slots. */
export const isStaffActor = (actor: TScheduleActor) => actor.kind === 'user' || actor.kind === 'system';

/**
 * The active calendars that perform a service, in the company's order; one calendar when given.
 * `scope` (an operation member's calendar_ids) narrows them further.
 */
export async function calendarsForService(
  db: TDb,
  companyId: string,
  serviceId: string,
  calendarId: string | null | undefined,
  scope: string[] | null = null,
): Promise<TCalendarRow[]> {
  if (calendarId && scope && !scope.includes(calendarId)) throw notFound('Agenda não encontrada.');
  const result = await calendarsPerformingService(db, companyId, serviceId, calendarId ? [calendarId] : scope);
  if (calendarId && result.length === 0) throw await noCalendarError(db, companyId, calendarId);
  return result;
}

/** Why a given calendar cannot take the service: it does not exist (404) or does not perform it (422). */
export async function noCalendarError(db: TDb, companyId: string, calendarId: string): Promise<AppError> {
  const [calendar] = await listCalendarRows(db, companyId, { ids: [calendarId], activeOnly: true });
  if (!calendar) return notFound('Agenda não encontrada.');
  return new AppError(422, 'Esta agenda não realiza este serviço.', {
    errors: [{ path: 'calendar_id', message: 'Esta agenda não realiza este serviço.' }],
  });
}

export const scheduleConflict = (errors?: TFieldError[]) =>
  new AppError(409, SCHEDULE_CONFLICT_MESSAGE, { errors, toast: { message: SCHEDULE_CONFLICT_MESSAGE, type: 'error' } });
export const blockedPeriodConflict = (errors?: TFieldError[]) => new AppError(409, BLOCKED_PERIOD_CONFLICT_MESSAGE, { errors });

/**
 * Runs a write that puts schedules or blocked periods on the agenda. The database refuses any
 * overlap (EXCLUDE constraints, see docs/decisions/0002-no-double-booking.md); that refusal, and
 * only that, becomes the 409 `conflict()` builds. Two transactions inserting conflicting rows at the
 * same instant may each wait for the other; PostgreSQL then aborts one with a deadlock (40P01). That
 * one is retried: by then the other has committed (→ 23P01 → 409) or rolled back (→ it succeeds).
 * Writers lock their calendar time first (repo-locks.ts), so the retry is a safety net; it is counted.
 */
export async function occupy<T>(
  ctx: TAppContext,
  write: (tx: TDb) => Promise<T>,
  conflict: () => AppError = () => scheduleConflict(),
  // false: `write` is one statement, already its own transaction.
  inTransaction = true,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return inTransaction ? await ctx.db.transaction(async (tx) => write(tx as unknown as TDb)) : await write(ctx.db);
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict();
      const code = pgErrorCode(error);
      if (code !== '40P01' && code !== '40001') throw error;
      if (code === '40P01') ctx.database.counters.deadlockRetries++;
      if (attempt >= 5) throw conflict();
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}

const YEAR = 365 * 86_400_000;
/** Refuses instants absurdly far from now (typos such as year 20026). */
export function assertReasonableInstant(at: Date, now: Date, path = 'start_at'): void {
  if (Math.abs(at.getTime() - now.getTime()) > 5 * YEAR) {
    throw new AppError(422, 'Data fora do intervalo permitido.', { errors: [{ path, message: 'Data fora do intervalo permitido.' }] });
  }
}
