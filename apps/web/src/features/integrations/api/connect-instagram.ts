import type { TInstagramConnectBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** POST /user/{company}/integrations/instagram/connect: the professional account and its token. */
async function connectInstagram(companyId: string, body: TInstagramConnectBody): Promise<TChannelIntegration> {
  const { data } = await http.post<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/instagram/connect`, body);
  return data.integration;
}

export function useConnectInstagram(companyId: string) {
  return useIntegrationMutation(companyId, 'connect-instagram', (body: TInstagramConnectBody) => connectInstagram(companyId, body));
}
