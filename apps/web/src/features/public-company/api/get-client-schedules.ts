import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';

export type TClientSchedulesWhen = 'upcoming' | 'history';

/** GET /client/{company}/schedule/upcoming (soonest first) or /history (latest first). */
async function getClientSchedules(slug: string, when: TClientSchedulesWhen): Promise<TScheduleDto[]> {
  const { data } = await http.get<{ schedules: TScheduleDto[] }>(`/client/${encodeURIComponent(slug)}/schedule/${when}`, { silent: true });
  return data.schedules;
}

function clientSchedulesQueryOptions(slug: string, when: TClientSchedulesWhen, clientId: string | number | null) {
  return queryOptions({
    queryKey: ['client-schedules', slug, when, clientId] as const,
    queryFn: () => getClientSchedules(slug, when),
    enabled: Boolean(clientId),
    staleTime: 10_000,
  });
}

export function useClientSchedules(slug: string, when: TClientSchedulesWhen, clientId: string | number | null) {
  return useQuery(clientSchedulesQueryOptions(slug, when, clientId));
}
