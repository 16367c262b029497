// /user/:company/scheduled-messages for dev:mock: a few reminders of the demo company, listed with the
// API's filters, created by hand (through a channel the client has), edited and canceled as the API does
// (409 once sent or canceled).
import { http, HttpResponse } from 'msw';
import {
  renderMessageVariables,
  ZCreateScheduledMessage,
  ZScheduledMessageFilter,
  ZUpdateScheduledMessage,
  type TScheduledMessageDto,
} from '@agenda/shared/scheduled-message';
import { db, userFromAuth } from '../../db';
import { cdb } from '../clients-db';

const HOUR = 3_600_000;
const states = new WeakMap<object, TScheduledMessageDto[]>();

function message(id: string, offsetHours: number, extra: Partial<TScheduledMessageDto>): TScheduledMessageDto {
  const at = new Date(Date.now() + offsetHours * HOUR).toISOString();
  return {
    id,
    company_id: 'c-demo',
    client_id: 'cl-1',
    client_name: 'Ana Souza',
    schedule_id: 's-1',
    type: 'schedule_reminder',
    source: 'schedule',
    channel: 'whatsapp',
    content:
      'Olá, Ana! Passando para lembrar do seu horário de *Corte* amanhã às 10:00 na Barbearia Demo. Responda *confirmo* para confirmar.',
    due_at: at,
    status: 'pending',
    attempts: 0,
    last_error: null,
    delivery_status: null,
    sent_at: null,
    canceled_at: null,
    created_at: new Date(Date.now() - 24 * HOUR).toISOString(),
    ...extra,
  };
}

/** The mock rows of the current mock database (resetDb() starts a new set). */
export function scheduledMessagesOf(): TScheduledMessageDto[] {
  let rows = states.get(db);
  if (!rows) {
    rows = [
      message('sm-1', 5, {}),
      message('sm-2', 26, {
        client_id: 'cl-2',
        client_name: 'Bruno Lima',
        schedule_id: 's-2',
        content: 'Olá, Bruno! Lembrete do seu *Corte e barba* amanhã às 15:00.',
      }),
      message('sm-3', -20, {
        client_id: 'cl-3',
        client_name: 'Carla Dias',
        status: 'sent',
        attempts: 1,
        delivery_status: 'read',
        sent_at: new Date(Date.now() - 20 * HOUR).toISOString(),
      }),
      message('sm-4', -30, {
        client_id: 'cl-4',
        client_name: 'Diego Rocha',
        schedule_id: null,
        type: 'manual',
        source: 'manual',
        status: 'canceled',
        canceled_at: new Date(Date.now() - 31 * HOUR).toISOString(),
        content: 'Oi, Diego! Abriu um horário amanhã às 9h, quer?',
      }),
    ];
    states.set(db, rows);
  }
  return rows;
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const authorized = (request: Request) => Boolean(userFromAuth(request.headers.get('authorization')));

function changePending(id: string, patch: (m: TScheduledMessageDto) => TScheduledMessageDto) {
  const rows = scheduledMessagesOf();
  const found = rows.find((m) => m.id === id);
  if (!found) return HttpResponse.json({ message: 'Mensagem agendada não encontrada.' }, { status: 404 });
  if (found.status !== 'pending')
    return HttpResponse.json({ message: 'Só dá para alterar uma mensagem que ainda não foi enviada.' }, { status: 409 });
  const next = patch(found);
  rows.splice(rows.indexOf(found), 1, next);
  return HttpResponse.json({ scheduled_message: next });
}

export const scheduledMessagesHandlers = [
  http.get('*/user/:company/scheduled-messages', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZScheduledMessageFilter.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Filtro inválido.' }, { status: 422 });
    const f = parsed.data;
    const rows = scheduledMessagesOf().filter(
      (m) => (!f.status || m.status === f.status) && (!f.type || m.type === f.type) && (!f.client_id || m.client_id === f.client_id),
    );
    return HttpResponse.json({ scheduled_messages: [...rows].sort((a, b) => b.due_at.localeCompare(a.due_at)) });
  }),
  http.patch('*/user/:company/scheduled-messages/:id', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZUpdateScheduledMessage.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
    return changePending(String(params.id), (m) => ({ ...m, content: parsed.data.content }));
  }),
  http.post('*/user/:company/scheduled-messages/:id/cancel', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    return changePending(String(params.id), (m) => ({ ...m, status: 'canceled', canceled_at: new Date().toISOString() }));
  }),
  http.get('*/user/:company/clients/:client/message-channels', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ channels: ['whatsapp'] });
  }),
  http.post('*/user/:company/scheduled-messages', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const parsed = ZCreateScheduledMessage.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
    const body = parsed.data;
    if (Date.parse(body.due_at) < Date.now() - 5 * 60_000)
      return HttpResponse.json({ message: 'Escolha uma data e hora no futuro.' }, { status: 422 });
    if (body.channel === 'instagram')
      return HttpResponse.json({ message: 'Este cliente não tem conversa pelo Instagram. Escolha outro canal.' }, { status: 422 });
    const name = cdb().clients.find((c) => c.id === body.client_id)?.name ?? 'Cliente';
    const created = message(`sm-${Date.now()}`, 0, {
      company_id: String(params.company),
      client_id: body.client_id,
      client_name: name,
      schedule_id: null,
      type: 'manual',
      source: 'manual',
      channel: body.channel ?? 'whatsapp',
      content: renderMessageVariables(body.content, { name: name.split(' ')[0], company_name: 'Barbearia Demo' }),
      due_at: new Date(body.due_at).toISOString(),
      created_at: new Date().toISOString(),
    });
    scheduledMessagesOf().push(created);
    return HttpResponse.json({ scheduled_message: created }, { status: 201 });
  }),
];
