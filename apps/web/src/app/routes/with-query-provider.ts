import type { TPageLoader } from './route-types';

/**
 * The page inside TanStack Query's provider, loaded with the page's chunk. The login area mounts no
 * provider: the sign-in form at /login reads no server data and opens without the query library
 * (issue 17); the other login pages read through it, as before, with the same shared client.
 */
export function withQueryProvider(page: TPageLoader): TPageLoader {
  return () => Promise.all([page(), import('../query-provider-page')]).then(([Page, m]) => m.inQueryProvider(Page));
}
