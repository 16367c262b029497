import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClientJoinWaitlist, TWaitlistEntryDto } from '@agenda/shared/waitlist';
import { http } from '@/lib/http/client';

const key = (slug: string) => ['client-waitlist', slug] as const;

/** GET /client/{company}/waitlist: the signed-in client's entries still waiting (or holding an offer). */
export function useClientWaitlist(slug: string, signedIn: boolean) {
  return useQuery({
    queryKey: key(slug),
    queryFn: async () =>
      (await http.get<{ waitlist: TWaitlistEntryDto[] }>(`/client/${encodeURIComponent(slug)}/waitlist`, { silent: true })).data.waitlist,
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** POST /client/{company}/waitlist: the signed-in client joins the waitlist of a full day. */
export function useJoinWaitlist(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'waitlist', 'join'],
    mutationFn: async (body: TClientJoinWaitlist) =>
      (await http.post<{ entry: TWaitlistEntryDto }>(`/client/${encodeURIComponent(slug)}/waitlist`, body, { silent: true })).data.entry,
    onSettled: () => qc.invalidateQueries({ queryKey: key(slug) }),
  });
}
