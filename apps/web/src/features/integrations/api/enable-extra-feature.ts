import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { companyFeaturesQueryKey } from './get-extra-features';

export const ENABLE_FEATURE_SUCCESS = 'Funcionalidade habilitada com sucesso.';
export const ENABLE_FEATURE_ERROR = 'Erro ao habilitar funcionalidade.';

/** POST /user/{company}/subscription/enable_subscription_extra_feature (docs/spec.md §7). */
async function enableExtraFeature(companyId: string, featureKey: string): Promise<void> {
  await http.post(`/user/${companyId}/subscription/enable_subscription_extra_feature`, { feature_key: featureKey }, { silent: true });
}

export function useEnableExtraFeature(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['integrations', 'enable-feature', companyId],
    mutationFn: (featureKey: string) => enableExtraFeature(companyId, featureKey),
    onSuccess: () => client.invalidateQueries({ queryKey: companyFeaturesQueryKey(companyId) }),
  });
}
