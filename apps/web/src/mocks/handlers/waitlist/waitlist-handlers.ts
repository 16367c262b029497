// /user/:company/waitlist for dev:mock: the demo company's waitlist, filtered by day and status as the
// API does, a client added, an entry taken off the list (409 once booked or canceled); the booking
// page's client joins a full day (409 when already on it), maybe in a part of it (the default manhã,
// tarde, noite of the demo company, or from_time/to_time), as the API stores it.
import { http, HttpResponse } from 'msw';
import { DEFAULT_DAY_PARTS } from '@agenda/shared/company';
import { ZClientJoinWaitlist, ZJoinWaitlist, ZWaitlistFilter, type TWaitlistEntryDto } from '@agenda/shared/waitlist';
import { dayPartOf, dayPartWindow, type TWaitlistWindow } from '@agenda/shared/waitlist-window';
import { db, userFromAuth } from '../../db';
import { schdb } from '../scheduling/scheduling-db';
import { addDays, todayIn } from '@/lib/dates';

const DAY = 86_400_000;
const states = new WeakMap<object, TWaitlistEntryDto[]>();
// Days of the demo company's calendar (São Paulo), as the page filters them: in the evening there the
// UTC date is already tomorrow.
const isoDay = (offsetDays: number) => addDays(todayIn('America/Sao_Paulo'), offsetDays);

function entry(id: string, extra: Partial<TWaitlistEntryDto>): TWaitlistEntryDto {
  return {
    id,
    client_id: 'cl-1',
    client_name: 'Ana Souza',
    service_id: 'sv-1',
    service_title: 'Corte',
    calendar_id: null,
    calendar_title: null,
    from_date: isoDay(0),
    to_date: isoDay(2),
    from_time: null,
    to_time: null,
    day_part: null,
    status: 'waiting',
    source: 'app',
    note: null,
    offer_start_at: null,
    offer_expires_at: null,
    schedule_id: null,
    created_at: new Date(Date.now() - DAY).toISOString(),
    ...extra,
  };
}

/** The entry's window fields, named as the API names them (the demo company keeps the default parts). */
const windowFields = ({ from_time, to_time }: TWaitlistWindow) => ({
  from_time,
  to_time,
  day_part: dayPartOf({ from_time, to_time }, DEFAULT_DAY_PARTS),
});

function waitlistOf(): TWaitlistEntryDto[] {
  let rows = states.get(db);
  if (!rows) {
    rows = [
      entry('wl-1', {}),
      entry('wl-2', {
        client_id: 'cl-2',
        client_name: 'Bruno Lima',
        source: 'secretary',
        from_time: '17:00',
        note: 'Pedido pela secretária: prefere a partir das 17:00.',
      }),
      entry('wl-3', {
        client_id: 'cl-3',
        client_name: 'Carla Dias',
        status: 'offered',
        calendar_title: 'Profissional 1',
        offer_start_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        offer_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
    ];
    states.set(db, rows);
  }
  return rows;
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const authorized = (request: Request) => Boolean(userFromAuth(request.headers.get('authorization')));

/** The booking page's signed-in client (a client token of the mock). */
function signedClient(request: Request) {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const id = token ? schdb().clientTokens.get(token) : undefined;
  return id ? (schdb().clients.find((c) => c.id === id) ?? null) : null;
}

export const waitlistHandlers = [
  http.get('*/user/:company/waitlist', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZWaitlistFilter.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Filtro inválido.' }, { status: 422 });
    const f = parsed.data;
    const rows = waitlistOf().filter(
      (e) => (!f.status || e.status === f.status) && (!f.date || (e.from_date <= f.date && e.to_date >= f.date)),
    );
    return HttpResponse.json({ waitlist: rows });
  }),
  http.post('*/user/:company/waitlist', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZJoinWaitlist.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
    const v = parsed.data;
    const created = entry(`wl-${Date.now()}`, {
      client_id: v.client_id,
      client_name: 'Cliente',
      service_id: v.service_id,
      calendar_id: v.calendar_id,
      from_date: v.from_date,
      to_date: v.to_date,
      ...windowFields(v),
      note: v.note,
      created_at: new Date().toISOString(),
    });
    waitlistOf().push(created);
    return HttpResponse.json({ entry: created }, { status: 201 });
  }),
  http.post('*/user/:company/waitlist/:id/cancel', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const rows = waitlistOf();
    const found = rows.find((e) => e.id === params.id);
    if (!found) return HttpResponse.json({ message: 'Entrada da lista de espera não encontrada.' }, { status: 404 });
    if (found.status === 'booked' || found.status === 'canceled')
      return HttpResponse.json({ message: 'Esta entrada já foi encerrada.' }, { status: 409 });
    const next: TWaitlistEntryDto = { ...found, status: 'canceled', offer_expires_at: null };
    rows.splice(rows.indexOf(found), 1, next);
    return HttpResponse.json({ entry: next });
  }),
  http.get('*/client/:company/waitlist', ({ request }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    return HttpResponse.json({ waitlist: waitlistOf().filter((e) => e.client_id === client.id && e.status === 'waiting') });
  }),
  http.post('*/client/:company/waitlist', async ({ request }) => {
    const client = signedClient(request);
    if (!client) return unauthorized();
    const parsed = ZClientJoinWaitlist.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
    const v = parsed.data;
    const rows = waitlistOf();
    const same = (e: TWaitlistEntryDto) =>
      e.client_id === client.id && e.service_id === v.service_id && e.calendar_id === v.calendar_id && e.from_date === v.date;
    if (rows.some((e) => same(e) && e.status === 'waiting'))
      return HttpResponse.json({ message: 'Você já está na lista de espera deste dia.' }, { status: 409 });
    const created = entry(`wl-${Date.now()}`, {
      client_id: client.id,
      client_name: client.name,
      service_id: v.service_id,
      calendar_id: v.calendar_id,
      from_date: v.date,
      to_date: v.date,
      ...windowFields(v.day_part ? dayPartWindow(DEFAULT_DAY_PARTS, v.day_part) : v),
      note: v.note,
      source: 'public',
      created_at: new Date().toISOString(),
    });
    rows.push(created);
    return HttpResponse.json({ entry: created, toast: 'Você entrou na lista de espera.' }, { status: 201 });
  }),
];
