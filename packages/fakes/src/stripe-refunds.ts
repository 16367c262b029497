// Refunds in the fake Stripe: `GET /v1/invoice_payments?invoice=…` lists the payment of a paid invoice
// (its PaymentIntent, as the basil API does) and `POST /v1/refunds` refunds part or all of it, refusing
// more than was paid and answering a repeated Idempotency-Key with the refund it already made.
import type { FastifyInstance } from 'fastify';
import type { StripeFormValue } from './stripe-form.js';
import type { StripeObject } from './stripe-types.js';
import { missing, newId, now, paramError, str, record } from './stripe-wire.js';

/** The PaymentIntent that paid an invoice (derived from its id, so it needs no extra state). */
const paymentIntentOf = (invoiceId: string) => `pi_${invoiceId.replace(/^in_/, '')}`;

export function registerStripeRefunds(
  app: FastifyInstance,
  state: { invoices: Map<string, StripeObject>; refunds: Map<string, StripeObject> },
) {
  const byKey = new Map<string, StripeObject>();
  const refundedOf = (intent: string) =>
    [...state.refunds.values()].filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + Number(r.amount), 0);

  app.get<{ Querystring: { invoice?: string; status?: string } }>('/v1/invoice_payments', async (request) => {
    const invoice = request.query.invoice ? state.invoices.get(request.query.invoice) : undefined;
    const paid = invoice && invoice.status === 'paid' && (!request.query.status || request.query.status === 'paid');
    const data = paid
      ? [
          {
            id: `inpay_${invoice.id.replace(/^in_/, '')}`,
            object: 'invoice_payment',
            invoice: invoice.id,
            amount_paid: invoice.amount_paid,
            currency: invoice.currency,
            is_default: true,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: paymentIntentOf(invoice.id) },
            livemode: false,
          },
        ]
      : [];
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  });

  app.post('/v1/refunds', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? byKey.get(key) : undefined;
    if (known) return known;
    const body = (request.body ?? {}) as Record<string, StripeFormValue>;
    const intent = str(body.payment_intent);
    if (!intent) return paramError(reply, 'payment_intent', 'You must pass either a charge or a payment_intent.', 'parameter_missing');
    const invoice = [...state.invoices.values()].find((i) => paymentIntentOf(i.id) === intent && i.status === 'paid');
    if (!invoice) return missing(reply, 'payment_intent', intent, 'payment_intent');
    const left = Number(invoice.amount_paid) - refundedOf(intent);
    const amount = str(body.amount) ? Number(str(body.amount)) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      return paramError(
        reply,
        'amount',
        `Refund amount (R$${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (R$${(left / 100).toFixed(2)})`,
        'amount_too_large',
      );
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: invoice.currency ?? 'brl',
      payment_intent: intent,
      reason: str(body.reason) ?? null,
      metadata: record(body.metadata),
      status: 'succeeded',
      created: now(),
    };
    state.refunds.set(refund.id, refund);
    if (typeof key === 'string') byKey.set(key, refund);
    return refund;
  });
}
