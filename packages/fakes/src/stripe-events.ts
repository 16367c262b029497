// Events as Stripe records and delivers them: kept for GET /v1/events/:id and POSTed, signed
// (Stripe-Signature: t=…,v1=…), to the configured webhook.
import { createHmac } from 'node:crypto';
import type { FakeStripeDelivery, StripeObject } from './stripe-types.js';
import { newId, now, publicView } from './stripe-wire.js';

interface EventSenderState {
  apiVersion: string;
  events: StripeObject[];
  deliveries: FakeStripeDelivery[];
  /** Read on every send: the webhook can be set after start. */
  webhook(): { url?: string; secret?: string };
}

export function createEventSender({ apiVersion, events, deliveries, webhook }: EventSenderState) {
  return async function sendEvent(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<number> {
    const { url: webhookUrl, secret: webhookSecret } = webhook();
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object: publicView(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    if (!webhookUrl || !webhookSecret) return 0;
    const rawBody = JSON.stringify(event, null, 2);
    const t = now();
    const signature = `t=${t},v1=${createHmac('sha256', webhookSecret).update(`${t}.${rawBody}`).digest('hex')}`;
    let status = 0;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: rawBody,
      });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch {
      status = 0;
    }
    deliveries.push({ event, rawBody, signature, status });
    return status;
  };
}
