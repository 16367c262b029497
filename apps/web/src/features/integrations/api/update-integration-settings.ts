import type { TIntegrationSettingsBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** POST /user/{company}/integrations/{id}/settings: the read-message option. */
async function updateIntegrationSettings(
  companyId: string,
  integrationId: string,
  body: TIntegrationSettingsBody,
): Promise<TChannelIntegration> {
  const { data } = await http.post<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/${integrationId}/settings`, body);
  return data.integration;
}

export function useUpdateIntegrationSettings(companyId: string) {
  return useIntegrationMutation(companyId, 'settings', ({ id, body }: { id: string; body: TIntegrationSettingsBody }) =>
    updateIntegrationSettings(companyId, id, body),
  );
}
