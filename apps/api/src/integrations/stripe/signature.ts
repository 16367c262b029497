// Stripe-Signature webhook header: `t=<unix>,v1=<hex>[,v1=…][,v0=…]`, where v1 is HMAC-SHA256 of
// `${t}.${rawPayload}` keyed with the endpoint secret (whsec_…). Mirrors stripe-node's
// Webhooks.ts (docs/providers.md §4.1): any matching v1 passes, age above the tolerance fails
// (default 300 s), future timestamps are not rejected. Verify the raw bytes, never re-serialised JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';

const STRIPE_DEFAULT_TOLERANCE_SECONDS = 300;

export type StripeSignatureFailure = 'missing_header' | 'malformed_header' | 'no_matching_signature' | 'timestamp_outside_tolerance';

export type StripeSignatureResult = { ok: true; timestamp: number } | { ok: false; reason: StripeSignatureFailure };

export class StripeSignatureError extends Error {
  constructor(readonly reason: StripeSignatureFailure) {
    super(MESSAGES[reason]);
    this.name = 'StripeSignatureError';
  }
}

// Same wording as stripe-node's StripeSignatureVerificationError, for familiar logs.
const MESSAGES: Record<StripeSignatureFailure, string> = {
  missing_header: 'No stripe-signature header value was provided.',
  malformed_header: 'Unable to extract timestamp and signatures from header',
  no_matching_signature: 'No signatures found matching the expected signature for payload.',
  timestamp_outside_tolerance: 'Timestamp outside the tolerance zone',
};

/** Header value for a payload, as stripe.webhooks.generateTestHeaderString builds it. */
export function signStripePayload(payload: string | Buffer, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(timestamp, payload, secret)}`;
}

export function verifyStripeSignature(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; nowSeconds?: number } = {},
): StripeSignatureResult {
  if (!header) return { ok: false, reason: 'missing_header' };
  let timestamp = -1;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') timestamp = /^\d+$/.test(value) ? Number(value) : -1;
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp < 0 || signatures.length === 0) return { ok: false, reason: 'malformed_header' };

  const expected = Buffer.from(hmacHex(timestamp, payload, secret), 'utf8');
  let matched = false;
  for (const sig of signatures) {
    const candidate = Buffer.from(sig, 'utf8');
    if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: 'no_matching_signature' };

  const tolerance = options.toleranceSeconds ?? STRIPE_DEFAULT_TOLERANCE_SECONDS;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && now - timestamp > tolerance) return { ok: false, reason: 'timestamp_outside_tolerance' };
  return { ok: true, timestamp };
}

export interface StripeEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  created: number;
  livemode: boolean;
  api_version?: string | null;
  data: { object: T; previous_attributes?: Record<string, unknown> };
}

/** Verifies then parses, like stripe.webhooks.constructEvent; throws StripeSignatureError when unsigned. */
export function constructStripeEvent(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; nowSeconds?: number } = {},
): StripeEvent {
  const result = verifyStripeSignature(payload, header, secret, options);
  if (!result.ok) throw new StripeSignatureError(result.reason);
  const event = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8')) as unknown;
  if (!isEvent(event)) throw new Error('signed payload is not a Stripe event');
  return event;
}

function isEvent(v: unknown): v is StripeEvent {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  const data = e.data as Record<string, unknown> | undefined;
  return (
    typeof e.id === 'string' && typeof e.type === 'string' && typeof data === 'object' && data !== null && typeof data.object === 'object'
  );
}

function hmacHex(timestamp: number, payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}
