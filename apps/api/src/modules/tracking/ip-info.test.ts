// ip_info (GET /general/collect/if) is read from the offline GeoLite2 data once per IP and kept 6 h.
import geoip from 'fast-geoip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IP_INFO_CACHE_MS } from '@agenda/shared/timings';
import { ipInfo } from './ip-info.js';

describe('ip_info cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('looks an IP up once, answers from the cache for 6 h, and again after', async () => {
    const lookup = vi.spyOn(geoip, 'lookup');
    const t0 = 1_800_000_000_000;
    const first = await ipInfo('200.147.67.142', t0);
    expect(first).toMatchObject({ ip: '200.147.67.142', country: 'BR' });
    expect(await ipInfo('200.147.67.142', t0 + IP_INFO_CACHE_MS - 1)).toEqual(first);
    expect(lookup).toHaveBeenCalledTimes(1);
    await ipInfo('200.147.67.142', t0 + IP_INFO_CACHE_MS + 1);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(IP_INFO_CACHE_MS).toBe(6 * 3_600_000);
  });

  it('never looks up private or loopback addresses', async () => {
    const lookup = vi.spyOn(geoip, 'lookup');
    expect(await ipInfo('192.168.0.10', 1)).toEqual({ ip: '192.168.0.10', city: null, state: null, country: null });
    expect(await ipInfo('::ffff:127.0.0.1', 1)).toMatchObject({ country: null });
    expect(lookup).not.toHaveBeenCalled();
  });
});
