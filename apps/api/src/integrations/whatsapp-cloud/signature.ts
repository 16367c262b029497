// X-Hub-Signature-256 of Meta webhooks (WhatsApp and Instagram): HMAC-SHA256 of the raw body,
// keyed with the App Secret, lowercase hex after 'sha256=' (docs/providers.md §1.2).
// Verify against the raw bytes: re-serialising parsed JSON changes them and breaks the HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER_PATTERN = /^sha256=([0-9a-fA-F]{64})$/;

export function signWhatsappPayload(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function verifyWhatsappSignature(rawBody: string | Buffer, header: string | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || appSecret === '') return false;
  const match = HEADER_PATTERN.exec(header.trim());
  if (!match) return false;
  const received = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  // Both are 32 bytes here (the pattern fixes the length), as timingSafeEqual requires.
  return timingSafeEqual(received, expected);
}
