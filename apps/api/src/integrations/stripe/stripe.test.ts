import { startFakeStripe, type FakeStripe } from '@agenda/fakes/stripe';
import { startWebhookReceiver, type WebhookReceiver } from '@agenda/fakes/webhook-receiver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { constructStripeEvent, signStripePayload, StripeSignatureError, verifyStripeSignature } from './signature.js';

const SECRET = 'whsec_test_secret';
const PAYLOAD = '{"id":"evt_test","object":"event"}';
// Computed independently: printf '%s' '1700000000.<PAYLOAD>' | openssl dgst -sha256 -hmac whsec_test_secret
const V1 = '8042376f6ca064adbe037642a718227dfd59047137eb49497a54c49eb0cfb724';

describe('Stripe-Signature', () => {
  it('signs like generateTestHeaderString (openssl-checked vector)', () => {
    expect(signStripePayload(PAYLOAD, SECRET, 1700000000)).toBe(`t=1700000000,v1=${V1}`);
  });

  it('verifies within tolerance, including a header with several v1 and a v0', () => {
    const now = 1700000100;
    expect(verifyStripeSignature(PAYLOAD, `t=1700000000,v1=${V1}`, SECRET, { nowSeconds: now })).toEqual({
      ok: true,
      timestamp: 1700000000,
    });
    expect(
      verifyStripeSignature(Buffer.from(PAYLOAD), `t=1700000000,v1=${'0'.repeat(64)},v1=${V1},v0=abc`, SECRET, { nowSeconds: now }).ok,
    ).toBe(true);
  });

  it.each([
    ['missing_header', undefined],
    ['missing_header', ''],
    ['malformed_header', 'garbage'],
    ['malformed_header', `v1=${V1}`],
    ['malformed_header', 't=1700000000'],
    ['malformed_header', `t=abc,v1=${V1}`],
    ['no_matching_signature', `t=1700000000,v1=${'a'.repeat(64)}`],
    ['no_matching_signature', `t=1700000001,v1=${V1}`],
    ['no_matching_signature', `t=1700000000,v1=${V1.slice(0, -2)}`],
  ])('fails with %s for %j', (reason, header) => {
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, { nowSeconds: 1700000000 })).toEqual({ ok: false, reason });
  });

  it('rejects old timestamps, tolerates future ones, and tolerance 0 skips the age check', () => {
    const header = `t=1700000000,v1=${V1}`;
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, { nowSeconds: 1700000301 })).toEqual({
      ok: false,
      reason: 'timestamp_outside_tolerance',
    });
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, { nowSeconds: 1700000300 }).ok).toBe(true);
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, { nowSeconds: 1600000000 }).ok).toBe(true);
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, { nowSeconds: 1800000000, toleranceSeconds: 0 }).ok).toBe(true);
  });

  it('constructStripeEvent throws StripeSignatureError with stripe-node wording', () => {
    expect(() => constructStripeEvent(PAYLOAD, 't=1,v1=00', SECRET)).toThrow(StripeSignatureError);
    expect(() => constructStripeEvent(PAYLOAD, 't=1,v1=00', SECRET)).toThrow(
      'No signatures found matching the expected signature for payload.',
    );
  });
});

describe('signed deliveries from the fake', () => {
  let stripe: FakeStripe;
  let hooks: WebhookReceiver;
  beforeEach(async () => {
    hooks = await startWebhookReceiver();
    stripe = await startFakeStripe({ webhookUrl: `${hooks.url}/stripe`, webhookSecret: SECRET });
  });
  afterEach(async () => {
    await stripe.close();
    await hooks.close();
  });

  it('verify + parse every event of a completed checkout', async () => {
    const res = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_anything', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'subscription',
        'line_items[0][price]': 'price_x',
        'line_items[0][quantity]': '1',
        success_url: 'https://x/ok',
        client_reference_id: 'company_1',
      }),
    });
    const session = (await res.json()) as { id: string };
    await stripe.completeCheckout(session.id);
    const events = hooks.received.map((r) => constructStripeEvent(r.rawBody, r.headers['stripe-signature'] as string, SECRET));
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    expect(completed.data.object).toMatchObject({ id: session.id, client_reference_id: 'company_1', payment_status: 'paid' });
    expect(() =>
      constructStripeEvent(hooks.received[0]!.rawBody, hooks.received[0]!.headers['stripe-signature'] as string, 'whsec_other'),
    ).toThrow(StripeSignatureError);
  });
});
