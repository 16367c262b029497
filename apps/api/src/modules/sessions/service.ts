import { webcrypto } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import type { TAppContext, TAuth, TSessionKind } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { SESSION_TTL_DAYS, readSessionToken, signSessionToken } from './tokens.js';
import { cachedSession, forgetSession, rememberSession, sessionKey } from './session-cache.js';

const DAY_MS = 86_400_000;
// last_used_at is informative; writing it on every request would double the cost of each call.
const TOUCH_EVERY_MS = 60_000;

export interface TSessionOrigin {
  device: Record<string, unknown> | null;
  deviceHash: string | null;
  ip: string | null;
  userAgent: string | null;
}

const secretCache = new WeakMap<object, Promise<webcrypto.CryptoKey>>();
/** The tokens' key, imported once: given the raw secret, jose imports it again on every sign and verify. */
function secretOf(ctx: TAppContext): Promise<webcrypto.CryptoKey> {
  let secret = secretCache.get(ctx.config);
  if (!secret) {
    const raw = new TextEncoder().encode(ctx.config.JWT_SECRET);
    secret = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    secretCache.set(ctx.config, secret);
  }
  return secret;
}

export async function openSession(
  ctx: TAppContext,
  input: { kind: TSessionKind; subjectId: string; companyId?: string | null; origin: TSessionOrigin; impersonatorSessionId?: string },
): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(ctx.now().getTime() + SESSION_TTL_DAYS * DAY_MS);
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      kind: input.kind,
      subject_id: input.subjectId,
      company_id: input.companyId ?? null,
      device: input.origin.device,
      device_hash: input.origin.deviceHash,
      ip: input.origin.ip,
      user_agent: input.origin.userAgent?.slice(0, 500) ?? null,
      expires_at: expiresAt,
      impersonator_session_id: input.impersonatorSessionId ?? null,
    })
    .returning({ id: sessions.id });
  const sessionId = row!.id;
  const token = await signSessionToken(
    await secretOf(ctx),
    { kind: input.kind, sessionId, subjectId: input.subjectId, companyId: input.companyId ?? null },
    expiresAt,
  );
  // Its first request would verify the token and read the row just written: kept as that check would keep
  // it (every client's first booking read it in the bookings run), dropped with the session like any other.
  const auth: TAuth = { kind: input.kind, sessionId, subjectId: input.subjectId, companyId: input.companyId ?? null };
  rememberSession(ctx, sessionKey(input.kind, token), auth, expiresAt);
  return { token, sessionId };
}

/**
 * A token is valid only while its session row exists, is not revoked and has not expired. A valid answer
 * is kept for SESSION_CACHE_MS (session-cache.ts), dropped everywhere the moment the session is revoked.
 */
export async function authenticate(ctx: TAppContext, token: string, kind: TSessionKind): Promise<TAuth | null> {
  const key = sessionKey(kind, token);
  const cached = cachedSession(ctx, key);
  if (cached) return cached;
  const claims = await readSessionToken(await secretOf(ctx), token, kind);
  if (!claims) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      id: sessions.id,
      subject_id: sessions.subject_id,
      company_id: sessions.company_id,
      last_used_at: sessions.last_used_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.kind, kind), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
    .limit(1);
  if (!row || row.subject_id !== claims.subjectId) return null;
  if (now.getTime() - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await ctx.db.update(sessions).set({ last_used_at: now }).where(eq(sessions.id, row.id));
  }
  const auth: TAuth = { kind, sessionId: row.id, subjectId: row.subject_id, companyId: row.company_id };
  rememberSession(ctx, key, auth, row.expires_at);
  return auth;
}

/** Refresh keeps the same session and pushes its expiry 30 days ahead. */
export async function refreshSession(ctx: TAppContext, auth: TAuth): Promise<string> {
  const expiresAt = new Date(ctx.now().getTime() + SESSION_TTL_DAYS * DAY_MS);
  await ctx.db.update(sessions).set({ expires_at: expiresAt, last_used_at: ctx.now() }).where(eq(sessions.id, auth.sessionId));
  return signSessionToken(
    await secretOf(ctx),
    { kind: auth.kind, sessionId: auth.sessionId, subjectId: auth.subjectId, companyId: auth.companyId },
    expiresAt,
  );
}

export async function revokeSession(ctx: TAppContext, auth: Pick<TAuth, 'kind' | 'subjectId'>, sessionId: string): Promise<void> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revoked_at: ctx.now() })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.kind, auth.kind), eq(sessions.subject_id, auth.subjectId), isNull(sessions.revoked_at)),
    )
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw notFound('Sessão não encontrada.');
  forgetSession(ctx, sessionId);
  // After the commit: a socket that joins its session room later re-checks the row and sees the revocation.
  ctx.hub.disconnectSession(sessionId);
}

/** Ends the user sessions an admin session opened as a company owner (signing the admin out ends them). */
export async function endImpersonations(ctx: TAppContext, adminSessionId: string): Promise<number> {
  const ended = await ctx.db
    .update(sessions)
    .set({ revoked_at: ctx.now() })
    .where(and(eq(sessions.impersonator_session_id, adminSessionId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  for (const row of ended) {
    forgetSession(ctx, row.id);
    ctx.hub.disconnectSession(row.id);
  }
  return ended.length;
}

/** Which of these sessions may still be used (not revoked, not expired): sockets re-check this on every join. */
export async function activeSessionIds(ctx: TAppContext, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revoked_at), gt(sessions.expires_at, ctx.now())));
  return new Set(rows.map((r) => r.id));
}

export async function listSessions(ctx: TAppContext, kind: TSessionKind, subjectId: string) {
  return ctx.db
    .select({
      id: sessions.id,
      device: sessions.device,
      device_hash: sessions.device_hash,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
      expires_at: sessions.expires_at,
      revoked_at: sessions.revoked_at,
    })
    .from(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.subject_id, subjectId)))
    .orderBy(desc(sessions.created_at))
    .limit(100);
}
