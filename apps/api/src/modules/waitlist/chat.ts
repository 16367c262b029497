// The secretary's waitlist (issue 11 item 7): a client who asked in a conversation for a day (maybe a
// part of it, maybe a professional) with no free time left is put on that day's list, once, after
// saying yes to the offer (secretary/guarded-waitlist.ts holds the yes). The same checks as the
// booking page: the company's service and professional, today or later, open that day, and nothing
// free that matches what was asked. The asked part of the day is stored as the entry's window
// (from_time/to_time: only a freed slot in it is offered) and said in words in its note for staff.
import { MAX_ACTIVE_WAITLIST_PER_CLIENT, type TWaitlistEntryDto } from '@agenda/shared/waitlist';
import { inWaitlistWindow, windowFromMinutes, type TWaitlistWindow } from '@agenda/shared/waitlist-window';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import { findAvailableSlots, isDayFull } from '../scheduling/service-availability.js';
import { addDays, fromLocal, localDateKey, localTime, parseDateKey } from '../scheduling/tz.js';
import { activeEntriesOfClient, lockClientWaitlist, serviceAndCalendarOf } from './repo.js';
import { joinWaitlist, waitlistDto } from './service.js';

/** What the client asked for: a local day, the service, the professional (null: any), a local minutes window. */
export interface TChatWaitlistAsk {
  serviceId: string;
  calendarId: string | null;
  date: string;
  window: { from: number; to: number } | null;
}

/** The note staff read on the entry: where it came from and the part of the day the client wanted. */
function chatWaitlistNote({ from_time: from, to_time: to }: TWaitlistWindow): string {
  if (from && to) return `Pedido pela secretária: prefere entre ${from} e ${to}.`;
  if (from) return `Pedido pela secretária: prefere a partir das ${from}.`;
  if (to) return `Pedido pela secretária: prefere até ${to}.`;
  return 'Pedido pela secretária: qualquer horário do dia.';
}

/** The client's entry (waiting or holding an offer) already covering this day, service and professional. */
export async function sameDayEntry(ctx: TAppContext, companyId: string, clientId: string, ask: TChatWaitlistAsk) {
  const active = await activeEntriesOfClient(ctx.db, companyId, clientId);
  const same = active.find(
    ({ row }) =>
      row.service_id === ask.serviceId &&
      (row.calendar_id ?? null) === ask.calendarId &&
      row.from_date <= ask.date &&
      row.to_date >= ask.date,
  );
  return { same: same ? waitlistDto(same) : null, active: active.length };
}

/**
 * Why the client cannot wait for this day (a refusal in Portuguese), or null: the service and
 * professional of the company, today or later, working hours that day, and no free time matching.
 */
export async function waitlistRefusal(ctx: TAppContext, companyId: string, ask: TChatWaitlistAsk): Promise<string | null> {
  const company = await findCompanyById(ctx, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  const { service, calendar } = await serviceAndCalendarOf(ctx.db, companyId, ask.serviceId, ask.calendarId);
  if (!service) return 'Serviço não encontrado.';
  if (ask.calendarId && !calendar) return 'Profissional não encontrado.';
  const tz = company.timezone;
  if (ask.date < localDateKey(tz, ctx.now().getTime())) return 'Esse dia já passou.';
  const day = await isDayFull(ctx, { companyId, serviceId: ask.serviceId, calendarId: ask.calendarId, date: ask.date });
  if (day.open === 0) return 'Não há atendimento nesse dia para esse serviço.';
  const key = parseDateKey(ask.date);
  const slots = await findAvailableSlots(ctx, {
    companyId,
    serviceId: ask.serviceId,
    calendarId: ask.calendarId ?? undefined,
    from: new Date(Math.max(fromLocal(tz, key, 0), ctx.now().getTime())),
    to: new Date(fromLocal(tz, addDays(key, 1), 0)),
    limit: 500,
  });
  const window = windowFromMinutes(ask.window);
  // The same window the entry will store, and the same test a freed slot passes (start in, end out).
  const free = slots.filter((s) => inWaitlistWindow(window, localTime(tz, s.start_at.getTime())));
  return free.length ? 'Ainda há horários livres nesse dia.' : null;
}

/**
 * Puts the client on the list for the day (source 'secretary'); an entry already covering it is
 * returned as it is (`already`), never a second one. Refusals are 4xx AppErrors in Portuguese.
 */
export async function joinWaitlistFromChat(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  ask: TChatWaitlistAsk,
): Promise<{ entry: TWaitlistEntryDto; already: boolean }> {
  const why = await waitlistRefusal(ctx, companyId, ask);
  if (why) throw new AppError(422, why);
  return ctx.db.transaction(async (db) => {
    const tx: TAppContext = { ...ctx, db: db as unknown as TAppContext['db'] };
    await lockClientWaitlist(tx.db, clientId);
    const { same, active } = await sameDayEntry(tx, companyId, clientId, ask);
    if (same) return { entry: same, already: true };
    if (active >= MAX_ACTIVE_WAITLIST_PER_CLIENT)
      throw conflict(`Você já está em ${MAX_ACTIVE_WAITLIST_PER_CLIENT} listas de espera. Aguarde um aviso ou saia de uma delas.`);
    const window = windowFromMinutes(ask.window);
    const entry = await joinWaitlist(
      tx,
      companyId,
      {
        client_id: clientId,
        service_id: ask.serviceId,
        calendar_id: ask.calendarId,
        from_date: ask.date,
        to_date: ask.date,
        ...window,
        note: chatWaitlistNote(window),
      },
      'secretary',
    );
    return { entry, already: false };
  });
}
