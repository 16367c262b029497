// Signed, expiring links to private files: /files/<payload>.<hmac>. The payload names the key and the
// expiry; the HMAC key is derived from JWT_SECRET, so no other secret has to be configured.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../../config.js';

export const FILES_PREFIX = '/files/';

const hmacKey = (config: TConfig) => createHash('sha256').update(`private-files:${config.JWT_SECRET}`).digest();
const sign = (config: TConfig, payload: string) => createHmac('sha256', hmacKey(config)).update(payload).digest('base64url');

/** A path valid for FILE_URL_TTL_SECONDS from `now`. */
export function signFileUrl(config: TConfig, key: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + config.FILE_URL_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ k: key, e: exp })).toString('base64url');
  return `${FILES_PREFIX}${payload}.${sign(config, payload)}`;
}

export type TFileUrlCheck = { ok: true; key: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The key of a token, after its signature and then its expiry were checked. */
export function checkFileToken(config: TConfig, token: string, now: Date): TFileUrlCheck {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(config, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let parsed: { k?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k?: unknown; e?: unknown };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof parsed.k !== 'string' || typeof parsed.e !== 'number') return { ok: false, reason: 'invalid' };
  if (parsed.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, key: parsed.k };
}
