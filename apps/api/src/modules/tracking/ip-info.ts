// GET /general/collect/if: city/state/country of the caller's IP from the GeoLite2 data shipped in the
// fast-geoip npm package (read from disk, no network), cached 6 h per IP (docs/spec.md §9).
import { IP_INFO_CACHE_MS } from '@agenda/shared/timings';
import type { TIpInfo } from '@agenda/shared/schemas/public-content';
import geoip from 'fast-geoip';

const MAX_ENTRIES = 10_000;
const cache = new Map<string, { info: TIpInfo; expires: number }>();

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is looked up as the IPv4 it carries. */
const plainIp = (ip: string) => ip.replace(/^::ffff:/i, '');
/** Loopback, private and link-local addresses have no place; the package's ranges would guess one. */
const PRIVATE_V4 = /^(0\.|10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/;
const publicV4 = (ip: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(ip) && !PRIVATE_V4.test(ip);

export async function ipInfo(ip: string, now: number = Date.now()): Promise<TIpInfo> {
  const hit = cache.get(ip);
  if (hit && hit.expires > now) return hit.info;
  const address = plainIp(ip);
  const found = publicV4(address) ? await geoip.lookup(address).catch(() => null) : null;
  const info: TIpInfo = { ip, city: found?.city || null, state: found?.region || null, country: found?.country || null };
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(ip, { info, expires: now + IP_INFO_CACHE_MS });
  return info;
}
