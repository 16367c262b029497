// Issue 10 "Done when" for cards: Checkout → webhook → active; a bad signature changes nothing; the
// same event 5× has one effect; invoice.paid before checkout.session.completed ends in the same
// state; a failed renewal goes past due → inactive after the grace period → paid → active.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startFakeStripe, type FakeStripe } from '@agenda/fakes/stripe';
import { startWebhookReceiver, type WebhookReceiver } from '@agenda/fakes/webhook-receiver';
import type { TDatabase } from '../../db/client.js';
import { billingWebhookEvents, subscriptionBills } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { advanceSubscriptions } from './advance.js';

const SECRET = 'whsec_test_0123456789abcdef';
const DAY = 86_400_000;

const sign = (raw: string, secret = SECRET) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
};

describe('card payments through Stripe', () => {
  let t: TTestApp & { database: TDatabase };
  let stripe: FakeStripe;
  let receiver: WebhookReceiver;
  let api: ReturnType<typeof apiClient>;
  let address: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    receiver = await startWebhookReceiver();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_agenda',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
      BILLING_CLOCK: 'off',
    });
    api = apiClient(t.app);
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.setWebhook(`${address}/webhooks/stripe`, SECRET);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await receiver.close();
  });

  let seq = 0;
  async function owner() {
    seq++;
    const phone = `+55119876502${String(seq).padStart(2, '0')}`;
    const token = await api.signUp({ name: `Dona ${seq}`, email: `dona${seq}@example.com`, phone });
    const company = await api.createCompany(token, phone, `Salão ${seq}`);
    return { token, company };
  }
  const overview = async (o: { token: string; company: { id: string } }) =>
    (await api.call('GET', `/user/${o.company.id}/subscription`, { token: o.token })).body;
  const checkout = async (o: { token: string; company: { id: string } }) => {
    const res = await api.call('GET', `/user/${o.company.id}/subscription/stripe/get_checkout_url`, { token: o.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessionId = new URL(res.body.url as string).pathname.split('/').pop()!;
    return sessionId;
  };
  const eventRows = async () => (await t.database.db.select({ n: count() }).from(billingWebhookEvents))[0]!.n;
  const post = (raw: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: raw,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  let first: Awaited<ReturnType<typeof owner>>;
  let firstSub: string;
  it('a locked-out owner pays by card: Checkout → webhooks → active, with the card on file', async () => {
    first = await owner();
    t.clock.advance(8 * DAY);
    expect((await overview(first)).subscription).toMatchObject({ status: 'trial_ended', is_active: false });
    const sessionId = await checkout(first);
    const session = stripe.checkoutSessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: first.company.id, amount_total: 19_700 });
    expect(session.metadata).toMatchObject({ company_id: first.company.id, plan_identifier: 'profissional' });
    await stripe.completeCheckout(sessionId);
    expect(stripe.deliveries.every((d) => d.status === 200)).toBe(true);
    const view = await overview(first);
    expect(view.subscription).toMatchObject({ status: 'active', is_active: true, gateway: 'stripe' });
    expect(view.payment_methods).toEqual([expect.objectContaining({ brand: 'visa', last_four: '4242', is_default: true })]);
    expect(view.bills).toHaveLength(1);
    expect(view.bills[0]).toMatchObject({ status: 'paid', total_value: 19_700, gateway: 'stripe' });
    firstSub = session.subscription as string;
    // The redirect back reads the session too, and changes nothing more.
    const back = await api.call('POST', `/user/${first.company.id}/subscription/stripe/update_subscription_by_stripe_session_id`, {
      token: first.token,
      body: { stripe_session_id: sessionId },
    });
    expect(back.body.bills).toEqual(view.bills);
    const portal = await api.call('POST', `/user/${first.company.id}/subscription/stripe/get_stripe_billing_portal_url`, {
      token: first.token,
      body: {},
    });
    expect(portal.body.url).toMatch(/\/p\/session\/bps_/);
  });

  it('a bad signature answers 400 and stores nothing', async () => {
    const raw = stripe.deliveries.at(-1)!.rawBody;
    const before = await eventRows();
    expect((await post(raw, sign(raw, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await post(raw, 'garbage')).statusCode).toBe(400);
    expect((await post(raw.replace('"livemode": false', '"livemode": true'), stripe.deliveries.at(-1)!.signature)).statusCode).toBe(400);
    expect(await eventRows()).toBe(before);
  });

  it('the same event delivered 5 times has one effect', async () => {
    const paid = stripe.deliveries.find((d) => d.event.type === 'invoice.paid')!;
    const before = await overview(first);
    const events = await eventRows();
    for (let i = 0; i < 5; i++) {
      const res = await post(paid.rawBody, sign(paid.rawBody));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await eventRows()).toBe(events);
    expect(await overview(first)).toEqual(before);
  });

  it('invoice.paid before checkout.session.completed ends in the same state as in order', async () => {
    const second = await owner();
    const sessionId = await checkout(second);
    stripe.setWebhook(`${receiver.url}/hold`, SECRET);
    const held = receiver.received.length;
    await stripe.completeCheckout(sessionId);
    stripe.setWebhook(`${address}/webhooks/stripe`, SECRET);
    const deliveries = receiver.received.slice(held).reverse();
    expect(deliveries.map((d) => (d.json as { type: string }).type)).toEqual([
      'invoice.paid',
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    for (const d of deliveries) expect((await post(d.rawBody, String(d.headers['stripe-signature']))).statusCode).toBe(200);
    const a = await overview(first);
    const b = await overview(second);
    const shape = (v: Record<string, any>) => ({
      status: v.subscription.status,
      is_active: v.subscription.is_active,
      gateway: v.subscription.gateway,
      bills: v.bills.map((x: Record<string, any>) => [x.status, x.total_value, x.payments.map((p: Record<string, any>) => p.status)]),
      cards: v.payment_methods.map((m: Record<string, any>) => [m.brand, m.last_four, m.is_default]),
    });
    expect(shape(b)).toEqual(shape(a));
  });

  it('a failed renewal: past due (still usable) → inactive after the grace period → paid → active', async () => {
    await stripe.failRenewal(firstSub);
    expect((await overview(first)).subscription).toMatchObject({ status: 'expired', is_active: true });
    const pending = await t.database.db.select().from(subscriptionBills).where(eq(subscriptionBills.status, 'pending'));
    expect(pending).toHaveLength(1);
    t.clock.advance(6 * DAY);
    await advanceSubscriptions(t.app.ctx, t.app.ctx.now());
    expect((await overview(first)).subscription).toMatchObject({ status: 'expired', is_active: true });
    t.clock.advance(2 * DAY);
    expect((await advanceSubscriptions(t.app.ctx, t.app.ctx.now())).moved).toBeGreaterThanOrEqual(1);
    expect((await overview(first)).subscription).toMatchObject({ status: 'inactive', is_active: false });
    // Stripe still says past_due on a later event: the grace period that ran out is not undone.
    await stripe.sendEvent('customer.subscription.updated', stripe.subscriptions.get(firstSub)!);
    expect((await overview(first)).subscription.status).toBe('inactive');
    await stripe.renewSubscription(firstSub);
    const view = await overview(first);
    expect(view.subscription).toMatchObject({ status: 'active', is_active: true });
    expect(view.bills.filter((b: { status: string }) => b.status === 'paid')).toHaveLength(2);
  });

  it('a card subscription changes plan in place: same Stripe subscription, the new price from the next renewal', async () => {
    const before = await overview(first);
    const completo = before.plans.find((p: { identifier: string }) => p.identifier === 'completo');
    const subscriptionsAtStripe = stripe.subscriptions.size;
    const res = await api.call('POST', `/user/${first.company.id}/subscription/change_plan`, {
      token: first.token,
      body: { plan_id: completo.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      (await api.call('POST', `/user/${first.company.id}/subscription/change_plan`, { token: first.token, body: { plan_id: completo.id } }))
        .status,
    ).toBe(409);
    const sub = stripe.subscriptions.get(firstSub)! as Record<string, any>;
    expect(stripe.subscriptions.size).toBe(subscriptionsAtStripe);
    expect(sub.items.data[0].price.unit_amount).toBe(29_700);
    expect(sub.metadata).toMatchObject({ plan_id: completo.id, plan_identifier: 'completo', company_id: first.company.id });
    const after = await overview(first);
    expect(after.subscription).toMatchObject({ status: 'active', total_value: 29_700 });
    // The webhook of the change agrees with what was written; the renewal bills the new price.
    await stripe.renewSubscription(firstSub);
    const renewed = await overview(first);
    expect(
      renewed.bills.filter((b: { status: string }) => b.status === 'paid').map((b: { total_value: number }) => b.total_value),
    ).toContain(29_700);
    expect(renewed.subscription.total_value).toBe(29_700);
  });
});
