// The subscription object a completed Checkout Session creates, as Stripe shapes it.
import type { FakeStripePrice, StripeObject } from './stripe-types.js';
import { newId, now } from './stripe-wire.js';

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
        price: { id: it.price, object: 'price', unit_amount: prices?.[it.price]?.unitAmount ?? null, currency: prices?.[it.price]?.currency ?? 'brl', recurring: { interval } },
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
