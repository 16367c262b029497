// The back-office calls (/admin/console/…, /admin/{slug}/auth/login) for the mock API: one demo company, one
// reviewed chat with a brain turn, one failed webhook event; every write is recorded in the audit log.
import { http, HttpResponse } from 'msw';
import { ADMIN_PERMISSIONS } from '@agenda/shared/admin-permissions';
import type { TAdminErrorReport } from '@agenda/shared/schemas/admin';
import { db, type TMockDb } from '../db';

const NOW = '2026-03-03T13:00:00.000Z';
const COMPANY_ID = '00000000-0000-4000-8000-00000000c001';
const CHAT_ID = '00000000-0000-4000-8000-00000000c0c1';

function seed() {
  return {
    company: {
      id: COMPANY_ID,
      slug: 'barbearia-demo',
      name: 'Barbearia Demo',
      field: 'barbearia',
      tags: [] as string[],
      is_blocked: false,
      blocked_reason: null as string | null,
      ignore_inactive_subscription: false,
      feature_flags: [] as string[],
      timezone: 'America/Sao_Paulo',
      created_at: NOW,
    },
    chat: {
      id: CHAT_ID,
      company_id: COMPANY_ID,
      company_name: 'Barbearia Demo',
      company_slug: 'barbearia-demo',
      channel: 'whatsapp',
      display_name: 'Paula Souza',
      last_message_at: NOW,
      last_message_preview: 'Pode ser 15h',
      is_transferred_to_human: false,
      last_sentiment: 1,
      average_sentiment: 1,
      admin_tags: [] as string[],
    },
    event: {
      id: '00000000-0000-4000-8000-00000000e001',
      provider: 'evolution',
      kind: 'message',
      company_id: COMPANY_ID,
      status: 'failed',
      attempts: 6,
      error: 'connect ETIMEDOUT',
      payload: { kind: 'message', text: 'Oi' },
      created_at: NOW,
      processed_at: null as string | null,
    },
    roles: [] as { id: string; name: string; permissions: string[] }[],
    logs: [] as Record<string, unknown>[],
    errorReports: [
      {
        id: '00000000-0000-4000-8000-00000000f001',
        type: 'error',
        message: "TypeError: Cannot read properties of undefined (reading 'id')",
        url: 'https://agendainteligente.com.br/app/agendamentos',
        delivery: 'sent',
        payload: { message: "TypeError: Cannot read properties of undefined (reading 'id')" },
        created_at: NOW,
      },
    ] as TAdminErrorReport[],
  };
}

const states = new WeakMap<TMockDb, ReturnType<typeof seed>>();
const adb = () => {
  let s = states.get(db);
  if (!s) states.set(db, (s = seed()));
  return s;
};

const MOCK_ADMIN_ID = '00000000-0000-4000-8000-0000000ad001';
export const isAdmin = (request: Request) => request.headers.get('authorization') === 'Bearer mock-admin-token';
export const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
/** A report the SPA sent (POST /general/slack/notify), kept as the API keeps it (no Slack in the mock). */
export const recordErrorReport = (type: string, payload: Record<string, unknown>) => {
  const message = typeof payload.message === 'string' ? payload.message : JSON.stringify(payload);
  const url = typeof payload.url === 'string' ? payload.url : null;
  const report = {
    id: crypto.randomUUID(),
    type,
    message,
    url,
    delivery: 'stored',
    payload,
    created_at: new Date().toISOString(),
  } as const;
  adb().errorReports.unshift(report);
};
export const audit = (action: string, after: unknown) =>
  adb().logs.unshift({
    id: crypto.randomUUID(),
    action,
    target_type: action.split('.')[0],
    target_id: null,
    company_id: COMPANY_ID,
    before: null,
    after,
    created_at: new Date().toISOString(),
    admin_id: MOCK_ADMIN_ID,
    admin: { email: 'admin@agendainteligente.com.br', name: 'admin' },
  });

const page = () => ({
  company: { ...adb().company, description: 'Cortes e barba', phone: '+5511999990000', address: null, custom_assistant_name: null },
  owner: {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Rafael Souza',
    email: 'demo@agendainteligente.com.br',
    phone: '+5511999990000',
  },
  members: [
    {
      user_id: '00000000-0000-4000-8000-00000000a001',
      name: 'Rafael Souza',
      email: 'demo@agendainteligente.com.br',
      phone: '+5511999990000',
      role: 'owner',
    },
  ],
  integrations: [],
  agendas: [{ id: '00000000-0000-4000-8000-00000000ca01', title: 'Rafael', color: '#7c3aed' }],
  payment_methods: [],
  events: [],
  subscription: {
    id: 's1',
    status: 'trial',
    status_label: 'Período de teste',
    start_at: NOW,
    end_at: '2026-03-10T13:00:00.000Z',
    is_active: true,
    remaining_days: 7,
    total_value: 19700,
    plan: { id: 'p1', title: 'Plano Profissional' },
  },
  counts: { clients: 1, schedules: 0, chats: 1 },
});

export const adminConsoleHandlers = [
  http.post('*/admin/auth/sign_out', () => HttpResponse.json({ message: 'Você saiu da área administrativa.' })),
  http.get('*/admin/console/companies', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const tag = new URL(request.url).searchParams.get('tag');
    const rows =
      !tag || adb().company.tags.includes(tag) ? [{ ...adb().company, owner: page().owner, subscription: page().subscription }] : [];
    return HttpResponse.json({ companies: rows, total: rows.length, page: 1, page_size: 30 });
  }),
  http.get('*/admin/console/companies/:id/clients', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    const all = [
      { id: 'cl1', name: 'Paula Souza', phone: '+5511987650001', email: null, crm_stage: 'active', tags: [], created_at: NOW },
      { id: 'cl2', name: 'Rui Lima', phone: '+5511987650002', email: 'rui@example.com', crm_stage: 'prospect', tags: [], created_at: NOW },
    ];
    const rows = all.filter((c) => !search || c.name.toLowerCase().includes(search));
    return HttpResponse.json({ clients: rows, total: rows.length, page: 1, page_size: 30 });
  }),
  http.get('*/admin/console/companies/:id', ({ request }) => (isAdmin(request) ? HttpResponse.json(page()) : unauthorized())),
  http.post('*/admin/console/companies/:id/:action', async ({ request, params }) => {
    if (!isAdmin(request)) return unauthorized();
    const c = adb().company;
    if (params.action === 'block') {
      c.is_blocked = true;
      c.blocked_reason = ((await request.json()) as { reason: string }).reason;
    } else if (params.action === 'unblock') Object.assign(c, { is_blocked: false, blocked_reason: null });
    audit(`company.${String(params.action)}`, c);
    return HttpResponse.json({ company: c, toast: 'Feito.' });
  }),
  http.patch('*/admin/console/companies/:id/settings', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    Object.assign(adb().company, await request.json());
    audit('company.settings', adb().company);
    return HttpResponse.json({ company: adb().company, toast: 'Configurações da empresa salvas.' });
  }),
  http.post('*/admin/:slug/auth/login', ({ request }) =>
    isAdmin(request)
      ? HttpResponse.json({
          token: 'mock-user-token',
          company: { id: COMPANY_ID, slug: 'barbearia-demo', name: 'Barbearia Demo' },
          owner: page().owner,
          impersonated_by: { id: 'a', name: 'admin', email: 'admin@agendainteligente.com.br' },
        })
      : unauthorized(),
  ),
  http.get('*/admin/console/chats', ({ request }) =>
    isAdmin(request) ? HttpResponse.json({ chats: [adb().chat], has_more: false }) : unauthorized(),
  ),
  http.get('*/admin/console/chats/:id/logs', ({ request }) =>
    isAdmin(request)
      ? HttpResponse.json({
          chat: adb().chat,
          messages: [
            { id: 'm1', role: 'client', content: 'Oi, tem horário amanhã?', content_type: 'text', created_at: NOW },
            { id: 'm2', role: 'ai', content: 'Tenho às 10h e às 15h.', content_type: 'text', created_at: NOW },
          ],
          runs: [
            {
              id: 'r1',
              brain: 'embedded',
              model: 'embedded-v1',
              total_tokens: 0,
              latency_ms: 42,
              tool_calls: [{ name: 'available_slots' }],
              dialogue_state: { intent: 'book' },
              error: null,
              created_at: NOW,
            },
          ],
        })
      : unauthorized(),
  ),
  http.put('*/admin/console/chats/:id/tags', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    adb().chat.admin_tags = ((await request.json()) as { tags: string[] }).tags;
    audit('chat.tags', adb().chat.admin_tags);
    return HttpResponse.json({ chat: adb().chat, toast: 'Etiquetas salvas.' });
  }),
  http.get('*/admin/console/chats/:id/scenario', ({ request }) =>
    isAdmin(request)
      ? HttpResponse.json({
          scenario: {
            id: 'chat-00000000',
            business: 'barbearia',
            tags: adb().chat.admin_tags,
            free_form: true,
            now: { date: '2026-03-03', time: '10:00' },
            client: { name: 'Paula Souza' },
            turns: [{ send: 'Oi, tem horário amanhã?' }],
          },
        })
      : unauthorized(),
  ),
  http.get('*/admin/console/webhook_events', ({ request }) =>
    isAdmin(request) ? HttpResponse.json({ events: [adb().event], has_more: false }) : unauthorized(),
  ),
  http.post('*/admin/console/webhook_events/:id/replay', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const e = adb().event;
    const replayed = e.status === 'failed';
    if (replayed) Object.assign(e, { status: 'done', attempts: 1, error: null, processed_at: new Date().toISOString() });
    audit('webhook_event.replay', e);
    return HttpResponse.json({
      replayed,
      event: e,
      toast: replayed ? 'Evento colocado na fila para reprocessar.' : 'Este evento não está com falha: nada foi reprocessado.',
    });
  }),
  http.get('*/admin/console/audit_logs', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    const logs = adb().logs.filter(
      (l) => (!q.get('action') || l.action === q.get('action')) && (!q.get('admin_id') || l.admin_id === q.get('admin_id')),
    );
    const admins = [{ id: MOCK_ADMIN_ID, name: 'Equipe Agenda', email: 'admin@agendainteligente.com.br' }];
    return HttpResponse.json({ admins, page: Number(q.get('page') ?? 1), logs, has_more: false });
  }),
  http.get('*/admin/console/error_reports', ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const delivery = new URL(request.url).searchParams.get('delivery');
    const reports = adb().errorReports.filter((r) => !delivery || r.delivery === delivery);
    return HttpResponse.json({ page: 1, reports, has_more: false });
  }),
  http.get('*/admin/console/roles', ({ request }) =>
    isAdmin(request)
      ? HttpResponse.json({ roles: adb().roles, permissions: Object.entries(ADMIN_PERMISSIONS).map(([key, label]) => ({ key, label })) })
      : unauthorized(),
  ),
  http.post('*/admin/console/roles', async ({ request }) => {
    if (!isAdmin(request)) return unauthorized();
    const role = { id: crypto.randomUUID(), ...((await request.json()) as { name: string; permissions: string[] }) };
    adb().roles.push(role);
    audit('role.create', role);
    return HttpResponse.json({ role, toast: 'Perfil criado.' });
  }),
  http.get('*/admin/console/admins', ({ request }) =>
    isAdmin(request)
      ? HttpResponse.json({
          admins: [
            { id: 'a', email: 'admin@agendainteligente.com.br', name: 'admin', role_id: null, is_super_admin: true, created_at: NOW },
          ],
        })
      : unauthorized(),
  ),
];
