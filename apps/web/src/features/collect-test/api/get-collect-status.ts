import type { TIpInfo, TPlatformEventStored } from '@agenda/shared/schemas/public-content';
import { http } from '@/lib/http/client';

export interface TCollectStatus {
  consent: boolean;
  events: TPlatformEventStored[];
  ipInfo: TIpInfo;
}

/** What the API holds for this device (the `device` header names it) and what it knows of this IP. */
export async function getCollectStatus(): Promise<TCollectStatus> {
  const [events, ip] = await Promise.all([
    http.get<{ consent: boolean; platform_events: TPlatformEventStored[] }>('/general/collect/device_events', { silent: true }),
    http.get<{ ip_info: TIpInfo }>('/general/collect/if', { silent: true }),
  ]);
  return { consent: events.data.consent, events: events.data.platform_events, ipInfo: ip.data.ip_info };
}
