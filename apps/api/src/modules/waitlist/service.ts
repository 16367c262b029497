// Waitlist entries (issue 11 item 7): staff add a client (source 'app'), list the entries of a day or
// status, and take one off the list. Offers are made by offers.ts when a matching slot frees.
import type { TJoinWaitlist, TWaitlistEntryDto, TWaitlistFilter, TWaitlistSource } from '@agenda/shared/waitlist';
import { ZJoinWaitlist } from '@agenda/shared/waitlist';
import { dayPartOf } from '@agenda/shared/waitlist-window';
import { effectiveDayParts } from '@agenda/shared/schemas/secretary-settings';
import type { TAppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  clientOfCompany,
  findWaitlistWithRefs,
  insertWaitlistEntry,
  listWaitlistEntries,
  lockWaitlistEntry,
  serviceAndCalendarOf,
  updateWaitlistEntry,
  type TWaitlistWithRefs,
} from './repo.js';

export function waitlistDto({ row, client_name, service_title, calendar_title, day_parts }: TWaitlistWithRefs): TWaitlistEntryDto {
  const window = { from_time: row.from_time, to_time: row.to_time };
  return {
    id: row.id,
    client_id: row.client_id,
    client_name,
    service_id: row.service_id,
    service_title,
    calendar_id: row.calendar_id,
    calendar_title,
    from_date: row.from_date,
    to_date: row.to_date,
    ...window,
    day_part: dayPartOf(window, effectiveDayParts(day_parts)),
    status: row.status,
    source: row.source,
    note: row.note,
    offer_start_at: row.offer_start_at?.toISOString() ?? null,
    offer_expires_at: row.offer_expires_at?.toISOString() ?? null,
    schedule_id: row.schedule_id,
    created_at: row.created_at.toISOString(),
  };
}

async function dtoOf(ctx: TAppContext, companyId: string, id: string): Promise<TWaitlistEntryDto> {
  const found = await findWaitlistWithRefs(ctx.db, companyId, id);
  if (!found) throw notFound('Entrada da lista de espera não encontrada.');
  return waitlistDto(found);
}

export async function listWaitlist(ctx: TAppContext, companyId: string, f: TWaitlistFilter): Promise<TWaitlistEntryDto[]> {
  return (await listWaitlistEntries(ctx.db, companyId, f)).map(waitlistDto);
}

/** Puts a client on the waitlist (the staff from the app, or the secretary); checked against the company. */
export async function joinWaitlist(
  ctx: TAppContext,
  companyId: string,
  input: TJoinWaitlist,
  source: TWaitlistSource = 'app',
): Promise<TWaitlistEntryDto> {
  const v = ZJoinWaitlist.parse(input);
  if (!(await clientOfCompany(ctx.db, companyId, v.client_id))) throw notFound('Cliente não encontrado.');
  const { service, calendar } = await serviceAndCalendarOf(ctx.db, companyId, v.service_id, v.calendar_id);
  if (!service) throw notFound('Serviço não encontrado.');
  if (v.calendar_id && !calendar) throw notFound('Profissional não encontrado.');
  const now = ctx.now();
  const row = await insertWaitlistEntry(ctx.db, {
    company_id: companyId,
    client_id: v.client_id,
    service_id: v.service_id,
    calendar_id: v.calendar_id,
    from_date: v.from_date,
    to_date: v.to_date,
    from_time: v.from_time,
    to_time: v.to_time,
    note: v.note,
    source,
    created_at: now,
    updated_at: now,
  });
  return dtoOf(ctx, companyId, row.id);
}

/** Takes an entry off the list (waiting or holding an offer); a booked one stays as it is (409). */
export async function cancelWaitlistEntry(ctx: TAppContext, companyId: string, id: string): Promise<TWaitlistEntryDto> {
  await ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    const row = await lockWaitlistEntry(tx.db, companyId, id);
    if (!row) throw notFound('Entrada da lista de espera não encontrada.');
    if (row.status === 'booked' || row.status === 'canceled') throw conflict('Esta entrada já foi encerrada.');
    await updateWaitlistEntry(tx.db, id, { status: 'canceled', offer_expires_at: null, updated_at: tx.now() });
  });
  return dtoOf(ctx, companyId, id);
}
