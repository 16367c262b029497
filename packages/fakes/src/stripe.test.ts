import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './stripe.js';
import { parseStripeForm } from './stripe-form.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const KEY = 'sk_test_123';
const WHSEC = 'whsec_test_secret';
let stripe: FakeStripe;
let hooks: WebhookReceiver;

beforeEach(async () => {
  hooks = await startWebhookReceiver();
  stripe = await startFakeStripe({
    apiKey: KEY,
    webhookUrl: `${hooks.url}/stripe`,
    webhookSecret: WHSEC,
    prices: { price_pro_monthly: { unitAmount: 9900, currency: 'brl', interval: 'month' } },
  });
});
afterEach(async () => {
  await stripe.close();
  await hooks.close();
});

async function post(path: string, form: Record<string, string>, key = KEY) {
  const res = await fetch(`${stripe.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const checkoutForm = {
  mode: 'subscription',
  'line_items[0][price]': 'price_pro_monthly',
  'line_items[0][quantity]': '1',
  success_url: 'https://app.example.com/billing/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://app.example.com/billing/cancel',
  customer_email: 'dona@clinica.com.br',
  client_reference_id: 'company_42',
  'subscription_data[metadata][companyId]': '42',
};

function verify(rawBody: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  return createHmac('sha256', WHSEC).update(`${parts.t}.${rawBody}`).digest('hex') === parts.v1;
}

describe('stripe form decoding', () => {
  it('decodes nested brackets, arrays and push arrays', () => {
    expect(
      parseStripeForm('a=1&b[c]=2&line_items[0][price]=p&line_items[0][quantity]=1&line_items[1][price]=q&expand[]=x&expand[]=y'),
    ).toEqual({
      a: '1',
      b: { c: '2' },
      line_items: [{ price: 'p', quantity: '1' }, { price: 'q' }],
      expand: ['x', 'y'],
    });
  });
});

describe('fake Stripe: API', () => {
  it('creates a subscription Checkout Session', async () => {
    const { status, json } = await post('/v1/checkout/sessions', checkoutForm);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      customer: null,
      client_reference_id: 'company_42',
      success_url: checkoutForm.success_url,
      livemode: false,
      amount_total: 9900,
    });
    expect(json.id).toMatch(/^cs_test_/);
    expect(json.url).toBe(`${stripe.url}/c/pay/${json.id}`);
    expect(json._lineItems).toBeUndefined();
    expect((await fetch(`${stripe.url}/v1/checkout/sessions/${json.id}`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(
      200,
    );
  });

  it('answers Stripe-shaped errors', async () => {
    const noKey = await fetch(`${stripe.url}/v1/checkout/sessions`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(((await post('/v1/checkout/sessions', checkoutForm, 'sk_test_wrong')).json.error as Record<string, string>).type).toBe(
      'invalid_request_error',
    );
    const missingMode = await post('/v1/checkout/sessions', { success_url: 'https://x' });
    expect(missingMode).toMatchObject({
      status: 400,
      json: { error: { type: 'invalid_request_error', param: 'mode', code: 'parameter_missing' } },
    });
    const unknownPrice = await post('/v1/checkout/sessions', { ...checkoutForm, 'line_items[0][price]': 'price_nope' });
    expect(unknownPrice).toMatchObject({
      status: 400,
      json: { error: { code: 'resource_missing', message: "No such price: 'price_nope'" } },
    });
    const notFound = await fetch(`${stripe.url}/v1/subscriptions/sub_nope`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(notFound.status).toBe(404);
  });

  it('creates customers and billing portal sessions in the documented shape', async () => {
    const customer = await post('/v1/customers', { email: 'a@b.c', 'metadata[companyId]': '42' });
    expect(customer.json).toMatchObject({ object: 'customer', email: 'a@b.c', metadata: { companyId: '42' } });
    const portal = await post('/v1/billing_portal/sessions', { customer: customer.json.id, return_url: 'https://app.example.com/account' });
    expect(portal.status).toBe(200);
    expect(Object.keys(portal.json).sort()).toEqual(
      ['configuration', 'created', 'customer', 'flow', 'id', 'livemode', 'locale', 'object', 'on_behalf_of', 'return_url', 'url'].sort(),
    );
    expect(portal.json).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.json.id,
      return_url: 'https://app.example.com/account',
      flow: null,
    });
    expect(portal.json.id).toMatch(/^bps_/);
    expect((await post('/v1/billing_portal/sessions', { customer: 'cus_missing' })).status).toBe(404);
    const page = await fetch(portal.json.url);
    expect(await page.text()).toContain('https://app.example.com/account');
  });
});

describe('fake Stripe: checkout completion and webhooks', () => {
  it('completes through the hosted page: redirects to success_url and sends signed events', async () => {
    const { json: session } = await post('/v1/checkout/sessions', checkoutForm);
    expect(await (await fetch(session.url)).text()).toContain('Pagar');
    const res = await fetch(session.url, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`https://app.example.com/billing/success?session_id=${session.id}`);

    const types = hooks.received.map((r) => (r.json as { type: string }).type);
    expect(types).toEqual(['customer.created', 'customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    for (const r of hooks.received) {
      const header = r.headers['stripe-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(r.rawBody, header)).toBe(true);
    }
    const completed = hooks.received[2]!.json as Record<string, any>;
    expect(completed).toMatchObject({ object: 'event', livemode: false, pending_webhooks: 1, type: 'checkout.session.completed' });
    expect(completed.id).toMatch(/^evt_/);
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      mode: 'subscription',
      client_reference_id: 'company_42',
    });
    const subId = completed.data.object.subscription as string;
    expect(stripe.subscriptions.get(subId)).toMatchObject({ status: 'active', metadata: { companyId: '42' } });
    const paid = hooks.received[3]!.json as Record<string, any>;
    expect(paid.data.object).toMatchObject({
      object: 'invoice',
      subscription: subId,
      status: 'paid',
      amount_paid: 9900,
      billing_reason: 'subscription_create',
    });
  });

  it('simulates renewals, failed renewals and cancellation', async () => {
    const { json: session } = await post('/v1/checkout/sessions', checkoutForm);
    const done = await stripe.completeCheckout(session.id);
    const subId = done.subscription as string;
    hooks.received.length = 0;

    await stripe.failRenewal(subId);
    await stripe.renewSubscription(subId);
    await stripe.cancelSubscription(subId, { atPeriodEnd: true });
    await stripe.cancelSubscription(subId);
    const events = hooks.received.map((r) => r.json as Record<string, any>);
    expect(events.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(events[1]!.data).toMatchObject({ object: { status: 'past_due' }, previous_attributes: { status: 'active' } });
    expect(events[3]!.data.object.status).toBe('active');
    expect(events[4]!.data.object.cancel_at_period_end).toBe(true);
    expect(events[5]!.data.object.status).toBe('canceled');
  });

  it('creates a recurring price and moves a subscription item to it in place, announcing the change', async () => {
    const { json: session } = await post('/v1/checkout/sessions', checkoutForm);
    const subId = (await stripe.completeCheckout(session.id)).subscription as string;
    const itemId = (stripe.subscriptions.get(subId)!.items as { data: Array<{ id: string }> }).data[0]!.id;
    hooks.received.length = 0;
    expect((await post('/v1/prices', { currency: 'brl', unit_amount: '4990' })).status).toBe(400);
    const { status, json: price } = await post('/v1/prices', {
      currency: 'brl',
      unit_amount: '14990',
      'recurring[interval]': 'month',
      'product_data[name]': 'Plano Premium',
    });
    expect(status).toBe(200);
    expect(price).toMatchObject({ object: 'price', unit_amount: 14990, recurring: { interval: 'month' } });
    expect((await post(`/v1/subscriptions/${subId}`, { 'items[0][id]': 'si_nope', 'items[0][price]': price.id })).status).toBe(400);
    const updated = await post(`/v1/subscriptions/${subId}`, {
      'items[0][id]': itemId,
      'items[0][price]': price.id,
      proration_behavior: 'none',
      'metadata[plan_id]': 'premium',
    });
    expect(updated.json.items.data[0].price).toMatchObject({ id: price.id, unit_amount: 14990 });
    expect(updated.json.metadata.plan_id).toBe('premium');
    const event = hooks.received.map((r) => r.json as Record<string, any>).find((e) => e.type === 'customer.subscription.updated')!;
    expect(event.data.previous_attributes.items.data[0].price.id).toBe('price_pro_monthly');
    await stripe.renewSubscription(subId);
    expect([...stripe.invoices.values()].at(-1)).toMatchObject({ amount_paid: 14990, billing_reason: 'subscription_cycle' });
  });

  it('records non-2xx answers and unreachable endpoints', async () => {
    hooks.respondWith(400);
    const customer = { id: 'cus_x', object: 'customer' };
    expect(await stripe.sendEvent('customer.updated', customer)).toBe(400);
    stripe.setWebhook('http://127.0.0.1:1/none', WHSEC);
    expect(await stripe.sendEvent('customer.updated', customer)).toBe(0);
    expect(stripe.deliveries.map((d) => d.status)).toEqual([400, 0]);
  });
});
