// The booking page's waitlist (issue 11 item 7): a signed-in client on a full day asks to be offered a
// time of that day (service, and the professional chosen or any). Only a full day (working hours, no
// free time) from today on; no second entry for the same day, service and professional; at most
// MAX_ACTIVE_WAITLIST_PER_CLIENT entries waiting at once. The route adds per-IP and per-client limits.
// The client may want a part of the day: the company's manhã/tarde/noite (day_part, its day_parts as
// the secretary reads them) or from_time/to_time; stored as the entry's window, only a slot in it is offered.
import {
  MAX_ACTIVE_WAITLIST_PER_CLIENT,
  ZClientJoinWaitlist,
  type TClientJoinWaitlist,
  type TWaitlistEntryDto,
} from '@agenda/shared/waitlist';
import { dayPartWindow } from '@agenda/shared/waitlist-window';
import { effectiveDayParts } from '@agenda/shared/schemas/secretary-settings';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import { isDayFull } from '../scheduling/service-availability.js';
import { localDateKey } from '../scheduling/tz.js';
import { activeEntriesOfClient, lockClientWaitlist, serviceAndCalendarOf } from './repo.js';
import { sameDayEntry } from './chat.js';
import { joinWaitlist, waitlistDto } from './service.js';

export async function clientWaitlist(ctx: TAppContext, companyId: string, clientId: string): Promise<TWaitlistEntryDto[]> {
  return (await activeEntriesOfClient(ctx.db, companyId, clientId)).map(waitlistDto);
}

export async function joinWaitlistFromPage(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  input: TClientJoinWaitlist,
): Promise<TWaitlistEntryDto> {
  const v = ZClientJoinWaitlist.parse(input);
  const company = await findCompanyById(ctx, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  const { service, calendar } = await serviceAndCalendarOf(ctx.db, companyId, v.service_id, v.calendar_id);
  if (!service) throw notFound('Serviço não encontrado.');
  if (v.calendar_id && !calendar) throw notFound('Profissional não encontrado.');
  if (v.date < localDateKey(company.timezone, ctx.now().getTime())) throw new AppError(422, 'Escolha um dia a partir de hoje.');
  const day = await isDayFull(ctx, { companyId, serviceId: v.service_id, calendarId: v.calendar_id, date: v.date });
  if (day.free > 0) throw conflict('Ainda há horários livres neste dia. Escolha um deles.');
  if (day.open === 0) throw new AppError(422, 'Não há atendimento neste dia para este serviço.');
  return ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    await lockClientWaitlist(tx.db, clientId);
    const { same, active } = await sameDayEntry(tx, companyId, clientId, {
      serviceId: v.service_id,
      calendarId: v.calendar_id,
      date: v.date,
      window: null,
    });
    if (same) throw conflict('Você já está na lista de espera deste dia.');
    if (active >= MAX_ACTIVE_WAITLIST_PER_CLIENT)
      throw conflict(`Você já está em ${MAX_ACTIVE_WAITLIST_PER_CLIENT} listas de espera. Aguarde um aviso ou saia de uma delas.`);
    const window = v.day_part ? dayPartWindow(effectiveDayParts(company.day_parts), v.day_part) : v;
    return joinWaitlist(
      tx,
      companyId,
      {
        client_id: clientId,
        service_id: v.service_id,
        calendar_id: v.calendar_id,
        from_date: v.date,
        to_date: v.date,
        from_time: window.from_time,
        to_time: window.to_time,
        note: v.note,
      },
      'public',
    );
  });
}
