import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { schedulingKeys } from './keys';

type Id = string | number;

export interface TConflictsQuery {
  companyId: Id;
  calendarId: string | null;
  start_at: string;
  end_at: string;
}

/** GET /user/{company}/blocked_period/conflicts: the schedules a new blocked period would cover. */
async function getBlockedPeriodConflicts(q: TConflictsQuery): Promise<TScheduleDto[]> {
  const { data } = await http.get<{ schedules: TScheduleDto[] }>(`/user/${q.companyId}/blocked_period/conflicts`, {
    params: { calendar_id: q.calendarId || undefined, start_at: q.start_at, end_at: q.end_at },
    silent: true,
  });
  return data.schedules;
}

function blockedPeriodConflictsQueryOptions(q: TConflictsQuery | null) {
  return queryOptions({
    queryKey: [...schedulingKeys.blocked(q?.companyId ?? 'none'), 'conflicts', q] as const,
    queryFn: () => getBlockedPeriodConflicts(q!),
    enabled: Boolean(q && q.end_at > q.start_at),
    staleTime: 0,
  });
}

export function useBlockedPeriodConflicts(q: TConflictsQuery | null) {
  return useQuery(blockedPeriodConflictsQueryOptions(q));
}
