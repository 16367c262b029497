import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

export type THealthStatus = 'ok' | 'stalled' | 'disconnected' | string;

/** POST /user/{company}/integrations/{id}/health_check: is the connected number really delivering? */
async function checkIntegrationHealth(companyId: string, integrationId: string): Promise<THealthStatus> {
  const { data } = await http.post<{ status: THealthStatus }>(`/user/${companyId}/integrations/${integrationId}/health_check`);
  return data.status;
}

export function useCheckIntegrationHealth(companyId: string) {
  return useMutation({
    mutationKey: ['integrations', 'health', companyId],
    mutationFn: (id: string) => checkIntegrationHealth(companyId, id),
  });
}
