// In-memory request cache by url + query (default 10 s) and the cache-invalidate window
// (8 s after any update/store/delete call; 3 s after startup).
import { CACHE_INVALIDATE_WINDOW_MS, CACHE_REQUEST_TTL_MS, STARTUP_CACHE_INVALIDATION_FLAG_MS } from '@agenda/shared/timings';

interface Entry {
  expiresAt: number;
  data: unknown;
}

const entries = new Map<string, Entry>();
let invalidateUntil = Date.now() + STARTUP_CACHE_INVALIDATION_FLAG_MS;

export function cacheKey(url: string, params?: unknown): string {
  return `${url}?${params ? JSON.stringify(params) : ''}`;
}

export function getCached(key: string, now = Date.now()): unknown {
  const e = entries.get(key);
  if (!e) return undefined;
  if (e.expiresAt <= now) {
    entries.delete(key);
    return undefined;
  }
  return e.data;
}

export function putCached(key: string, data: unknown, ttlMs: number = CACHE_REQUEST_TTL_MS, now = Date.now()) {
  entries.set(key, { data, expiresAt: now + ttlMs });
}

export function clearRequestCache() {
  entries.clear();
}

export function isMutationPath(url: string): boolean {
  return /update|store|delete/i.test(url);
}

export function flagCacheInvalidation(now = Date.now()) {
  invalidateUntil = now + CACHE_INVALIDATE_WINDOW_MS;
}

export function shouldSendInvalidate(now = Date.now()): boolean {
  return now < invalidateUntil;
}

export function resetCacheState() {
  entries.clear();
  invalidateUntil = 0;
}
