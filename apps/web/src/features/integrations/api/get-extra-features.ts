import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlQuery } from '@/lib/http/graphql';

export interface TCompanyFeatures {
  feature_flags: string[];
  /** Extra features bought with the subscription. */
  extra_features: string[];
  /** Extra features included in the plan. */
  plan_extra_features: string[];
}

interface TRow {
  id: string;
  feature_flags: string[] | null;
  current_subscription: { extra_features: string[] | null; plan: { extra_features: string[] | null } | null } | null;
}

const QUERY = `query companyFeatures { loggedUser { companies { id feature_flags current_subscription { extra_features plan { extra_features } } } } }`;

/** What the extra-feature gate (docs/spec.md §4) reads: plan, subscription extras and the company's flags. */
async function getCompanyFeatures(companyId: string): Promise<TCompanyFeatures> {
  const data = await graphqlQuery<{ loggedUser: { companies: TRow[] } }>('user', 'companyFeatures', QUERY);
  const row = data.loggedUser.companies.find((c) => String(c.id) === String(companyId));
  return {
    feature_flags: row?.feature_flags ?? [],
    extra_features: row?.current_subscription?.extra_features ?? [],
    plan_extra_features: row?.current_subscription?.plan?.extra_features ?? [],
  };
}

export const companyFeaturesQueryKey = (companyId: string) => ['integrations', companyId, 'features'] as const;

function companyFeaturesQueryOptions(companyId: string) {
  return queryOptions({ queryKey: companyFeaturesQueryKey(companyId), queryFn: () => getCompanyFeatures(companyId) });
}

export function useCompanyFeatures(companyId: string | null) {
  return useQuery({ ...companyFeaturesQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
}

/** In the plan or bought as an extra (the instagram_integration flag also switches Instagram on). */
export function hasExtraFeature(f: TCompanyFeatures | undefined, feature: string): boolean {
  if (!f) return false;
  if (feature === 'instagram' && f.feature_flags.includes('instagram_integration')) return true;
  return f.plan_extra_features.includes(feature) || f.extra_features.includes(feature);
}
