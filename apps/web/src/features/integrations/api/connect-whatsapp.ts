import type { TWhatsappConnectBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import type { TChannelIntegration } from './integration-types';
import { useIntegrationMutation } from './integration-mutation';

/** POST /user/{company}/integrations/whatsapp/connect: QR code (and pairing code) through the gateway. */
async function connectWhatsapp(companyId: string, body: Partial<TWhatsappConnectBody>): Promise<TChannelIntegration> {
  const { data } = await http.post<{ integration: TChannelIntegration }>(`/user/${companyId}/integrations/whatsapp/connect`, body);
  return data.integration;
}

export function useConnectWhatsapp(companyId: string) {
  return useIntegrationMutation(companyId, 'connect-whatsapp', (body: Partial<TWhatsappConnectBody>) => connectWhatsapp(companyId, body));
}
