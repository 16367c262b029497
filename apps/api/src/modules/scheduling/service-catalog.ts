// Calendars, services and working hours: the agenda's settings.
import { defaultWorkdays } from '@agenda/shared/company';
import type { TCalendarBody, TCompanyWorkdaysBody, TServiceBody } from '@agenda/shared/schemas/scheduling';
import type { TCalendarDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TAppContext } from '../../lib/context.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { TCompanyAccess } from '../companies/access.js';
import { listCompanyMembers, setCalendarMembers } from '../companies/repo-members.js';
import { completeOnboardingStep, findCompanyById, updateCompany } from '../companies/service.js';
import { calendarDto, serviceDto } from './dto.js';
import { emitAgendaUpdate } from './effects.js';
import * as repo from './repo-catalog.js';
import { hasUpcomingSchedules } from './repo-schedules.js';
import { companySettings } from './support.js';

/** A referenced id that is not of this company: 404, like any other id that is not yours. */
const missing = (path: string, message: string) => new AppError(404, message, { errors: [{ path, message }] });

export async function listCalendars(
  ctx: TAppContext,
  companyId: string,
  opts: { scope?: string[] | null; activeOnly?: boolean } = {},
): Promise<TCalendarDto[]> {
  const rows = await repo.listCalendarRows(ctx.db, companyId, { ids: opts.scope ?? undefined, activeOnly: opts.activeOnly });
  const [links, members] = await Promise.all([
    repo.serviceCalendarLinks(ctx.db, { calendarIds: rows.map((r) => r.id) }),
    listCompanyMembers(ctx, companyId),
  ]);
  return rows.map((c) =>
    calendarDto(c, {
      service_ids: links.filter((l) => l.calendar_id === c.id).map((l) => l.service_id),
      user_ids: members.filter((m) => m.calendar_ids.includes(c.id)).map((m) => m.user_id),
    }),
  );
}

async function checkServiceIds(ctx: TAppContext, companyId: string, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await repo.listServiceRows(ctx.db, companyId, { ids: [...new Set(ids)] });
  if (found.length !== new Set(ids).size) throw missing('service_ids', 'Serviço não encontrado nesta empresa.');
}

async function checkUserIds(ctx: TAppContext, companyId: string, ids: string[] | undefined) {
  if (!ids?.length) return;
  const members = new Set((await listCompanyMembers(ctx, companyId)).map((m) => m.user_id));
  if (!ids.every((id) => members.has(id))) throw missing('user_ids', 'Usuário não encontrado nesta empresa.');
}

export async function upsertCalendar(
  ctx: TAppContext,
  access: TCompanyAccess,
  id: string | null,
  body: TCalendarBody,
): Promise<TCalendarDto> {
  const { companyId } = access;
  await checkServiceIds(ctx, companyId, body.service_ids);
  await checkUserIds(ctx, companyId, body.user_ids);
  const { service_ids, user_ids, ...fields } = body;
  const now = ctx.now();
  // Read before the transaction: on PGlite a query outside it would wait for it to finish.
  const company = id ? null : await companySettings(ctx, companyId);
  const calendarId = await ctx.db.transaction(async (tx) => {
    let row: repo.TCalendarRow | undefined;
    if (id) {
      row = await repo.updateCalendarRow(tx as never, companyId, id, { ...fields, updated_at: now });
      if (!row) throw notFound('Agenda não encontrada.');
    } else {
      const workdays =
        fields.workdays ??
        company?.workdays ??
        defaultWorkdays().map(({ dow, is_available, work_hours }) => ({ dow, is_available, work_hours }));
      row = await repo.insertCalendar(tx as never, { ...fields, company_id: companyId, workdays });
    }
    if (service_ids) await repo.replaceCalendarServices(tx as never, row.id, [...new Set(service_ids)]);
    if (user_ids) await setCalendarMembers(tx as never, companyId, row.id, [...new Set(user_ids)]);
    return row.id;
  });
  await completeOnboardingStep(ctx, companyId, 'add_professionals');
  emitAgendaUpdate(ctx, companyId, 'calendar_update', { calendar_id: calendarId });
  const [dto] = await listCalendars(ctx, companyId, { scope: [calendarId] });
  return dto!;
}

/** A calendar with upcoming schedules cannot go; otherwise it is archived (its history stays). */
export async function removeCalendar(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  const row = await repo.findCalendarRow(ctx.db, access.companyId, id);
  if (!row) throw notFound('Agenda não encontrada.');
  if (await hasUpcomingSchedules(ctx.db, { calendarId: id }, ctx.now())) {
    throw conflict('Esta agenda tem agendamentos futuros. Cancele-os ou remarque-os antes de excluir.');
  }
  await repo.updateCalendarRow(ctx.db, access.companyId, id, { deleted_at: ctx.now(), is_active: false });
  emitAgendaUpdate(ctx, access.companyId, 'calendar_update', { calendar_id: id, removed: true });
}

/** Rows only (no DTO, no company read): the secretary reads the catalogue on every turn. */
export function listActiveServiceRows(ctx: TAppContext, companyId: string) {
  return repo.listServiceRows(ctx.db, companyId, { activeOnly: true });
}

/** Active calendar rows with the services each performs, without the members (the secretary's turn). */
export async function listActiveCalendarsWithServices(ctx: TAppContext, companyId: string) {
  const rows = await repo.listCalendarRows(ctx.db, companyId, { activeOnly: true });
  const links = await repo.serviceCalendarLinks(ctx.db, { calendarIds: rows.map((r) => r.id) });
  return rows.map((c) => ({ ...c, service_ids: links.filter((l) => l.calendar_id === c.id).map((l) => l.service_id) }));
}

export async function listServices(
  ctx: TAppContext,
  companyId: string,
  opts: { activeOnly?: boolean; ids?: string[] } = {},
): Promise<TServiceDto[]> {
  const company = await companySettings(ctx, companyId);
  const rows = await repo.listServiceRows(ctx.db, companyId, opts);
  const links = await repo.serviceCalendarLinks(ctx.db, { serviceIds: rows.map((r) => r.id) });
  return rows.map((s) =>
    serviceDto(
      s,
      links.filter((l) => l.service_id === s.id).map((l) => l.calendar_id),
      company.currency,
    ),
  );
}

function slugOf(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'servico';
}

export async function upsertService(ctx: TAppContext, access: TCompanyAccess, id: string | null, body: TServiceBody): Promise<TServiceDto> {
  const { companyId } = access;
  const { calendar_ids, ...fields } = body;
  if (calendar_ids?.length) {
    const found = await repo.listCalendarRows(ctx.db, companyId, { ids: [...new Set(calendar_ids)] });
    if (found.length !== new Set(calendar_ids).size) throw missing('calendar_ids', 'Agenda não encontrada nesta empresa.');
  }
  const prices =
    fields.price_type === 'uninformed' ? { price: null, price_max: null } : fields.price_type === 'fixed' ? { price_max: null } : {};
  const now = ctx.now();
  let serviceId: string;
  try {
    serviceId = await ctx.db.transaction(async (tx) => {
      let row: repo.TServiceRow | undefined;
      if (id) {
        row = await repo.updateServiceRow(tx as never, companyId, id, { ...fields, ...prices, updated_at: now });
        if (!row) throw notFound('Serviço não encontrado.');
      } else {
        const base = fields.slug ?? slugOf(fields.title);
        const taken = await repo.takenServiceSlugs(tx as never, companyId, base);
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        row = await repo.insertService(tx as never, { ...fields, ...prices, slug, company_id: companyId });
      }
      const calendars =
        calendar_ids ?? (id ? undefined : (await repo.listCalendarRows(tx as never, companyId, { activeOnly: true })).map((c) => c.id));
      if (calendars) await repo.replaceServiceCalendars(tx as never, row.id, [...new Set(calendars)]);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Este endereço já está em uso por outro serviço.');
    throw error;
  }
  if (!id) await completeOnboardingStep(ctx, companyId, 'add_services');
  emitAgendaUpdate(ctx, companyId, 'service_update', { service_id: serviceId });
  const [dto] = await listServices(ctx, companyId, { ids: [serviceId] });
  return dto!;
}

/** The service must exist before its image is stored (no orphan files for a wrong id). */
export async function requireService(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  if (!(await repo.findServiceRow(ctx.db, access.companyId, id))) throw notFound('Serviço não encontrado.');
}

/** Sets the image the upload call stored (/uploads/…) on the service. */
export async function setServiceImage(ctx: TAppContext, access: TCompanyAccess, id: string, url: string): Promise<TServiceDto> {
  const row = await repo.updateServiceRow(ctx.db, access.companyId, id, { image_url: url, updated_at: ctx.now() });
  if (!row) throw notFound('Serviço não encontrado.');
  emitAgendaUpdate(ctx, access.companyId, 'service_update', { service_id: id });
  const [dto] = await listServices(ctx, access.companyId, { ids: [id] });
  return dto!;
}

/** Archived, not erased: past and upcoming schedules keep pointing at it; its slug is freed. */
export async function removeService(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  const row = await repo.findServiceRow(ctx.db, access.companyId, id);
  if (!row) throw notFound('Serviço não encontrado.');
  await repo.updateServiceRow(ctx.db, access.companyId, id, {
    deleted_at: ctx.now(),
    is_active: false,
    slug: `${row.slug}--${row.id.slice(0, 8)}`,
  });
  emitAgendaUpdate(ctx, access.companyId, 'service_update', { service_id: id, removed: true });
}

/** The company's opening hours; optionally copied to every calendar. Completes the set_workdays step. */
export async function saveCompanyWorkdays(ctx: TAppContext, access: TCompanyAccess, body: TCompanyWorkdaysBody) {
  const company = await findCompanyById(ctx, access.companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  const updated = await updateCompany(ctx, access.companyId, {
    workdays: body.workdays,
    onboarding: { ...company.onboarding, set_workdays: true },
  });
  if (body.apply_to_calendars) {
    for (const c of await repo.listCalendarRows(ctx.db, access.companyId)) {
      await repo.updateCalendarRow(ctx.db, access.companyId, c.id, { workdays: body.workdays, updated_at: ctx.now() });
    }
    emitAgendaUpdate(ctx, access.companyId, 'calendar_update', { all: true });
  }
  ctx.hub.emit(`company_update:${access.companyId}`, { events: [{ name: 'company_update', data: { company_id: access.companyId } }] });
  return { workdays: updated.workdays, onboarding: updated.onboarding };
}
