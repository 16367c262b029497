// The later back-office calls for the mock API (dev:mock): subscriptions with bills (Pix by hand, Stripe
// refunds), plans, users with sessions, and the articles / landing pages editor. State lives per mock db.
import { http, HttpResponse } from 'msw';
import { EXTRA_FEATURE_INFO, EXTRA_FEATURES } from '@agenda/shared/subscription';
import { db, type TMockDb } from '../db';

const COMPANY_ID = '00000000-0000-4000-8000-00000000c001';
const USER_ID = '00000000-0000-4000-8000-00000000a001';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

function seed() {
  const plan = {
    id: '00000000-0000-4000-8000-0000000000p1',
    identifier: 'profissional',
    title: 'Plano Profissional',
    subtitle: 'Para salões com até 5 profissionais',
    description: null as string | null,
    base_value: 19_700,
    discount_value: 0,
    total_value: 19_700,
    trial_days: 7,
    extra_features: ['calendar'] as string[],
    is_active: true,
    is_default: true,
  };
  return {
    plans: [plan],
    subscriptions: [
      {
        id: 's1',
        company_id: COMPANY_ID,
        company_name: 'Barbearia Demo',
        company_slug: 'barbearia-demo',
        plan_title: plan.title,
        gateway: 'stripe',
        end_at: day(3),
        total_value: 19_700,
        extra_features_total_value: 0,
        cancel_at_period_end: false,
        status: 'active',
        status_label: 'Ativa',
        is_active: true,
      },
    ],
    bills: [
      {
        id: 'b1',
        status: 'pending',
        ref_start_at: day(3),
        ref_end_at: day(33),
        total_value: 19_700,
        due_at: day(3),
        paid_at: null as string | null,
        gateway: 'pix_static',
        refunded_value: 0,
        refunded_at: null as string | null,
        payments: [
          {
            id: 'pay1',
            status: 'pending',
            gateway: 'pix_static',
            total_value: 19_700,
            paid_at: null as string | null,
            created_at: day(-1),
          },
        ],
      },
      {
        id: 'b0',
        status: 'paid',
        ref_start_at: day(-27),
        ref_end_at: day(3),
        total_value: 19_700,
        due_at: day(-27),
        paid_at: day(-27) as string | null,
        gateway: 'stripe',
        refunded_value: 0,
        refunded_at: null as string | null,
        payments: [],
      },
    ],
    user: { id: USER_ID, name: 'Rafael Souza', email: 'demo@agendainteligente.com.br', phone: '+5511999990000', created_at: day(-40) },
    sessions: [
      {
        id: 'sess1',
        ip: '200.100.10.1',
        user_agent: 'Chrome no Android',
        created_at: day(-2),
        last_used_at: day(0),
        expires_at: day(28),
        revoked_at: null as string | null,
      },
    ],
    models: [
      { id: 'm1', name: 'gpt-4o-mini', provider: 'openai', input_price_per_million: 90, output_price_per_million: 360, is_active: true },
    ] as Record<string, unknown>[],
    runs: [
      {
        id: 'r1',
        created_at: day(0),
        company_id: COMPANY_ID,
        company_name: 'Barbearia Demo',
        chat_id: '00000000-0000-4000-8000-00000000c0c1',
        brain: 'openai',
        model: 'gpt-4o-mini',
        prompt_tokens: 1200,
        completion_tokens: 80,
        total_tokens: 1280,
        latency_ms: 910,
        tool_calls: 1,
        error: null as string | null,
        cost_cents: 0.0137,
      },
      {
        id: 'r2',
        created_at: day(-1),
        company_id: COMPANY_ID,
        company_name: 'Barbearia Demo',
        chat_id: null,
        brain: 'openai',
        model: 'gpt-4o-mini',
        prompt_tokens: 0,
        completion_tokens: 0,
        total_tokens: 0,
        latency_ms: 30_000,
        tool_calls: 0,
        error: 'timeout' as string | null,
        cost_cents: 0,
      },
    ],
    articles: [] as Record<string, unknown>[],
    landing_pages: [] as Record<string, unknown>[],
  };
}

const states = new WeakMap<TMockDb, ReturnType<typeof seed>>();
const state = () => {
  let s = states.get(db);
  if (!s) states.set(db, (s = seed()));
  return s;
};
const isAdmin = (request: Request) => request.headers.get('authorization') === 'Bearer mock-admin-token';
const refused = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
const paged = <T>(key: string, rows: T[]) => ({ [key]: rows, total: rows.length, page: 1, page_size: 30 });

const admin = <P extends Record<string, string>>(
  method: 'get' | 'post' | 'put',
  path: string,
  answer: (args: { params: P; request: Request; url: URL }) => unknown,
) =>
  http[method](`*/admin/console/${path}`, async ({ params, request }) => {
    if (!isAdmin(request)) return refused();
    const out = await answer({ params: params as P, request, url: new URL(request.url) });
    return out instanceof Response ? out : HttpResponse.json(out as Record<string, unknown>);
  });

function contentHandlers(kind: 'articles' | 'landing_pages', one: 'article' | 'landing_page') {
  return [
    admin('get', kind, () => ({ [kind]: state()[kind] })),
    admin('post', kind, async ({ request }) => {
      const item = { id: crypto.randomUUID(), ...((await request.json()) as object), published_at: null, updated_at: day(0) };
      state()[kind].unshift(item);
      return { [one]: item, toast: 'Rascunho criado.' };
    }),
    admin<{ id: string }>('put', `${kind}/:id`, async ({ params, request }) => {
      const item = state()[kind].find((i) => i.id === params.id);
      if (!item) return HttpResponse.json({ message: 'Não encontrado.' }, { status: 404 });
      Object.assign(item, (await request.json()) as object, { updated_at: day(0) });
      return { [one]: item, toast: 'Salvo.' };
    }),
    admin<{ id: string }>('post', `${kind}/:id/publish`, async ({ params, request }) => {
      const item = state()[kind].find((i) => i.id === params.id);
      if (!item) return HttpResponse.json({ message: 'Não encontrado.' }, { status: 404 });
      item.published_at = ((await request.json()) as { published: boolean }).published ? day(0) : null;
      return { [one]: item, toast: item.published_at ? 'Publicado.' : 'Retirado do ar.' };
    }),
  ];
}

export const adminPagesHandlers = [
  admin('get', 'subscriptions/renewals', ({ url }) => ({ month: url.searchParams.get('month'), renewals: state().subscriptions })),
  admin('get', 'subscriptions', ({ url }) => {
    const filter = url.searchParams.get('filter');
    return paged('subscriptions', filter === 'overdue' ? state().subscriptions.filter((s) => !s.is_active) : state().subscriptions);
  }),
  admin('get', 'companies/:id/bills', () => ({ bills: state().bills })),
  admin<{ id: string }>('post', 'bill_payments/:id/confirm', ({ params }) => {
    const bill = state().bills.find((b) => b.payments.some((p) => p.id === params.id));
    if (!bill) return HttpResponse.json({ message: 'Pagamento não encontrado.' }, { status: 404 });
    Object.assign(bill, { status: 'paid', paid_at: day(0) });
    for (const p of bill.payments) Object.assign(p, { status: 'paid', paid_at: day(0) });
    return { payment: { status: 'paid' }, toast: 'Pagamento confirmado.' };
  }),
  admin<{ id: string }>('post', 'bills/:id/refund', async ({ params, request }) => {
    const bill = state().bills.find((b) => b.id === params.id);
    if (!bill) return HttpResponse.json({ message: 'Cobrança não encontrada.' }, { status: 404 });
    const { amount } = (await request.json()) as { amount?: number };
    const value = amount ?? bill.total_value - bill.refunded_value;
    if (value > bill.total_value - bill.refunded_value)
      return HttpResponse.json({ message: 'O valor passa do que ainda pode ser reembolsado nesta cobrança.' }, { status: 409 });
    Object.assign(bill, { refunded_value: bill.refunded_value + value, refunded_at: day(0) });
    return { bill, toast: 'Reembolso enviado ao Stripe.' };
  }),
  admin('get', 'plans', () => ({
    plans: state().plans,
    features: EXTRA_FEATURES.map((key) => ({ key, label: EXTRA_FEATURE_INFO[key].label, price: EXTRA_FEATURE_INFO[key].priceInCents })),
  })),
  admin('post', 'plans', async ({ request }) => {
    const body = (await request.json()) as ReturnType<typeof seed>['plans'][number];
    const plan = { ...body, id: crypto.randomUUID(), total_value: body.base_value - body.discount_value };
    state().plans.push(plan);
    return { plan, toast: 'Plano criado.' };
  }),
  admin<{ id: string }>('put', 'plans/:id', async ({ params, request }) => {
    const plan = state().plans.find((p) => p.id === params.id);
    if (!plan) return HttpResponse.json({ message: 'Plano não encontrado.' }, { status: 404 });
    const body = (await request.json()) as typeof plan;
    Object.assign(plan, body, { total_value: body.base_value - body.discount_value });
    return { plan, toast: 'Plano salvo.' };
  }),
  admin('get', 'users', () => paged('users', [state().user])),
  admin('get', 'users/:id', () => ({
    user: state().user,
    companies: [{ id: COMPANY_ID, name: 'Barbearia Demo', slug: 'barbearia-demo', role: 'owner', is_blocked: false }],
    sessions: state().sessions,
    events: [{ id: 'ev1', event_name: 'sign_up', value: 'google / cpc', created_at: day(-40) }],
  })),
  admin<{ session_id: string }>('post', 'users/:id/sessions/:session_id/revoke', ({ params }) => {
    const session = state().sessions.find((s) => s.id === params.session_id);
    if (!session || session.revoked_at) return HttpResponse.json({ message: 'Sessão não encontrada.' }, { status: 404 });
    session.revoked_at = day(0);
    return { ok: true, toast: 'Sessão encerrada.' };
  }),
  admin('get', 'ai_models', () => ({ models: state().models, configured: { brain: 'openai', model: 'gpt-4o-mini' } })),
  admin('post', 'ai_models', async ({ request }) => {
    const model = { id: crypto.randomUUID(), ...((await request.json()) as object) };
    state().models.push(model);
    return { model, toast: 'Modelo cadastrado.' };
  }),
  admin<{ id: string }>('put', 'ai_models/:id', async ({ params, request }) => {
    const model = state().models.find((m) => m.id === params.id);
    if (!model) return HttpResponse.json({ message: 'Modelo não encontrado.' }, { status: 404 });
    Object.assign(model, (await request.json()) as object);
    return { model, toast: 'Modelo salvo.' };
  }),
  admin('get', 'ai_model_runs', ({ url }) =>
    paged('runs', url.searchParams.get('errors_only') === 'true' ? state().runs.filter((r) => r.error) : state().runs),
  ),
  admin('get', 'company_metrics', ({ url }) => ({
    ...paged('companies', [
      {
        id: COMPANY_ID,
        name: 'Barbearia Demo',
        slug: 'barbearia-demo',
        bookings: 42,
        secretary_bookings: 31,
        messages: 388,
        handoffs: 3,
        last_activity_at: day(0),
      },
    ]),
    days: Number(url.searchParams.get('days') ?? 30),
  })),
  ...contentHandlers('articles', 'article'),
  ...contentHandlers('landing_pages', 'landing_page'),
];
