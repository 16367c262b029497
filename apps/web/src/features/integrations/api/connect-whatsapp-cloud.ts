import type { TWhatsappCloudConnectBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** POST /user/{company}/integrations/whatsapp-cloud/connect: an official WhatsApp Business number. */
async function connectWhatsappCloud(companyId: string, body: TWhatsappCloudConnectBody): Promise<TChannelIntegration> {
  const { data } = await http.post<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/whatsapp-cloud/connect`, body);
  return data.integration;
}

export function useConnectWhatsappCloud(companyId: string) {
  return useIntegrationMutation(companyId, 'connect-cloud', (body: TWhatsappCloudConnectBody) => connectWhatsappCloud(companyId, body));
}
