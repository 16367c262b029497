// Mock of the subscription calls (docs/api.md "Assinatura"): the overview, a Pix bill whose payment
// is confirmed a few seconds after it is first polled, Checkout returning straight to the success
// URL, the billing portal, cancel/resume and plan change. Same shapes as the API (ZSubscriptionOverview).
import { http, HttpResponse } from 'msw';
import { buildBrCode } from '@agenda/shared/pix-br-code';
import type { TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { db, MOCK_PLANS } from '../db';

const DAY = 86_400_000;
const PAY_AFTER_MS = 6_000;
const state = new Map<string, TSubscriptionOverview>();

const plans = () =>
  MOCK_PLANS.map((p) => ({
    id: p.id,
    identifier: p.identifier,
    title: p.title,
    subtitle: p.subtitle ?? null,
    description: null,
    base_value: p.base_value,
    discount_value: p.discount_value,
    total_value: p.total_value,
    extra_features: [],
  }));

function overviewOf(companyId: string): TSubscriptionOverview {
  const known = state.get(companyId);
  if (known) return known;
  const company = db.companies.find((c) => String(c.id) === companyId);
  const plan = plans().find((p) => p.id === 'p-pro')!;
  const now = Date.now();
  const o: TSubscriptionOverview = {
    subscription: {
      id: `s-${companyId}`,
      status: company?.current_subscription?.status ?? 'trial',
      status_label: 'Período de teste',
      is_active: true,
      start_at: new Date(now - 2 * DAY).toISOString(),
      end_at: new Date(now + 5 * DAY).toISOString(),
      remaining_days: 5,
      grace_ends_at: null,
      gateway: null,
      cancel_at_period_end: false,
      cancel_reason: null,
      total_value: plan.total_value,
      extra_features_total_value: 0,
      overall_total_value: plan.total_value,
      first_payment_at: null,
      plan,
    },
    next_bill: null,
    bills: [],
    payment_methods: [],
    plans: plans(),
    gateways: { card: true, pix: 'static' },
  };
  state.set(companyId, o);
  return o;
}

function activate(o: TSubscriptionOverview, gateway: string) {
  const sub = o.subscription!;
  const end = new Date(Math.max(Date.parse(sub.end_at), Date.now()) + 30 * DAY).toISOString();
  Object.assign(sub, {
    status: 'active',
    status_label: 'Ativa',
    is_active: true,
    gateway,
    end_at: end,
    remaining_days: 30,
    first_payment_at: new Date().toISOString(),
  });
  const company = db.companies.find((c) => `s-${c.id}` === sub.id);
  if (company?.current_subscription) Object.assign(company.current_subscription, { status: 'active', is_active: true });
}

const paidAt = new Map<string, number>();

export const billingHandlers = [
  http.get('*/user/:company/subscription', ({ params }) => HttpResponse.json(overviewOf(String(params.company)))),
  http.post('*/user/:company/subscription/generate_subscription_bill', ({ params }) => {
    const o = overviewOf(String(params.company));
    const now = new Date();
    const total = o.subscription!.overall_total_value;
    const bill = o.next_bill ?? {
      id: `b-${o.bills.length + 1}`,
      ref_start_at: o.subscription!.end_at,
      ref_end_at: new Date(Date.parse(o.subscription!.end_at) + 30 * DAY).toISOString(),
      status: 'pending',
      total_value: total,
      extra_features_total_value: 0,
      due_at: o.subscription!.end_at,
      paid_at: null,
      gateway: null,
      created_at: now.toISOString(),
    };
    const payment = {
      id: `pay-${bill.id}`,
      subscription_bill_id: bill.id,
      status: 'pending',
      gateway: 'pix_static',
      total_value: total,
      pix_qr_code: buildBrCode({
        key: 'pix-demo@agendainteligente.com.br',
        amountCents: total,
        merchantName: 'Agenda Inteligente',
        merchantCity: 'Sao Paulo',
      }),
      pix_qr_image: null,
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      paid_at: null,
      created_at: now.toISOString(),
    };
    if (!o.next_bill) {
      o.next_bill = bill;
      o.bills.unshift({ ...bill, payments: [payment] });
    }
    paidAt.set(payment.id, now.getTime() + PAY_AFTER_MS);
    return HttpResponse.json({ subscription_bill: bill, subscription_bill_payment: payment });
  }),
  http.get('*/user/:company/subscription/payments/:payment', ({ params }) => {
    const o = overviewOf(String(params.company));
    const bill = o.bills.find((b) => b.payments.some((p) => p.id === params.payment));
    const payment = bill?.payments.find((p) => p.id === params.payment);
    if (!bill || !payment) return HttpResponse.json({ message: 'Pagamento não encontrado.' }, { status: 404 });
    if (payment.status === 'pending' && Date.now() >= (paidAt.get(payment.id) ?? Infinity)) {
      const at = new Date().toISOString();
      Object.assign(payment, { status: 'paid', paid_at: at });
      Object.assign(bill, { status: 'paid', paid_at: at });
      o.next_bill = null;
      activate(o, 'pix');
    }
    return HttpResponse.json({ subscription_bill_payment: payment });
  }),
  http.get('*/user/:company/subscription/stripe/get_checkout_url', ({ params }) =>
    HttpResponse.json({ url: `/login/forma-de-pagamento?company_id=${String(params.company)}&stripe_session_id=cs_mock_${Date.now()}` }),
  ),
  http.post('*/user/:company/subscription/stripe/update_subscription_by_stripe_session_id', ({ params }) => {
    const o = overviewOf(String(params.company));
    if (o.subscription!.gateway !== 'stripe') {
      activate(o, 'stripe');
      o.payment_methods = [
        {
          id: 'pm-mock',
          gateway: 'stripe',
          brand: 'visa',
          last_four: '4242',
          exp_month: 12,
          exp_year: 2029,
          holder_name: 'Dono Demo',
          is_default: true,
        },
      ];
    }
    return HttpResponse.json(o);
  }),
  http.post('*/user/:company/subscription/stripe/get_stripe_billing_portal_url', ({ params }) => {
    const company = db.companies.find((c) => String(c.id) === String(params.company));
    return HttpResponse.json({ url: `/app/empresas/${company?.slug ?? ''}/assinatura` });
  }),
  http.post('*/user/:company/subscription/cancel', async ({ params, request }) => {
    const o = overviewOf(String(params.company));
    const body = (await request.json()) as { reason?: string };
    Object.assign(o.subscription!, { cancel_at_period_end: true, cancel_reason: body.reason ?? 'other' });
    return HttpResponse.json({ ...o, toast: 'Assinatura cancelada. Você pode usar o sistema até o fim do período.' });
  }),
  http.post('*/user/:company/subscription/resume', ({ params }) => {
    const o = overviewOf(String(params.company));
    Object.assign(o.subscription!, { cancel_at_period_end: false, cancel_reason: null });
    return HttpResponse.json({ ...o, toast: 'Cancelamento desfeito. Sua assinatura continua.' });
  }),
  http.post('*/user/:company/subscription/change_plan', async ({ params, request }) => {
    const o = overviewOf(String(params.company));
    const { plan_id } = (await request.json()) as { plan_id: string };
    const plan = o.plans.find((p) => p.id === plan_id);
    if (!plan) return HttpResponse.json({ message: 'Plano não encontrado.' }, { status: 422 });
    Object.assign(o.subscription!, { plan, total_value: plan.total_value, overall_total_value: plan.total_value });
    return HttpResponse.json({ ...o, toast: 'Plano alterado. O novo valor vale a partir da próxima fatura.' });
  }),
];
