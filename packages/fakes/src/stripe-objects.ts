// The subscription and invoice objects the fake creates, shaped as Stripe's.
import type { FakeStripePrice, StripeObject } from './stripe-types.js';
import { firstItem, newId, now, randomToken } from './stripe-wire.js';

export const DAY = 86_400;
const INTERVAL_SECONDS = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;

export function newSubscription(
  customerId: string,
  items: Array<{ price: string; quantity: number }>,
  prices: Record<string, FakeStripePrice> | undefined,
  metadata: unknown,
): StripeObject {
  const start = now();
  const interval = prices?.[items[0]!.price]?.interval ?? 'month';
  const end = start + INTERVAL_SECONDS[interval];
  return {
    id: newId('sub'),
    object: 'subscription',
    customer: customerId,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    current_period_start: start,
    current_period_end: end,
    items: {
      object: 'list',
      data: items.map((it) => ({
        id: newId('si'),
        object: 'subscription_item',
        price: {
          id: it.price,
          object: 'price',
          unit_amount: prices?.[it.price]?.unitAmount ?? null,
          currency: prices?.[it.price]?.currency ?? 'brl',
          recurring: { interval },
        },
        quantity: it.quantity,
        current_period_start: start,
        current_period_end: end,
      })),
    },
    latest_invoice: null,
    metadata,
    created: start,
    livemode: false,
  };
}

/** An invoice of the subscription's current period; its hosted page lives under `baseUrl`. */
export function buildInvoice(
  sub: StripeObject,
  billingReason: string,
  status: 'paid' | 'open',
  prices: Record<string, FakeStripePrice> | undefined,
  baseUrl: string,
): StripeObject {
  const item = firstItem(sub);
  const amount = (prices?.[item.priceId]?.unitAmount ?? 0) * item.quantity;
  return {
    id: newId('in'),
    object: 'invoice',
    customer: sub.customer,
    // Pre-basil field plus its 2025 home (parent.subscription_details), so either reader works.
    subscription: sub.id,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    status,
    billing_reason: billingReason,
    amount_due: amount,
    amount_paid: status === 'paid' ? amount : 0,
    amount_remaining: status === 'paid' ? 0 : amount,
    currency: prices?.[item.priceId]?.currency ?? 'brl',
    period_start: sub.current_period_start,
    period_end: sub.current_period_end,
    hosted_invoice_url: `${baseUrl}/i/${randomToken(24)}`,
    attempt_count: 1,
    created: now(),
    livemode: false,
  };
}
