import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random 6-digit code (leading zeros allowed). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Codes are stored as an HMAC bound to phone and action, so a stolen table yields no usable code. */
export function hashCode(secret: string, phone: string, action: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}|${action}|${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
