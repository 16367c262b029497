// A client's booking on one professional in ONE statement, its context checked by that statement instead of
// read before it. The company, service and calendar a booking is checked against are the same for every
// client of a salon, so they are kept here after a read (readBookingContext) with their row versions
// (xmin); the insert (repo-booking-guarded.ts) then joins those rows and inserts only if each still has the
// version the checks ran on: a company, service or calendar changed since (hours, deactivation, a price)
// makes it insert nothing, and the booking is checked again on a fresh read (service-booking.ts). Nothing
// is trusted from memory: the versions are compared by the statement that inserts, so what the checks saw
// is what held when the row went in, as when they were read just before.
import type { TDatabase } from '../../db/client.js';
import type { TCompanyRow } from '../companies/repo.js';
import type { TCalendarRow, TServiceRow } from './repo-catalog.js';

/** What a booking's checks read of the company, the service and one calendar, and the rows' versions. */
export interface TCheckedContext {
  company: TCompanyRow;
  service: TServiceRow;
  calendar: TCalendarRow;
  versions: string;
}

/** Thrown when the rows changed since they were kept: the booking is checked again on a fresh read. */
export class StaleBookingContext extends Error {}

// Only bounds memory: an entry is never trusted past its versions. A salon has a few services × calendars.
const MAX_ENTRIES = 5_000;
const TTL_MS = 5 * 60_000;

const caches = new WeakMap<TDatabase, Map<string, TCheckedContext & { until: number }>>();

function cacheOf(database: TDatabase) {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  return cache;
}

export const contextKey = (companyId: string, serviceId: string, calendarId: string) => `${companyId}|${serviceId}|${calendarId}`;

export function keptContext(database: TDatabase, key: string, now: number): TCheckedContext | undefined {
  const cache = cacheOf(database);
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit;
  if (hit) cache.delete(key);
  return undefined;
}

export function keepContext(database: TDatabase, key: string, context: TCheckedContext, now: number): void {
  const cache = cacheOf(database);
  cache.delete(key); // re-inserted last: the oldest entries go first
  while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { ...context, until: now + TTL_MS });
}

export function forgetContext(database: TDatabase, key: string): void {
  cacheOf(database).delete(key);
}
