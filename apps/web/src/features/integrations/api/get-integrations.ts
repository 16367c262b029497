import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';

/** GET /user/{company}/integrations (removed ones included, the page ignores them). */
async function getIntegrations(companyId: string): Promise<TChannelIntegration[]> {
  const { data } = await http.get<{ integrations: TChannelIntegration[] }>(`/user/${companyId}/integrations`);
  return data.integrations;
}

export const integrationsQueryKey = (companyId: string) => ['integrations', companyId] as const;

function integrationsQueryOptions(companyId: string) {
  return queryOptions({ queryKey: integrationsQueryKey(companyId), queryFn: () => getIntegrations(companyId), staleTime: 5_000 });
}

const WAITING = new Set(['pending', 'qr_code', 'connecting']);

/** While a QR code waits for the phone, a slow poll backs up the live events. */
export function useIntegrations(companyId: string | null, opts: { pollWhileWaiting?: boolean } = {}) {
  return useQuery({
    ...integrationsQueryOptions(companyId ?? ''),
    enabled: Boolean(companyId),
    refetchInterval: (query) => (opts.pollWhileWaiting && query.state.data?.some((i) => WAITING.has(i.connection_status)) ? 8_000 : false),
  });
}

/** The channel's current integration (a removed one counts as none). */
export function activeIntegration(list: TChannelIntegration[] | undefined, channel: 'whatsapp' | 'instagram'): TChannelIntegration | null {
  return list?.find((i) => i.channel === channel && i.connection_status !== 'removed') ?? null;
}
