import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TClientListQuery, TClientPageDto } from '@agenda/shared/schemas/clients';
import { http } from '@/lib/http/client';
import { clientKeys } from './keys';

type Id = string | number;
export type TClientFilters = Omit<TClientListQuery, 'cursor' | 'limit'>;

/** GET /user/{company}/clients: one page in name order, filtered; `next_cursor` for the next. */
async function getClientsPage(companyId: Id, filters: TClientFilters, cursor: string | null): Promise<TClientPageDto> {
  const params = Object.fromEntries(
    Object.entries({ ...filters, cursor, limit: 50 }).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  const { data } = await http.get<TClientPageDto>(`/user/${companyId}/clients`, { params });
  return data;
}

export function useClientPages(companyId: Id | null | undefined, filters: TClientFilters) {
  return useInfiniteQuery({
    queryKey: [...clientKeys.list(companyId ?? 'none'), filters] as const,
    queryFn: ({ pageParam }) => getClientsPage(companyId!, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
