import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAutoPilotRun, type TAutoPilotRunDto } from '@agenda/shared/auto-pilot';
import { http } from '@/lib/http/client';

const runsKey = (companyId: string) => ['auto-pilot', companyId] as const;

/** GET /user/{company}/auto-pilot: each client's run, latest change first. */
export function useAutoPilotRuns(companyId: string | null) {
  return useQuery({
    queryKey: runsKey(companyId ?? ''),
    queryFn: async () =>
      ZAutoPilotRun.array().parse((await http.get<{ auto_pilot: TAutoPilotRunDto[] }>(`/user/${companyId}/auto-pilot`)).data.auto_pilot),
    enabled: Boolean(companyId),
    staleTime: 15_000,
  });
}

/** POST …/clients/{client}/auto-pilot (start) or PATCH with a status (pause, resume); the runs are fetched again after. */
export function useChangeAutoPilot(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auto-pilot', 'change'],
    mutationFn: async (input: { clientId: string; status?: 'running' | 'paused_manually' }) => {
      const path = `/user/${companyId}/clients/${input.clientId}/auto-pilot`;
      if (input.status) await http.patch(path, { status: input.status });
      else await http.post(path, {});
    },
    onSuccess: () => client.invalidateQueries({ queryKey: runsKey(companyId) }),
  });
}
