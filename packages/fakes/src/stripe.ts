// Fake Stripe API (docs/providers.md §4) for the subscription flow: customers, Checkout Sessions
// (mode=subscription|payment), Billing Portal sessions, subscriptions, and signed webhook
// delivery (Stripe-Signature: t=…,v1=…). Also serves the hosted pages a browser is sent to
// (/c/pay/:id and /p/session/:id), so the whole flow can be clicked through locally.
// stripe-node: new Stripe('sk_test_x', { host: '127.0.0.1', port, protocol: 'http' }).
import Fastify, { type FastifyRequest } from 'fastify';
import { createEventSender } from './stripe-events.js';
import { parseStripeForm, type StripeFormValue } from './stripe-form.js';
import { buildInvoice, DAY, newSubscription } from './stripe-objects.js';
import { adHocPrice, newCardPaymentMethod, registerStripeReads } from './stripe-extras.js';
import { registerHostedPages } from './stripe-pages.js';
import { registerStripeRefunds } from './stripe-refunds.js';
import { registerStripeUpdates } from './stripe-updates.js';
import type { FakeStripe, FakeStripeDelivery, FakeStripeOptions, FakeStripePrice, StripeObject } from './stripe-types.js';
import { apiKeyOf, missing, newId, now, paramError, publicView, randomToken, record, str, stripeError } from './stripe-wire.js';

export type { FakeStripe } from './stripe-types.js';

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const apiVersion = options.apiVersion ?? '2025-03-31.basil';
  const checkoutSessions = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const prices: Record<string, FakeStripePrice> = { ...options.prices };
  const events: StripeObject[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  let webhookUrl = options.webhookUrl;
  let webhookSecret = options.webhookSecret;
  const sendEvent = createEventSender({ apiVersion, events, deliveries, webhook: () => ({ url: webhookUrl, secret: webhookSecret }) });

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseStripeForm(body as string)),
  );
  app.setErrorHandler<Error & { statusCode?: number }>((err, _request, reply) =>
    stripeError(
      reply,
      err.statusCode && err.statusCode < 500 ? err.statusCode : 500,
      err.statusCode && err.statusCode < 500 ? 'invalid_request_error' : 'api_error',
      err.message,
    ),
  );
  app.setNotFoundHandler((request, reply) =>
    stripeError(reply, 404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.url}).`),
  );

  // Authentication applies to the API (/v1) only, not to the hosted pages.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const key = apiKeyOf(request);
    if (!key) {
      return stripeError(
        reply,
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    const valid = options.apiKey !== undefined ? key === options.apiKey : key.startsWith('sk_test_');
    if (!valid)
      return stripeError(
        reply,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      );
    reply.header('request-id', newId('req'));
    reply.header('stripe-version', apiVersion);
  });

  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, StripeFormValue>;

  app.post('/v1/customers', async (request) => {
    const b = body(request);
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(b.email) ?? null,
      name: str(b.name) ?? null,
      metadata: record(b.metadata),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  });

  app.get<{ Params: { id: string } }>(
    '/v1/customers/:id',
    async (request, reply) => customers.get(request.params.id) ?? missing(reply, 'customer', request.params.id),
  );

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const b = body(request);
    const mode = str(b.mode);
    if (!mode) return paramError(reply, 'mode', 'Missing required param: mode.', 'parameter_missing');
    if (!['payment', 'subscription', 'setup'].includes(mode))
      return paramError(reply, 'mode', `Invalid mode: must be one of payment, setup, or subscription`, 'parameter_invalid_empty');
    const successUrl = str(b.success_url);
    if (!successUrl) return paramError(reply, 'success_url', 'Missing required param: success_url.', 'parameter_missing');
    const customer = str(b.customer);
    if (customer && !customers.has(customer)) return missing(reply, 'customer', customer);
    const lineItems = Array.isArray(b.line_items) ? b.line_items : [];
    if (mode !== 'setup' && lineItems.length === 0) {
      return paramError(reply, 'line_items', 'You must specify `line_items`.', 'parameter_missing');
    }
    const items: Array<{ price: string; quantity: number }> = [];
    for (const [i, raw] of lineItems.entries()) {
      const item = raw as Record<string, StripeFormValue>;
      const price = str(item.price) ?? adHocPrice(item.price_data, prices);
      if (!price) return paramError(reply, `line_items[${i}][price]`, 'Missing required param: line_items[0][price].', 'parameter_missing');
      if (options.prices && !prices[price]) return missing(reply, 'price', price, `line_items[${i}][price]`);
      items.push({ price, quantity: Number(str(item.quantity) ?? '1') });
    }
    const id = `cs_test_${randomToken(58)}`;
    const amount = items.reduce((sum, it) => sum + (prices[it.price]?.unitAmount ?? 0) * it.quantity, 0);
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      customer: customer ?? null,
      customer_email: str(b.customer_email) ?? null,
      client_reference_id: str(b.client_reference_id) ?? null,
      subscription: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: str(b.cancel_url) ?? null,
      url: `${baseUrl}/c/pay/${id}`,
      amount_total: amount,
      currency: prices[items[0]?.price ?? '']?.currency ?? 'brl',
      metadata: record(b.metadata),
      created: now(),
      expires_at: now() + DAY,
      livemode: false,
      // Not part of Stripe's object; kept for completeCheckout and stripped from responses.
      _lineItems: items,
      _subscriptionMetadata: record((b.subscription_data as Record<string, StripeFormValue> | undefined)?.metadata),
    };
    checkoutSessions.set(id, session);
    return publicView(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const s = checkoutSessions.get(request.params.id);
    return s ? publicView(s) : missing(reply, 'checkout.session', request.params.id);
  });

  app.post('/v1/billing_portal/sessions', async (request, reply) => {
    const b = body(request);
    const customer = str(b.customer);
    if (!customer) return paramError(reply, 'customer', 'Missing required param: customer.', 'parameter_missing');
    if (!customers.has(customer)) return missing(reply, 'customer', customer);
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_fake_default',
      created: now(),
      customer,
      flow: null,
      livemode: false,
      locale: str(b.locale) ?? null,
      on_behalf_of: null,
      return_url: str(b.return_url) ?? null,
      url: `${baseUrl}/p/session/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  });

  app.get<{ Params: { id: string } }>(
    '/v1/subscriptions/:id',
    async (request, reply) => subscriptions.get(request.params.id) ?? missing(reply, 'subscription', request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/events/:id',
    async (request, reply) => events.find((e) => e.id === request.params.id) ?? missing(reply, 'event', request.params.id),
  );
  registerStripeReads(app, { invoices, paymentMethods });
  registerHostedPages(app, { checkoutSessions, portalSessions, completeCheckout });
  registerStripeUpdates(app, { prices, subscriptions, sendEvent });
  registerStripeRefunds(app, { invoices, refunds });

  const baseUrl = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  function newInvoice(sub: StripeObject, billingReason: string, status: 'paid' | 'open'): StripeObject {
    const invoice = buildInvoice(sub, billingReason, status, prices, baseUrl);
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  async function completeCheckout(sessionId: string): Promise<StripeObject> {
    const s = checkoutSessions.get(sessionId);
    if (!s) throw new Error(`fake stripe: no checkout session ${sessionId}`);
    if (s.status === 'complete') return s;
    let customerId = s.customer as string | null;
    if (!customerId) {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: s.customer_email,
        name: null,
        metadata: {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      customerId = customer.id;
      await sendEvent('customer.created', customer);
    }
    s.customer = customerId;
    s.status = 'complete';
    s.payment_status = s.mode === 'setup' ? 'no_payment_required' : 'paid';
    let invoice: StripeObject | undefined;
    if (s.mode === 'subscription') {
      const sub = newSubscription(customerId, s._lineItems as Array<{ price: string; quantity: number }>, prices, s._subscriptionMetadata);
      sub.default_payment_method = newCardPaymentMethod(customerId, (s.customer_email as string | null) ?? null, paymentMethods).id;
      subscriptions.set(sub.id, sub);
      invoice = newInvoice(sub, 'subscription_create', 'paid');
      s.subscription = sub.id;
      s.invoice = invoice.id;
      await sendEvent('customer.subscription.created', sub);
    }
    // Stripe's order is not guaranteed; this is one plausible order and receivers must not rely on it.
    await sendEvent('checkout.session.completed', s);
    if (invoice) await sendEvent('invoice.paid', invoice);
    return publicView(s);
  }

  function mustSub(id: string): StripeObject {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake stripe: no subscription ${id}`);
    return sub;
  }

  return {
    url: baseUrl,
    checkoutSessions,
    portalSessions,
    customers,
    subscriptions,
    invoices,
    refunds,
    events,
    deliveries,
    setWebhook(url, secret) {
      webhookUrl = url;
      webhookSecret = secret;
    },
    completeCheckout,
    async renewSubscription(id) {
      const sub = mustSub(id);
      const previous = { current_period_start: sub.current_period_start, current_period_end: sub.current_period_end, status: sub.status };
      const length = Number(sub.current_period_end) - Number(sub.current_period_start);
      sub.current_period_start = sub.current_period_end;
      sub.current_period_end = Number(sub.current_period_end) + length;
      sub.status = 'active';
      await sendEvent('invoice.paid', newInvoice(sub, 'subscription_cycle', 'paid'));
      await sendEvent('customer.subscription.updated', sub, previous);
    },
    async failRenewal(id) {
      const sub = mustSub(id);
      const previous = { status: sub.status };
      sub.status = 'past_due';
      await sendEvent('invoice.payment_failed', newInvoice(sub, 'subscription_cycle', 'open'));
      await sendEvent('customer.subscription.updated', sub, previous);
    },
    async cancelSubscription(id, opts) {
      const sub = mustSub(id);
      if (opts?.atPeriodEnd) {
        sub.cancel_at_period_end = true;
        await sendEvent('customer.subscription.updated', sub, { cancel_at_period_end: false });
        return;
      }
      sub.status = 'canceled';
      sub.canceled_at = now();
      sub.ended_at = now();
      await sendEvent('customer.subscription.deleted', sub);
    },
    sendEvent,
    async close() {
      await app.close();
    },
  };
}
