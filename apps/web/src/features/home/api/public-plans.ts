// The plans shown on the home page's prices, read from the database through the public GraphQL
// endpoint (no token). Plain state, not TanStack Query, and the HTTP client imported when the prices
// load: the home's first load stays without either (the prices sit below the fold).
import { useCallback, useEffect, useState } from 'react';

interface TPublicPlan {
  id: string;
  identifier: string;
  title: string;
  subtitle: string | null;
  total_value: number;
  base_value: number;
  trial_days: number;
  meta: { features?: string[]; highlight?: boolean } | null;
}

const QUERY = '{ plans { id identifier title subtitle total_value base_value trial_days meta } }';

type TState = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: TPublicPlan[] };

export function usePublicPlans(): TState & { retry: () => void } {
  const [state, setState] = useState<TState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('@/lib/http/graphql')
      .then(({ graphqlQuery }) => graphqlQuery<{ plans: TPublicPlan[] }>('general', 'home_plans', QUERY))
      .then(
        (r) => live && setState({ status: 'success', data: r.plans }),
        (error: unknown) => live && setState({ status: 'error', error }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
