import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TExtraFeature } from '@agenda/shared/subscription';
import { http } from '@/lib/http/client';
import { graphqlQuery } from '@/lib/http/graphql';

/** One row of user_subscription_extra_features_options (docs/spec.md §7, §9). */
export interface TExtraFeatureOption {
  key: TExtraFeature;
  title: string;
  description: string;
  price: number;
  formatted_price: string;
  quantity: number;
  enabled: boolean;
  in_plan: boolean;
  disable_at: string | null;
  prorated_value: number;
  next_bill_value: number;
  remaining_days: number;
}

const optionsKey = (companyId: string) => ['subscription', 'extra-features', companyId] as const;

async function getExtraFeatureOptions(companyId: string): Promise<TExtraFeatureOption[]> {
  const data = await graphqlQuery<{ user_subscription_extra_features_options: TExtraFeatureOption[] }>(
    'user',
    'extraFeaturesOptions',
    `query($company_id: ID!) { user_subscription_extra_features_options(company_id: $company_id) {
      key title description price formatted_price quantity enabled in_plan disable_at prorated_value next_bill_value remaining_days } }`,
    { company_id: companyId },
  );
  return data.user_subscription_extra_features_options;
}

export function useExtraFeatureOptions(companyId: string) {
  return useQuery(queryOptions({ queryKey: optionsKey(companyId), queryFn: () => getExtraFeatureOptions(companyId), staleTime: 10_000 }));
}

type TToggle = { feature_key: TExtraFeature; on: boolean };

/**
 * POST /user/{company}/subscription/enable_subscription_extra_feature or …/disable_subscription_extra_feature.
 * Silent: the section shows the §8 failure message itself; the success toast comes from the answer.
 */
async function toggleExtraFeature(companyId: string, { feature_key, on }: TToggle) {
  const path = on ? 'enable_subscription_extra_feature' : 'disable_subscription_extra_feature';
  const { data } = await http.post<{ toast: string }>(`/user/${companyId}/subscription/${path}`, { feature_key }, { silent: true });
  return data;
}

export function useToggleExtraFeature(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'extra-features', 'toggle'],
    mutationFn: (input: TToggle) => toggleExtraFeature(companyId, input),
    // The company list (current_subscription) reloads on the company_update the server sends.
    onSettled: () => qc.invalidateQueries({ queryKey: optionsKey(companyId) }),
  });
}
