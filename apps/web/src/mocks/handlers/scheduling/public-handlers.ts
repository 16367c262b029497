import { http, HttpResponse } from 'msw';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { todayIn } from '@/lib/dates';
import { db } from '../../db';
import { addSchedule, nextUuid, schdb, TZ } from './scheduling-db';
import { isFree, slotsOfDay } from './scheduling-slots';

const notFound = () => HttpResponse.json({ message: 'Empresa não encontrada.' }, { status: 404 });
const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });

function company(param: unknown) {
  return db.companies.find((c) => (c.slug === param || c.id === param) && c.is_active !== false) ?? null;
}

function signedClient(request: Request) {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const id = token ? schdb().clientTokens.get(token) : undefined;
  return id ? (schdb().clients.find((c) => c.id === id) ?? null) : null;
}

/** Like the API, one code serves the client sign-in and sign-up: the page sends it before knowing which. */
function clientCodeOk(phone: string, code: string | null) {
  const entry = db.codes.get(phone);
  return Boolean(entry && entry.code === code && (entry.action === 'client_sign_in' || entry.action === 'client_sign_up'));
}

function session(client: { id: string; name: string; phone: string }) {
  const token = `client-token-${client.id}-${Date.now()}`;
  schdb().clientTokens.set(token, client.id);
  return { token, client: { ...client, company_id: 'c-demo' } };
}

/** The public company page and the signed-in client's calls. */
export const schedulingPublicHandlers = [
  http.get('*/client/:company/public/company', ({ params }) => {
    const c = company(params.company);
    if (!c) return notFound();
    const s = schdb();
    const body: TPublicCompanyDto = {
      company: {
        id: String(c.id),
        slug: c.slug,
        name: c.name,
        field: c.field ?? 'outro',
        description: c.description ?? null,
        avatar_url: c.avatar_url ?? null,
        cover_url: c.cover_url ?? null,
        phone: c.phone ?? null,
        website: c.website ?? null,
        instagram: c.instagram ?? null,
        google: c.google ?? null,
        timezone: TZ,
        currency: 'BRL',
        cancelation_observations: 'Cancelamentos com menos de 2 horas de antecedência podem ser cobrados.',
        workdays: s.calendars[0]!.workdays,
        address: typeof c.address === 'string' ? c.address : null,
        photos: s.photos,
      },
      services: s.services
        .filter((x) => x.is_active)
        .map(({ company_id: _c, created_at: _a, updated_at: _u, is_active: _i, synonyms: _s, ...x }) => x),
      calendars: s.calendars.map((x) => ({
        id: x.id,
        title: x.title,
        description: x.description,
        color: x.color,
        photo_url: x.photo_url,
        service_ids: x.service_ids,
      })),
    };
    return HttpResponse.json(body);
  }),
  http.get('*/client/:company/public/available_days', ({ request, params }) => {
    if (!company(params.company)) return notFound();
    const q = new URL(request.url).searchParams;
    const month = q.get('month')!;
    const today = todayIn(TZ);
    const days = [];
    for (let d = 1; d <= 31; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`;
      if (new Date(`${date}T12:00:00Z`).toISOString().slice(0, 7) !== month) break;
      const free = date < today ? 0 : slotsOfDay(schdb(), q.get('service_id')!, q.get('calendar_id'), date).length;
      // Full: the working hours offer times, all taken (the page then offers the waitlist).
      const open =
        date < today ? 0 : slotsOfDay({ ...schdb(), schedules: [], blocked: [] }, q.get('service_id')!, q.get('calendar_id'), date).length;
      days.push({ date, slots_count: free, is_full: free === 0 && open > 0 });
    }
    return HttpResponse.json({ month, timezone: TZ, days });
  }),
  http.get('*/client/:company/public/available_slots', ({ request, params }) => {
    if (!company(params.company)) return notFound();
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({
      date: q.get('date'),
      timezone: TZ,
      slots: slotsOfDay(schdb(), q.get('service_id')!, q.get('calendar_id'), q.get('date')!),
    });
  }),
  http.post('*/client/:company/auth/sign_in', async ({ request }) => {
    const { phone } = (await request.json()) as { phone: string };
    if (!clientCodeOk(phone, request.headers.get('two-factor-code')))
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    const client = schdb().clients.find((c) => c.phone === phone);
    // The code stays usable: the sign-up with the name follows.
    if (!client)
      return HttpResponse.json({ message: 'Não encontramos seu cadastro. Informe seu nome para se cadastrar.' }, { status: 404 });
    db.codes.delete(phone);
    return HttpResponse.json(session(client));
  }),
  http.post('*/client/:company/auth/sign_up', async ({ request }) => {
    const body = (await request.json()) as { name: string; phone: string };
    if (!clientCodeOk(body.phone, request.headers.get('two-factor-code')))
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    db.codes.delete(body.phone);
    const known = schdb().clients.find((c) => c.phone === body.phone);
    if (known) return HttpResponse.json(session(known));
    const client = { id: nextUuid(), name: body.name, phone: body.phone };
    schdb().clients.push(client);
    return HttpResponse.json(session(client));
  }),
  http.get('*/client/:company/auth/get', ({ request }) => {
    const client = signedClient(request);
    return client ? HttpResponse.json({ client: { ...client, company_id: 'c-demo' }, token: 'same' }) : unauthorized();
  }),
  http.post('*/client/:company/schedule/book', async ({ request }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    const body = (await request.json()) as {
      service_id: string;
      calendar_id: string | null;
      start_at: string;
      observation?: string | null;
    };
    const s = schdb();
    const svc = s.services.find((x) => x.id === body.service_id)!;
    const start = Date.parse(body.start_at);
    const end = start + svc.duration_in_minutes * 60_000;
    const calendarId = body.calendar_id ?? s.calendars.find((c) => svc.calendar_ids.includes(c.id) && isFree(s, c.id, start, end))?.id;
    if (!calendarId || !isFree(s, calendarId, start, end))
      return HttpResponse.json({ message: SCHEDULE_CONFLICT_MESSAGE }, { status: 409 });
    const schedule = addSchedule(s, {
      clientId: client.id,
      serviceId: svc.id,
      calendarId,
      start: body.start_at,
      interface: 'PLATFORM_CLIENT',
      observation: body.observation,
    });
    return HttpResponse.json({ schedule, ics_url: `/general/ics/${schedule.id}.mock.ics`, toast: 'Agendamento realizado com sucesso!' });
  }),
  http.post('*/client/:company/schedule/:id/cancel', ({ request, params }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    const found = schdb().schedules.find((x) => x.id === params.id && x.client_id === client.id);
    if (!found) return HttpResponse.json({ message: 'Agendamento não encontrado.' }, { status: 404 });
    Object.assign(found, { status: 'canceled', canceled_at: new Date().toISOString() });
    return HttpResponse.json({ schedule: found, toast: 'Agendamento cancelado.' });
  }),
  // Issue 16: the client moves their own appointment to a free time (409 when it was taken meanwhile).
  http.post('*/client/:company/schedule/:id/reschedule', async ({ request, params }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    const s = schdb();
    const found = s.schedules.find((x) => x.id === params.id && x.client_id === client.id && x.status !== 'canceled');
    if (!found) return HttpResponse.json({ message: 'Agendamento não encontrado.' }, { status: 404 });
    const body = (await request.json()) as { start_at: string; calendar_id?: string | null };
    const start = Date.parse(body.start_at);
    const end = start + (Date.parse(found.end_at) - Date.parse(found.start_at));
    const calendarId = body.calendar_id ?? found.calendar_id;
    if (!isFree(s, calendarId, start, end, found.id)) return HttpResponse.json({ message: SCHEDULE_CONFLICT_MESSAGE }, { status: 409 });
    Object.assign(found, { start_at: new Date(start).toISOString(), end_at: new Date(end).toISOString(), calendar_id: calendarId });
    return HttpResponse.json({ schedule: found, toast: 'Agendamento remarcado.' });
  }),
  http.get('*/client/:company/schedule/:when', ({ request, params }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    const now = new Date().toISOString();
    const mine = schdb().schedules.filter((x) => x.client_id === client.id);
    const schedules =
      params.when === 'upcoming'
        ? mine.filter((x) => x.status !== 'canceled' && x.end_at > now).sort((a, b) => a.start_at.localeCompare(b.start_at))
        : mine.filter((x) => x.status === 'canceled' || x.end_at <= now).sort((a, b) => b.start_at.localeCompare(a.start_at));
    return HttpResponse.json({ schedules });
  }),
];
