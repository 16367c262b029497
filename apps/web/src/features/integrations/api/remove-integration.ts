import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** DELETE /user/{company}/integrations/{id}: connection_status becomes "removed". */
async function removeIntegration(companyId: string, integrationId: string): Promise<TChannelIntegration> {
  const { data } = await http.delete<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/${integrationId}`);
  return data.integration;
}

export function useRemoveIntegration(companyId: string) {
  return useIntegrationMutation(companyId, 'remove', (integrationId: string) => removeIntegration(companyId, integrationId));
}
