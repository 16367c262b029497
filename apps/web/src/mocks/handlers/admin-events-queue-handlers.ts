// Mock API of /admin/eventos_plataforma, /admin/scheduled_messages and /admin/integrations and the leads and sales pages of /admin/dashboard (dev:mock), with the API's own query
// validation (packages/shared) so a bad filter gets the same Portuguese 422.
import { http, HttpResponse } from 'msw';
import { ZAdminDashboardQuery } from '@agenda/shared/schemas/admin-platform';
import {
  ZAdminIntegrationsQuery,
  ZAdminLookupQuery,
  ZAdminPlatformEventsQuery,
  ZAdminScheduledMessagesQuery,
} from '@agenda/shared/schemas/admin-events';
import type { TAdminIntegration, TAdminPlatformEvent, TAdminQueuedMessage } from '@/features/admin/api/events-queue-api';
import { db, type TMockDb } from '../db';
import { audit, isAdmin, unauthorized } from './admin-console-handlers';

const COMPANY = { company_id: '00000000-0000-4000-8000-00000000c001', company_name: 'Barbearia Demo' };
const PAGE = 50;
const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function seed() {
  const event = (e: Partial<TAdminPlatformEvent> & { event_name: string; created_at: string }): TAdminPlatformEvent => ({
    id: crypto.randomUUID(),
    event_ref: null,
    value: null,
    unit: null,
    device_hash: 'a1b2c3d4e5f6a7b8',
    company_id: null,
    company_name: null,
    user_id: null,
    user_email: null,
    utm: null,
    ...e,
  });
  const message = (m: Partial<TAdminQueuedMessage> & Pick<TAdminQueuedMessage, 'status' | 'due_at' | 'type'>): TAdminQueuedMessage => ({
    id: crypto.randomUUID(),
    ...COMPANY,
    company_timezone: 'America/Sao_Paulo',
    client_name: 'Carla Mendes',
    source: 'schedule',
    channel: 'whatsapp',
    content: 'Oi Carla! Lembrete: amanhã às 14:00 você tem Corte na Barbearia Demo.',
    attempts: 0,
    last_error: null,
    sent_at: null,
    canceled_at: null,
    ...m,
  });
  const integration = (
    i: Partial<TAdminIntegration> & Pick<TAdminIntegration, 'kind' | 'identifier' | 'status' | 'health'>,
  ): TAdminIntegration => ({
    id: crypto.randomUUID(),
    ...COMPANY,
    detail: null,
    account: null,
    last_ok_at: ago(1),
    problem_at: null,
    ...i,
  });
  return {
    integrations: [
      integration({
        kind: 'instagram',
        identifier: 'instagram',
        status: 'disconnected',
        health: 'down',
        detail: 'O acesso ao Instagram expirou: peça para a empresa conectar de novo.',
        problem_at: ago(5),
      }),
      integration({
        kind: 'whatsapp_evolution',
        identifier: 'whatsapp_miau',
        status: 'qr_code',
        health: 'attention',
        company_name: 'Studio Bella',
        company_id: '00000000-0000-4000-8000-00000000c002',
      }),
      integration({ kind: 'whatsapp_cloud', identifier: 'whatsapp_api_oficial', status: 'connected', health: 'ok' }),
      integration({ kind: 'google_calendar', identifier: 'google_calendar', status: 'synced', health: 'ok', account: 'rafael@gmail.com' }),
      integration({ kind: 'whatsapp_evolution', identifier: 'whatsapp_baileys', status: 'removed', health: 'removed' }),
    ],
    events: [
      event({ event_name: 'sign_up', ...COMPANY, user_email: 'demo@agendainteligente.com.br', created_at: ago(2) }),
      event({
        event_name: 'utm_info',
        value: '{"utm_source":"instagram"}',
        utm: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'lancamento', utm_content: null },
        created_at: ago(3),
      }),
      event({
        event_name: 'utm_info',
        utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: null, utm_content: null },
        created_at: ago(30),
      }),
    ],
    messages: [
      message({ type: 'schedule_reminder', status: 'pending', due_at: ago(-20) }),
      message({
        type: 'birthday',
        status: 'sent',
        due_at: ago(26),
        sent_at: ago(26),
        client_name: 'João Lima',
        content: 'Feliz aniversário, João! 🎉',
      }),
      message({
        type: 'after_schedule',
        source: 'automation',
        status: 'failed',
        due_at: ago(50),
        attempts: 3,
        last_error: 'WhatsApp desconectado',
        content: 'Obrigado pela visita! Como foi o atendimento?',
      }),
    ],
  };
}

const states = new WeakMap<TMockDb, ReturnType<typeof seed>>();
const qdb = () => {
  let s = states.get(db);
  if (!s) states.set(db, (s = seed()));
  return s;
};

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const invalid = (message: string | undefined) => HttpResponse.json({ message: message ?? 'Dados inválidos.' }, { status: 422 });
const within = (iso: string, q: { from: string; to: string }) => iso.slice(0, 10) >= q.from && iso.slice(0, 10) <= q.to;
const paged = <T>(rows: T[], page: number) => ({
  page,
  has_more: rows.length > page * PAGE,
  rows: rows.slice((page - 1) * PAGE, page * PAGE),
});

/** Every UTC day of a dashboard period, as the API lists them. */
const daysOf = ({ from, to }: { from: string; to: string }) => {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

export const adminEventsQueueHandlers = [
  http.get('*/admin/console/platform_events', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminPlatformEventsQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const q = parsed.data;
    const inPeriod = qdb().events.filter((e) => within(e.created_at, q));
    const rows = inPeriod.filter(
      (e) => (!q.event_name || e.event_name === q.event_name) && (!q.company_id || e.company_id === q.company_id),
    );
    const { rows: events, ...page } = paged(rows, q.page);
    return HttpResponse.json({ ...page, events, event_names: [...new Set(inPeriod.map((e) => e.event_name))].sort() });
  }),
  http.get('*/admin/console/scheduled_messages', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminScheduledMessagesQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const q = parsed.data;
    const rows = qdb()
      .messages.filter(
        (m) => within(m.due_at, q) && (!q.status || m.status === q.status) && (!q.company_id || m.company_id === q.company_id),
      )
      .sort((a, b) => b.due_at.localeCompare(a.due_at));
    const { rows: messages, ...page } = paged(rows, q.page);
    return HttpResponse.json({ ...page, messages });
  }),
  http.post('*/admin/console/scheduled_messages/:id/cancel', ({ request, params: p }) => {
    if (!isAdmin(request)) return unauthorized();
    const message = qdb().messages.find((m) => m.id === p.id);
    if (!message) return HttpResponse.json({ message: 'Mensagem agendada não encontrada.' }, { status: 404 });
    if (message.status !== 'pending')
      return HttpResponse.json({ message: 'Só dá para alterar uma mensagem que ainda não foi enviada.' }, { status: 409 });
    Object.assign(message, { status: 'canceled', canceled_at: new Date().toISOString() });
    audit('scheduled_message.cancel', { status: 'canceled' });
    return HttpResponse.json({ message, toast: 'Mensagem cancelada: ela não será enviada.' });
  }),
  http.get('*/admin/console/integrations', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminIntegrationsQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const q = parsed.data;
    const base = qdb().integrations.filter((i) => (!q.kind || i.kind === q.kind) && (!q.company_id || i.company_id === q.company_id));
    const counts: Record<string, number> = {};
    for (const i of base) counts[i.health] = (counts[i.health] ?? 0) + 1;
    const rows = base.filter((i) => (q.health ? i.health === q.health : i.health !== 'removed'));
    const { rows: integrations, ...page } = paged(rows, q.page);
    return HttpResponse.json({ ...page, counts, integrations });
  }),
  http.get('*/admin/console/dashboard/leads', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminDashboardQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    return HttpResponse.json({
      ...parsed.data,
      figures: { sign_ups: 26, new_companies: 21, companies_in_trial: 37, converted: 6 },
      by_source: [
        { source: 'instagram', sign_ups: 12 },
        { source: 'direto', sign_ups: 9 },
        { source: 'google', sign_ups: 5 },
      ],
      // The figures above, spread over the period's first days (the rest count zero).
      by_day: daysOf(parsed.data).map((day, i) => ({ day, sign_ups: [9, 8, 6, 3][i] ?? 0, new_companies: [7, 6, 5, 3][i] ?? 0 })),
    });
  }),
  http.get('*/admin/console/dashboard/sales', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminDashboardQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    return HttpResponse.json({
      ...parsed.data,
      figures: { new_paid: 9, cancellations: 2, revenue_cents: 1_248_300 },
      by_plan: [
        { plan_id: 'p-completo', plan_title: 'Completo', new_paid: 3, cancellations: 0, revenue_cents: 599_700 },
        { plan_id: 'p-profissional', plan_title: 'Profissional', new_paid: 6, cancellations: 2, revenue_cents: 648_600 },
      ],
      by_day: daysOf(parsed.data).map((day, i) => ({
        day,
        new_paid: [5, 4][i] ?? 0,
        cancellations: [0, 2][i] ?? 0,
        revenue_cents: [700_000, 548_300][i] ?? 0,
      })),
    });
  }),
  http.get('*/admin/console/tools/lookup', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const parsed = ZAdminLookupQuery.safeParse(params(request));
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message);
    const q = parsed.data.q.toLowerCase();
    const digits = q.replace(/\D/g, '');
    const phone = digits.length >= 8 && /^[\d\s()+.-]+$/.test(q);
    const company = {
      id: COMPANY.company_id,
      name: COMPANY.company_name,
      slug: 'barbearia-demo',
      phone: '+5511999990000',
      is_blocked: false,
    };
    const user = {
      id: '00000000-0000-4000-8000-00000000a001',
      name: 'Rafael Souza',
      email: 'demo@agendainteligente.com.br',
      phone: '+5511999990000',
      sharing_code: 'DEMO2026',
    };
    const hit = phone
      ? user.phone.endsWith(digits)
      : [company.slug, user.email, user.sharing_code.toLowerCase()].includes(q) ||
        user.name.toLowerCase().includes(q) ||
        company.name.toLowerCase().includes(q);
    return HttpResponse.json({
      kind: q.includes('@') ? 'email' : phone ? 'phone' : 'text',
      normalized_phone: phone ? `+${digits.length <= 11 ? `55${digits}` : digits}` : null,
      companies: hit ? [company] : [],
      users: hit ? [user] : [],
    });
  }),
];
