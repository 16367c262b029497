import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionClient } from '@/lib/session/types';
import { useUserStore } from '@/stores/user-store';

/** GET /client/{company}/auth/get: the signed-in client of this company (a session of another company is signed out). */
async function getClientSession(slug: string): Promise<TSessionClient | null> {
  try {
    // Only a visitor with a client token asks; the HTTP client loads then, not with the page (issue 17).
    const { http } = await import('@/lib/http/client');
    const { data } = await http.get<{ client: TSessionClient }>(`/client/${encodeURIComponent(slug)}/auth/get`, {
      silent: true,
      retries: 0,
    });
    useUserStore.getState().setClient(data.client);
    return data.client;
  } catch {
    useUserStore.getState().setClient(null);
    return null;
  }
}

export const clientSessionKey = (slug: string) => ['client-session', slug] as const;

function clientSessionQueryOptions(slug: string, token: string | null) {
  return queryOptions({
    queryKey: [...clientSessionKey(slug), token] as const,
    queryFn: () => getClientSession(slug),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

/** The client signed in on this company's page, or null. */
export function useClientSession(slug: string) {
  const token = useUserStore((s) => s.tokens.client);
  const query = useQuery(clientSessionQueryOptions(slug, token));
  return { client: token ? (query.data ?? null) : null, loading: Boolean(token) && query.isPending };
}
