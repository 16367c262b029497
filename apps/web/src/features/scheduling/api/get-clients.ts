import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlQuery } from '@/lib/http/graphql';
import { schedulingKeys } from './keys';

type Id = string | number;

interface TClientPick {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** user_get_clients(company_id, search, limit): name (accent-insensitive), phone digits or e-mail; by name, ≤ 50. */
async function getClients(companyId: Id, search: string, limit = 6): Promise<TClientPick[]> {
  const data = await graphqlQuery<{ user_get_clients: TClientPick[] }>(
    'user',
    'user_get_clients',
    `query($company_id: ID!, $search: String, $limit: Int) { user_get_clients(company_id: $company_id, search: $search, limit: $limit) { id name phone email } }`,
    { company_id: String(companyId), search: search.trim() || null, limit },
  );
  return data.user_get_clients;
}

function clientsQueryOptions(companyId: Id | null | undefined, search: string, limit = 6) {
  return queryOptions({
    queryKey: [...schedulingKeys.clients(companyId ?? 'none'), search.trim(), limit] as const,
    queryFn: () => getClients(companyId!, search, limit),
    enabled: Boolean(companyId),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useClients(companyId: Id | null | undefined, search: string, limit = 6) {
  return useQuery(clientsQueryOptions(companyId, search, limit));
}

/** Case- and accent-insensitive match on name or phone digits (for lists already loaded). */
export function matchClient(client: { name: string; phone: string | null }, search: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const q = norm(search.trim());
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return norm(client.name).includes(q) || (digits.length >= 3 && (client.phone ?? '').replace(/\D/g, '').includes(digits));
}
