// What the agenda screens and the client's pages read.
import { MAX_QUERY_RANGE_DAYS } from '@agenda/shared/scheduling-rules';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TBlockedPeriodDto, TScheduleCountDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import type { TCompanyAccess } from '../companies/access.js';
import { blockedPeriodDto, scheduleDto } from './dto.js';
import { listBlockedPeriodRows } from './repo-blocked.js';
import { listAgendaSchedules, type TAgendaSchedule } from './repo-agenda.js';
import { clientSchedules, countSchedulesPerDay } from './repo-schedules.js';
import { companySettings } from './support.js';
import { addDays, fromLocal, parseDateKey } from './tz.js';
import type { TListClientSchedulesInput } from './types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

/** An operation member sees only their calendar_ids; others see what they ask for (null = all). */
export function calendarScopeOf(access: TCompanyAccess): string[] | null {
  return access.role === 'operation' ? access.calendarIds : null;
}

export function visibleCalendarIds(access: TCompanyAccess, requested: string[] | null | undefined): string[] | null {
  const scope = calendarScopeOf(access);
  const asked = requested && requested.length > 0 ? requested : null;
  if (!scope) return asked;
  return asked ? asked.filter((id) => scope.includes(id)) : scope;
}

/**
 * init/end as 'YYYY-MM-DD' (days in the company's timezone, end inclusive) or ISO instants.
 */
function parseRange(init: string, end: string, tz: string): { from: Date; to: Date } {
  const edge = (value: string, isEnd: boolean, path: string): Date => {
    if (DATE.test(value)) {
      const day = parseDateKey(value);
      const check = new Date(Date.UTC(day.y, day.m - 1, day.d));
      if (check.getUTCDate() !== day.d || check.getUTCMonth() !== day.m - 1)
        throw new AppError(422, 'Data inválida.', { errors: [{ path, message: 'Data inválida.' }] });
      return new Date(fromLocal(tz, isEnd ? addDays(day, 1) : day, 0));
    }
    const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(ms)) throw new AppError(422, 'Data inválida (use AAAA-MM-DD).', { errors: [{ path, message: 'Data inválida.' }] });
    return new Date(ms);
  };
  for (const [value, path] of [
    [init, 'init'],
    [end, 'end'],
  ] as const) {
    const year = Number(value.slice(0, 4));
    if (!(year >= 1970 && year <= 2200))
      throw new AppError(422, 'Data fora do intervalo permitido.', { errors: [{ path, message: 'Data fora do intervalo permitido.' }] });
  }
  const from = edge(init, false, 'init');
  const to = edge(end, true, 'end');
  if (to.getTime() <= from.getTime())
    throw new AppError(422, 'O fim precisa ser depois do início.', {
      errors: [{ path: 'end', message: 'O fim precisa ser depois do início.' }],
    });
  if (to.getTime() - from.getTime() > MAX_QUERY_RANGE_DAYS * DAY)
    throw new AppError(422, `Período longo demais (máximo de ${MAX_QUERY_RANGE_DAYS} dias).`);
  return { from, to };
}

export interface TAgendaQuery {
  init: string;
  end: string;
  calendar_ids?: string[] | null;
  show_canceleds?: boolean | null;
  statuses?: TScheduleStatus[] | null;
  service_ids?: string[] | null;
  client_id?: string | null;
}

/** The agenda's schedules, each with only `fields` (the GraphQL selection; null = every field). */
export async function agendaSchedules(
  ctx: TAppContext,
  access: TCompanyAccess,
  q: TAgendaQuery,
  fields: ReadonlySet<string> | null = null,
): Promise<TAgendaSchedule[]> {
  const company = await companySettings(ctx, access.companyId);
  const { from, to } = parseRange(q.init, q.end, company.timezone);
  const filter = {
    companyId: access.companyId,
    calendarIds: visibleCalendarIds(access, q.calendar_ids),
    from,
    to,
    showCanceled: Boolean(q.show_canceleds) || Boolean(q.statuses?.includes('canceled')),
    statuses: q.statuses,
    serviceIds: q.service_ids,
    clientId: q.client_id,
  };
  return listAgendaSchedules(ctx.db, filter, fields, company.currency);
}

/** Schedules that are not canceled, per day (company timezone), for the date picker. */
export async function agendaCounts(ctx: TAppContext, access: TCompanyAccess, q: TAgendaQuery): Promise<TScheduleCountDto[]> {
  const company = await companySettings(ctx, access.companyId);
  const { from, to } = parseRange(q.init, q.end, company.timezone);
  return countSchedulesPerDay(
    ctx.db,
    { companyId: access.companyId, calendarIds: visibleCalendarIds(access, q.calendar_ids), from, to },
    company.timezone,
  );
}

export async function agendaBlockedPeriods(ctx: TAppContext, access: TCompanyAccess, q: TAgendaQuery): Promise<TBlockedPeriodDto[]> {
  const company = await companySettings(ctx, access.companyId);
  const { from, to } = parseRange(q.init, q.end, company.timezone);
  const rows = await listBlockedPeriodRows(ctx.db, access.companyId, visibleCalendarIds(access, q.calendar_ids), from, to);
  return rows.map(blockedPeriodDto);
}

/** A client's upcoming schedules (soonest first) or history (ended or canceled, latest first). */
export async function listClientSchedules(ctx: TAppContext, input: TListClientSchedulesInput): Promise<TScheduleDto[]> {
  const company = await companySettings(ctx, input.companyId);
  const rows = await clientSchedules(
    ctx.db,
    input.companyId,
    input.clientId,
    input.when,
    ctx.now(),
    Math.min(Math.max(input.limit ?? 100, 1), 500),
  );
  return rows.map((r) => scheduleDto(r, company.currency));
}
