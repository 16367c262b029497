// Writes on existing objects: `POST /v1/prices` (a recurring price, with `product` or `product_data`)
// and `POST /v1/subscriptions/:id` (cancel_at_period_end, metadata, and `items[n][id]` + `items[n][price]`
// to change the price of an item in place, as a plan change does). Each subscription change sends
// `customer.subscription.updated` with `previous_attributes`, as Stripe does.
import type { FastifyInstance } from 'fastify';
import type { StripeFormValue } from './stripe-form.js';
import type { FakeStripePrice, StripeObject } from './stripe-types.js';
import { missing, newId, now, paramError, record, str } from './stripe-wire.js';

interface TUpdateState {
  prices: Record<string, FakeStripePrice>;
  subscriptions: Map<string, StripeObject>;
  sendEvent(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<number>;
}

type TForm = Record<string, StripeFormValue>;
const INTERVALS = ['day', 'week', 'month', 'year'];

export function registerStripeUpdates(app: FastifyInstance, state: TUpdateState): void {
  app.post('/v1/prices', async (request, reply) => {
    const b = (request.body ?? {}) as TForm;
    const currency = str(b.currency);
    if (!currency) return paramError(reply, 'currency', 'Missing required param: currency.', 'parameter_missing');
    const amount = Number(str(b.unit_amount));
    if (!Number.isInteger(amount) || amount < 0)
      return paramError(reply, 'unit_amount', 'Invalid integer: unit_amount.', 'parameter_invalid_integer');
    const productData = b.product_data as TForm | undefined;
    const product = str(b.product) ?? (str(productData?.name) ? newId('prod') : undefined);
    if (!product) return paramError(reply, 'product', 'Missing required param: product.', 'parameter_missing');
    const interval = str((b.recurring as TForm | undefined)?.interval);
    if (interval && !INTERVALS.includes(interval))
      return paramError(
        reply,
        'recurring[interval]',
        `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`,
        'parameter_invalid_empty',
      );
    const id = newId('price');
    state.prices[id] = { unitAmount: amount, currency, interval: (interval ?? 'month') as FakeStripePrice['interval'] };
    return {
      id,
      object: 'price',
      active: true,
      currency,
      unit_amount: amount,
      product,
      type: interval ? 'recurring' : 'one_time',
      recurring: interval ? { interval, interval_count: 1 } : null,
      metadata: record(b.metadata),
      created: now(),
      livemode: false,
    };
  });

  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const sub = state.subscriptions.get(request.params.id);
    if (!sub) return missing(reply, 'subscription', request.params.id);
    if (sub.status === 'canceled')
      return paramError(reply, 'subscription', 'A canceled subscription can only update its metadata.', 'resource_missing');
    const b = (request.body ?? {}) as TForm;
    const previous: Record<string, unknown> = {};
    const cancel = str(b.cancel_at_period_end);
    if (cancel !== undefined && String(sub.cancel_at_period_end) !== cancel) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancel === 'true';
    }
    if (b.metadata !== undefined) {
      previous.metadata = structuredClone(sub.metadata);
      sub.metadata = { ...(sub.metadata as Record<string, string>), ...record(b.metadata) };
    }
    const items = Array.isArray(b.items) ? (b.items as TForm[]) : [];
    const list = (sub.items as { data: Array<Record<string, any>> }).data;
    for (const [i, item] of items.entries()) {
      const target = list.find((it) => it.id === str(item.id));
      if (!target) return missing(reply, 'subscription_item', str(item.id) ?? '', `items[${i}][id]`);
      const priceId = str(item.price);
      const price = priceId ? state.prices[priceId] : undefined;
      if (!priceId || !price) return missing(reply, 'price', priceId ?? '', `items[${i}][price]`);
      previous.items ??= structuredClone(sub.items);
      list[list.indexOf(target)] = {
        ...target,
        price: {
          id: priceId,
          object: 'price',
          unit_amount: price.unitAmount,
          currency: price.currency,
          recurring: { interval: price.interval },
        },
      };
    }
    if (Object.keys(previous).length > 0) await state.sendEvent('customer.subscription.updated', sub, previous);
    return sub;
  });
}
