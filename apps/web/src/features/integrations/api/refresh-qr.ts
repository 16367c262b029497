import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** GET /user/{company}/integrations/{id}/qr: a fresh QR code (or the connection, once scanned). */
async function refreshQr(companyId: string, integrationId: string): Promise<TChannelIntegration> {
  const { data } = await http.get<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/${integrationId}/qr`, {
    retries: 0,
  });
  return data.integration;
}

export function useRefreshQr(companyId: string) {
  return useIntegrationMutation(companyId, 'refresh-qr', (integrationId: string) => refreshQr(companyId, integrationId));
}
