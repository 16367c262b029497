import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadCompanies } from '@/lib/session/login-sequence';
import type { TChannelIntegration } from './integration-types';
import { integrationsQueryKey } from './get-integrations';

/** A call that answers `{ integration }`: the cache takes it at once and the session company follows. */
export function useIntegrationMutation<V>(companyId: string, key: string, fn: (vars: V) => Promise<TChannelIntegration>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', key, companyId],
    mutationFn: fn,
    onSuccess: (integration) => {
      client.setQueryData<TChannelIntegration[]>(integrationsQueryKey(companyId), (list) =>
        list ? [...list.filter((i) => i.id !== integration.id), integration] : [integration],
      );
      void reloadCompanies().catch(() => undefined);
    },
  });
}
