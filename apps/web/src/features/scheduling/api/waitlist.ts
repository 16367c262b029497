import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJoinWaitlist, TWaitlistEntryDto, TWaitlistFilter } from '@agenda/shared/waitlist';
import { http } from '@/lib/http/client';

const listKey = (companyId: string) => ['waitlist', companyId] as const;

/** GET /user/{company}/waitlist?date&status: the entries wanting that day (or all), first come first. */
async function getWaitlist(companyId: string, filter: TWaitlistFilter): Promise<TWaitlistEntryDto[]> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const { data } = await http.get<{ waitlist: TWaitlistEntryDto[] }>(`/user/${companyId}/waitlist`, { params });
  return data.waitlist;
}

function waitlistQuery(companyId: string, filter: TWaitlistFilter) {
  return queryOptions({
    queryKey: [...listKey(companyId), filter] as const,
    queryFn: () => getWaitlist(companyId, filter),
    staleTime: 15_000,
  });
}

export function useWaitlist(companyId: string | null, filter: TWaitlistFilter) {
  return useQuery({ ...waitlistQuery(companyId ?? '', filter), enabled: Boolean(companyId) });
}

/** POST …/waitlist (add a client) or POST …/waitlist/{id}/cancel; the list is fetched again after either. */
export function useChangeWaitlist(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['waitlist', 'change'],
    mutationFn: async (input: { join: TJoinWaitlist } | { cancel: string }) => {
      const base = `/user/${companyId}/waitlist`;
      const { data } =
        'join' in input
          ? await http.post<{ entry: TWaitlistEntryDto }>(base, input.join)
          : await http.post<{ entry: TWaitlistEntryDto }>(`${base}/${input.cancel}/cancel`, {});
      return data.entry;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(companyId) }),
  });
}
