// Signed-in state, kept per token for SESSION_CACHE_MS (issue 17): every request of the app carries a
// token, and checking it meant a signature check plus a session row read. An entry never outlives its
// session's expiry, and a revocation (sign-out, an admin's sign-out ending impersonations) drops it the
// moment it commits — here and, through the realtime hub's Redis, in every other API process. Membership,
// role and company block are not cached: they are read on each request (requireCompanyAccess), so a removed
// member or a blocked company loses access at once. The lifetime only bounds what a lost peer notice could
// leave usable. A session is kept from the moment it is opened (openSession), and a revoked one is not kept
// again for a lifetime after its drop: a check that read the row just before the revocation committed, or a
// sign-in still signing its token, would otherwise keep it after the drop.
import type { TAppContext, TAuth } from '../../lib/context.js';

const PEER_EVENT = 'session:revoked';
/** Bound on the entries of one process; past it, the oldest go first. */
const MAX_ENTRIES = 50_000;

interface TEntry {
  until: number;
  auth: TAuth;
}

class SessionCache {
  private readonly byToken = new Map<string, TEntry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  /** Sessions dropped here, until when they are not kept again (insertion order is time order). */
  private readonly dropped = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  get(key: string): TAuth | undefined {
    const entry = this.byToken.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now().getTime()) return entry.auth;
    this.forget(key, entry.auth.sessionId);
    return undefined;
  }

  set(key: string, auth: TAuth, expiresAt: number): void {
    if (this.ttlMs <= 0) return;
    const now = this.now().getTime();
    const gone = this.dropped.get(auth.sessionId);
    if (gone !== undefined && gone > now) return;
    while (this.byToken.size >= MAX_ENTRIES) {
      const [oldest, entry] = this.byToken.entries().next().value as [string, TEntry];
      this.forget(oldest, entry.auth.sessionId);
    }
    this.byToken.set(key, { until: Math.min(now + this.ttlMs, expiresAt), auth });
    let tokens = this.tokensOf.get(auth.sessionId);
    if (!tokens) this.tokensOf.set(auth.sessionId, (tokens = new Set()));
    tokens.add(key);
  }

  drop(sessionId: string): void {
    for (const key of this.tokensOf.get(sessionId) ?? []) this.byToken.delete(key);
    this.tokensOf.delete(sessionId);
    if (this.ttlMs <= 0) return;
    const now = this.now().getTime();
    // Expired marks go first (the oldest lead the map), then the oldest beyond the bound.
    for (const [id, until] of this.dropped) {
      if (until > now && this.dropped.size < MAX_ENTRIES) break;
      this.dropped.delete(id);
    }
    this.dropped.delete(sessionId);
    this.dropped.set(sessionId, now + this.ttlMs);
  }

  private forget(key: string, sessionId: string): void {
    this.byToken.delete(key);
    const tokens = this.tokensOf.get(sessionId);
    tokens?.delete(key);
    if (tokens?.size === 0) this.tokensOf.delete(sessionId);
  }
}

// One cache per app, keyed by its hub: the copies of the app's context (a transaction's, the job runner's on
// the background pool) share it, so a session dropped by work on a copy is dropped for the requests too.
const caches = new WeakMap<TAppContext['hub'], SessionCache>();

function cacheOf(ctx: TAppContext): SessionCache {
  let cache = caches.get(ctx.hub);
  if (!cache) {
    cache = new SessionCache(ctx.config.SESSION_CACHE_MS, ctx.now);
    caches.set(ctx.hub, cache);
    const own = cache;
    ctx.hub.onPeers(PEER_EVENT, (sessionId) => own.drop(sessionId));
  }
  return cache;
}

/** The cache's key of a token of a kind (a token is only ever checked against its own kind). */
export const sessionKey = (kind: TAuth['kind'], token: string) => `${kind}:${token}`;

export function cachedSession(ctx: TAppContext, key: string): TAuth | undefined {
  return cacheOf(ctx).get(key);
}

export function rememberSession(ctx: TAppContext, key: string, auth: TAuth, expiresAt: Date): void {
  cacheOf(ctx).set(key, auth, expiresAt.getTime());
}

/** Forgets a revoked session here and in the other API processes. */
export function forgetSession(ctx: TAppContext, sessionId: string): void {
  cacheOf(ctx).drop(sessionId);
  ctx.hub.notifyPeers(PEER_EVENT, sessionId);
}
