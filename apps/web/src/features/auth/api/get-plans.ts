import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/client';

export interface TPlan {
  id: string | number;
  identifier?: string | null;
  title: string;
  subtitle?: string | null;
  description?: string | null;
  base_value: number;
  discount_value?: number | null;
  total_value: number;
  trial_days?: number | null;
  meta?: { features?: string[]; highlight?: boolean } | null;
  extra_features?: string[] | null;
}

const PLANS_QUERY = `query plans {
  plans { id identifier title subtitle description base_value discount_value total_value trial_days meta extra_features }
}`;

/** POST /general/graphql/query?caller=plans: the public plans (seeded). */
async function getPlans(): Promise<TPlan[]> {
  const { data } = await http.post<{ data?: { plans?: TPlan[] } }>(
    '/general/graphql/query',
    { query: PLANS_QUERY },
    { params: { caller: 'plans' }, silent: true },
  );
  return data.data?.plans ?? [];
}

function plansQueryOptions() {
  return queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
