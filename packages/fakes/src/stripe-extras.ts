// Parts of the fake Stripe beyond sessions: inline prices (`line_items[][price_data]`), the card a
// completed Checkout leaves on the subscription (`default_payment_method`), and the read endpoints
// receivers use to fetch fresh state (`GET /v1/invoices/:id`, `GET /v1/payment_methods/:id`).
import type { FastifyInstance } from 'fastify';
import type { StripeFormValue } from './stripe-form.js';
import type { FakeStripePrice, StripeObject } from './stripe-types.js';
import { missing, newId, now, str } from './stripe-wire.js';

/** Registers a `price_data` line item as an ad hoc price, as Stripe does; returns its id (undefined if incomplete). */
export function adHocPrice(raw: StripeFormValue | undefined, prices: Record<string, FakeStripePrice>): string | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const amount = Number(str(raw.unit_amount));
  if (!Number.isInteger(amount) || amount < 0) return undefined;
  const recurring = raw.recurring as Record<string, StripeFormValue> | undefined;
  const interval = str(recurring?.interval) as FakeStripePrice['interval'];
  const id = newId('price');
  prices[id] = { unitAmount: amount, currency: str(raw.currency) ?? 'brl', interval: interval ?? 'month' };
  return id;
}

/** The test card (Visa 4242) a completed Checkout leaves attached to the customer. */
export function newCardPaymentMethod(customerId: string, holder: string | null, paymentMethods: Map<string, StripeObject>): StripeObject {
  const pm: StripeObject = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: customerId,
    billing_details: { name: holder ?? 'Cliente Teste', email: null, phone: null, address: null },
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'BR' },
    created: now(),
    livemode: false,
  };
  paymentMethods.set(pm.id, pm);
  return pm;
}

export function registerStripeReads(
  app: FastifyInstance,
  state: { invoices: Map<string, StripeObject>; paymentMethods: Map<string, StripeObject> },
): void {
  app.get<{ Params: { id: string } }>(
    '/v1/invoices/:id',
    async (request, reply) => state.invoices.get(request.params.id) ?? missing(reply, 'invoice', request.params.id),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/payment_methods/:id',
    async (request, reply) => state.paymentMethods.get(request.params.id) ?? missing(reply, 'payment_method', request.params.id),
  );
}
