import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** POST /user/{company}/integrations/{id}/disconnect: logs the number out (reason MIAU_MANUAL_DISCONNECT). */
async function disconnectIntegration(companyId: string, integrationId: string): Promise<TChannelIntegration> {
  const { data } = await http.post<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/${integrationId}/disconnect`);
  return data.integration;
}

export function useDisconnectIntegration(companyId: string) {
  return useIntegrationMutation(companyId, 'disconnect', (integrationId: string) => disconnectIntegration(companyId, integrationId));
}
