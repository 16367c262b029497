import { http, HttpResponse } from 'msw';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TBlockedPeriodDto } from '@agenda/shared/schemas/scheduling-dto';
import { db } from '../../db';
import { addSchedule, authorized, formattedPrice, nextUuid, schdb } from './scheduling-db';
import { isFree, slotsOfDay } from './scheduling-slots';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const conflict = () => HttpResponse.json({ message: SCHEDULE_CONFLICT_MESSAGE }, { status: 409 });
const ENTITIES = ['schedule', 'service', 'calendar', 'blocked_period', 'company_workdays'];
type TBody = { entity: string; id?: string | null; data: Record<string, unknown> };

function upsertSchedule(id: string | null | undefined, d: Record<string, unknown>) {
  const s = schdb();
  if (id) {
    const found = s.schedules.find((x) => x.id === id);
    if (!found) return HttpResponse.json({ message: 'Agendamento não encontrado.' }, { status: 404 });
    Object.assign(found, { company_observation: d.company_observation ?? found.company_observation, updated_at: new Date().toISOString() });
    return HttpResponse.json({ data: found });
  }
  let clientId = d.client_id as string | undefined;
  if (!clientId) {
    const c = d.client as { name: string; phone: string };
    const existing = s.clients.find((x) => x.phone === c.phone);
    clientId = existing?.id ?? nextUuid();
    if (!existing) s.clients.push({ id: clientId, name: c.name, phone: c.phone });
  }
  const svc = s.services.find((x) => x.id === d.service_id)!;
  const start = Date.parse(String(d.start_at));
  const end = start + svc.duration_in_minutes * 60_000;
  const calendarId =
    (d.calendar_id as string | null) ?? s.calendars.find((c) => svc.calendar_ids.includes(c.id) && isFree(s, c.id, start, end))?.id;
  if (!calendarId || !isFree(s, calendarId, start, end)) return conflict();
  const created = addSchedule(s, { clientId, serviceId: svc.id, calendarId, start: String(d.start_at) });
  created.company_observation = (d.company_observation as string | null) ?? null;
  return HttpResponse.json({ data: { ...created, occurrences: [{ id: created.id, start_at: created.start_at, end_at: created.end_at }] } });
}

/** The scheduling entities of the generic write calls and the staff's schedule calls. */
export const schedulingRestHandlers = [
  http.post('*/user/:company/service/:id/upload_image', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const service = schdb().services.find((x) => x.id === params.id);
    if (!service) return HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 });
    // The body is not parsed (jsdom's FormData does not round-trip through msw): a multipart body is enough.
    if (!request.headers.get('content-type')?.includes('multipart/form-data'))
      return HttpResponse.json({ message: 'Envie a imagem como multipart/form-data.' }, { status: 400 });
    // The path shape of the API (uploads are not served by the mocks).
    const url = `/uploads/c-demo/service-${nextUuid().slice(-16)}.jpg`;
    Object.assign(service, { image_url: url, updated_at: new Date().toISOString() });
    return HttpResponse.json({ url, service });
  }),
  http.post('*/user/:company/general/update_or_create', async ({ request }) => {
    const body = (await request.clone().json()) as TBody;
    if (!ENTITIES.includes(body.entity)) return undefined;
    if (!authorized(request)) return unauthorized();
    const s = schdb();
    const now = new Date().toISOString();
    if (body.entity === 'schedule') return upsertSchedule(body.id, body.data);
    if (body.entity === 'service') {
      const existing = body.id ? s.services.find((x) => x.id === body.id) : undefined;
      const next = {
        ...(existing ?? {
          id: nextUuid(),
          company_id: 'c-demo',
          slug: String(body.data.title ?? 'servico')
            .toLowerCase()
            .replace(/\W+/g, '-'),
          created_at: now,
          calendar_ids: [],
        }),
        ...body.data,
        updated_at: now,
      } as (typeof s.services)[number];
      next.formatted_price = formattedPrice(next);
      s.services = existing ? s.services.map((x) => (x.id === next.id ? next : x)) : [...s.services, next];
      const company = db.companies.find((c) => c.id === 'c-demo');
      if (company) company.onboarding = { ...company.onboarding, add_services: true };
      return HttpResponse.json({ data: next });
    }
    if (body.entity === 'calendar') {
      const existing = body.id ? s.calendars.find((x) => x.id === body.id) : undefined;
      const next = {
        ...(existing ?? { ...s.calendars[0]!, id: nextUuid(), service_ids: [], photo_url: null, created_at: now }),
        ...body.data,
        updated_at: now,
      } as (typeof s.calendars)[number];
      s.calendars = existing ? s.calendars.map((x) => (x.id === next.id ? next : x)) : [...s.calendars, next];
      return HttpResponse.json({ data: next });
    }
    if (body.entity === 'company_workdays') {
      const company = db.companies.find((c) => c.id === 'c-demo');
      if (company) Object.assign(company, { workdays: body.data.workdays, onboarding: { ...company.onboarding, set_workdays: true } });
      return HttpResponse.json({ data: { workdays: body.data.workdays, onboarding: company?.onboarding } });
    }
    const d = body.data as unknown as TBlockedPeriodDto;
    const ids = d.calendar_id ? [d.calendar_id] : s.calendars.map((c) => c.id);
    const group = nextUuid();
    const rows = ids.map((calendar_id) => ({
      ...d,
      id: nextUuid(),
      company_id: 'c-demo',
      calendar_id,
      group_id: group,
      is_cancel_schedules: false,
      created_at: now,
      updated_at: now,
    }));
    s.blocked.push(...rows);
    return HttpResponse.json({ data: rows });
  }),
  http.delete('*/user/:company/general/delete', async ({ request }) => {
    const body = (await request.clone().json()) as TBody;
    if (!ENTITIES.includes(body.entity)) return undefined;
    if (!authorized(request)) return unauthorized();
    const s = schdb();
    if (body.entity === 'service') s.services = s.services.filter((x) => x.id !== body.id);
    if (body.entity === 'calendar') s.calendars = s.calendars.filter((x) => x.id !== body.id);
    if (body.entity === 'blocked_period') {
      const row = s.blocked.find((b) => b.id === body.id);
      s.blocked = s.blocked.filter((b) => (body.data?.scope === 'group' ? b.group_id !== row?.group_id : b.id !== body.id));
    }
    return HttpResponse.json({ message: 'Removido com sucesso.' });
  }),
  http.get('*/user/:company/schedule/available_slots', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    const date = new Date(Date.parse(q.get('from')!) + 12 * 3_600_000).toISOString().slice(0, 10);
    const slots = slotsOfDay(schdb(), q.get('service_id')!, q.get('calendar_id'), date, q.get('exclude_schedule_id')).flatMap((x) =>
      x.calendar_ids.map((calendar_id) => ({ ...x, calendar_id, calendar_ids: [calendar_id] })),
    );
    return HttpResponse.json({ timezone: 'America/Sao_Paulo', slots });
  }),
  http.post('*/user/:company/schedule/:id/:action', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const s = schdb();
    const found = s.schedules.find((x) => x.id === params.id);
    if (!found) return HttpResponse.json({ message: 'Agendamento não encontrado.' }, { status: 404 });
    const body = (await request.json()) as {
      status?: string;
      reason?: string | null;
      start_at?: string;
      calendar_id?: string;
      duration_in_minutes?: number;
    };
    const now = new Date().toISOString();
    if (params.action === 'reschedule') {
      const start = Date.parse(body.start_at!);
      const duration = body.duration_in_minutes ?? found.duration_in_minutes;
      const end = start + duration * 60_000;
      const calendarId = body.calendar_id ?? found.calendar_id;
      if (!isFree(s, calendarId, start, end, found.id)) return conflict();
      Object.assign(found, {
        start_at: new Date(start).toISOString(),
        schedule_at: new Date(start).toISOString(),
        end_at: new Date(end).toISOString(),
        duration_in_minutes: duration,
        calendar_id: calendarId,
        updated_at: now,
      });
    } else if (params.action === 'cancel')
      Object.assign(found, { status: 'canceled', canceled_reason: body.reason ?? null, canceled_at: now, updated_at: now });
    else Object.assign(found, { status: body.status, updated_at: now });
    return HttpResponse.json({ schedule: found });
  }),
  http.get('*/user/:company/blocked_period/conflicts', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    const start = Date.parse(q.get('start_at')!);
    const end = Date.parse(q.get('end_at')!);
    const calendarId = q.get('calendar_id');
    const schedules = schdb().schedules.filter(
      (x) =>
        x.status !== 'canceled' &&
        (!calendarId || x.calendar_id === calendarId) &&
        Date.parse(x.start_at) < end &&
        Date.parse(x.end_at) > start,
    );
    return HttpResponse.json({ schedules });
  }),
  http.post('*/user/:company/schedule/cancel_schedules_batch', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const s = schdb();
    const body = (await request.json()) as { blocked_period: TBlockedPeriodDto; schedules_ids_to_cancel: string[] };
    for (const x of s.schedules)
      if (body.schedules_ids_to_cancel.includes(x.id))
        Object.assign(x, { status: 'canceled', canceled_reason: body.blocked_period.message_to_canceled_schedules });
    const now = new Date().toISOString();
    const ids = body.blocked_period.calendar_id ? [body.blocked_period.calendar_id] : s.calendars.map((c) => c.id);
    const group = nextUuid();
    const rows = ids.map((calendar_id) => ({
      ...body.blocked_period,
      id: nextUuid(),
      company_id: 'c-demo',
      calendar_id,
      group_id: group,
      is_cancel_schedules: true,
      created_at: now,
      updated_at: now,
    }));
    s.blocked.push(...rows);
    return HttpResponse.json({ blocked_periods: rows, toast: 'Período bloqueado.' });
  }),
  http.post('*/user/:company/notification/read', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { ids?: string[]; all?: boolean };
    let updated = 0;
    for (const n of schdb().notifications) {
      if (!n.read_at && (body.all || body.ids?.includes(n.id))) {
        n.read_at = new Date().toISOString();
        updated++;
      }
    }
    return HttpResponse.json({ updated });
  }),
];
