import type { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TSessionKind } from '../../lib/context.js';

export const SESSION_TTL_DAYS = 30;

/** The HS256 secret, raw or imported once (the API: jose imports a raw one on every call). */
type TTokenKey = Uint8Array | webcrypto.CryptoKey;
const ISSUER = 'agenda-inteligente';

export interface TTokenClaims {
  kind: TSessionKind;
  sessionId: string;
  subjectId: string;
  companyId: string | null;
}

/** Each kind is its own audience, so a user token is never accepted where an admin token is required. */
export async function signSessionToken(secret: TTokenKey, claims: TTokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, cid: claims.companyId ?? undefined })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.subjectId)
    .setAudience(claims.kind)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function readSessionToken(secret: TTokenKey, token: string, kind: TSessionKind): Promise<TTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: kind, issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      kind,
      sessionId: payload.sid,
      subjectId: payload.sub,
      companyId: typeof payload.cid === 'string' ? payload.cid : null,
    };
  } catch {
    return null;
  }
}
