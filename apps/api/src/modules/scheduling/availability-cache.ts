// The public booking page's free times, kept for a few seconds per company (AVAILABILITY_CACHE_MS):
// most reads of a busy page ask for the same days. A schedule change drops the company's entries the
// moment it commits (effects.ts), here and — through the realtime hub's Redis — in every other API
// process; any other successful write of a company (hours, calendars, services, blocked periods) drops
// them too (the hook below). The lifetime bounds what a lost notice can leave stale; a booking of a time
// just taken is still refused by the database (docs/decisions/0002-no-double-booking.md).
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../lib/context.js';

const PEER_EVENT = 'availability:invalidate';
/** A schedule change: the company's free times go, its row (by slug) stays — a booking does not change it. */
const PEER_FREE_TIMES = 'availability:free-times';
const ALL = '*';
/** Bound on the entries of one process; past it, the oldest company's entries go first. */
const MAX_ENTRIES = 20_000;
const NO_AVAILABILITY_WRITES = ['/webhooks/', '/client/', '/user/auth/', '/admin/auth/', '/general/two_factor_auth/', '/socket.io'];
const MUTATION = /\bmutation\b/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TEntry {
  until: number;
  value: unknown;
}

class AvailabilityCache {
  private readonly companies = new Map<string, Map<string, TEntry>>();
  /** The public pages' company by slug or id, dropped with that company's free times. */
  private readonly bySlug = new Map<string, { until: number; id: string; value: unknown }>();
  private size = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  get<T>(companyId: string, key: string): T | undefined {
    const entry = this.companies.get(companyId)?.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now().getTime()) return entry.value as T;
    this.companies.get(companyId)!.delete(key);
    this.size--;
    return undefined;
  }

  set(companyId: string, key: string, value: unknown): void {
    if (this.ttlMs <= 0) return;
    while (this.size >= MAX_ENTRIES) {
      const oldest = this.companies.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    let entries = this.companies.get(companyId);
    if (!entries) this.companies.set(companyId, (entries = new Map()));
    if (!entries.has(key)) this.size++;
    entries.set(key, { until: this.now().getTime() + this.ttlMs, value });
  }

  company<T>(slugOrId: string): T | undefined {
    const entry = this.bySlug.get(slugOrId);
    if (!entry) return undefined;
    if (entry.until > this.now().getTime()) return entry.value as T;
    this.bySlug.delete(slugOrId);
    return undefined;
  }

  setCompany(slugOrId: string, id: string, value: unknown): void {
    if (this.ttlMs <= 0) return;
    if (this.bySlug.size >= MAX_ENTRIES) this.bySlug.clear();
    this.bySlug.set(slugOrId, { until: this.now().getTime() + this.ttlMs, id, value });
  }

  /** The company's free times only (a schedule change): the company read by slug is still right. */
  dropFreeTimes(companyId: string): void {
    this.size -= this.companies.get(companyId)?.size ?? 0;
    this.companies.delete(companyId);
  }

  drop(companyId: string): void {
    if (companyId === ALL) {
      this.companies.clear();
      this.bySlug.clear();
      this.size = 0;
      return;
    }
    for (const [key, entry] of this.bySlug) if (entry.id === companyId) this.bySlug.delete(key);
    this.size -= this.companies.get(companyId)?.size ?? 0;
    this.companies.delete(companyId);
  }
}

// Keyed by the app's realtime hub, not by the context: a job's or a transaction's context is a copy
// ({ ...ctx, db: tx }) and must drop the same cache the app reads.
const caches = new WeakMap<TAppContext['hub'], AvailabilityCache>();

function cacheOf(ctx: TAppContext): AvailabilityCache {
  let cache = caches.get(ctx.hub);
  if (!cache) {
    cache = new AvailabilityCache(ctx.config.AVAILABILITY_CACHE_MS, ctx.now);
    caches.set(ctx.hub, cache);
    const own = cache;
    ctx.hub.onPeers(PEER_EVENT, (companyId) => own.drop(companyId));
    ctx.hub.onPeers(PEER_FREE_TIMES, (companyId) => own.dropFreeTimes(companyId));
  }
  return cache;
}

/** The cached value of `key` for the company, or `compute()` stored for next time. */
export async function cachedAvailability<T>(ctx: TAppContext, companyId: string, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(ctx);
  const hit = cache.get<T>(companyId, key);
  if (hit !== undefined) return hit;
  const value = await compute();
  cache.set(companyId, key, value);
  return value;
}

/** The active company a public page names (slug or id), cached and dropped like its free times. */
export async function cachedPublicCompany<T extends { id: string }>(
  ctx: TAppContext,
  slugOrId: string,
  find: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(ctx);
  const hit = cache.company<T>(slugOrId);
  if (hit !== undefined) return hit;
  const row = await find();
  cache.setCompany(slugOrId, row.id, row);
  return row;
}

/** Drops the company's cached free times (all companies' without one), here and in the other processes. */
export function invalidateAvailability(ctx: TAppContext, companyId?: string): void {
  const target = companyId ?? ALL;
  cacheOf(ctx).drop(target);
  ctx.hub.notifyPeers(PEER_EVENT, target);
}

/**
 * A committed schedule change: drops the company's free times here and in the other processes, but not
 * its cached row (dropping it made every booking re-read the company by slug, a statement per booking).
 */
export function invalidateFreeTimes(ctx: TAppContext, companyId: string): void {
  cacheOf(ctx).dropFreeTimes(companyId);
  ctx.hub.notifyPeers(PEER_FREE_TIMES, companyId);
}

/**
 * Any successful write through the API may change free times (hours, calendars, services, blocked
 * periods, the company itself): the company named in the path loses its entries; a write that names
 * none (GraphQL, admin) drops every company's, which costs a few recomputations at most.
 */
export function dropAvailabilityOnWrites(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    // Schedule changes (the client's, the secretary's from webhooks) drop their company as they commit;
    // sign-in and tracking calls change no free time.
    if (NO_AVAILABILITY_WRITES.some((prefix) => request.url.startsWith(prefix))) return;
    // A GraphQL read (the agenda, loggedUser) changes nothing; any document that may hold a mutation drops.
    if (request.url.includes('/graphql/') && !MUTATION.test(String((request.body as { query?: unknown } | undefined)?.query ?? 'mutation')))
      return;
    const company = (request.params as { company?: unknown } | undefined)?.company;
    invalidateAvailability(app.ctx, typeof company === 'string' && UUID.test(company) ? company : undefined);
  });
}
