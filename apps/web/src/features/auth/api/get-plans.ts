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
}

/** GET /general/plans: the public plans (seeded). */
export async function getPlans(): Promise<TPlan[]> {
  const { data } = await http.get<{ plans: TPlan[] }>('/general/plans', { cache: true, silent: true });
  return data.plans ?? [];
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
