import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { SCHEDULE_FIELDS } from './fields';
import { schedulingKeys } from './keys';

type Id = string | number;

export interface TSchedulesQuery {
  companyId: Id;
  /** 'YYYY-MM-DD' (company timezone), both inclusive. */
  init: string;
  end: string;
  calendarIds?: Id[] | null;
  showCanceled?: boolean;
  statuses?: TScheduleStatus[] | null;
  serviceIds?: Id[] | null;
  clientId?: Id | null;
}

/** user_get_schedules(init, end, company_id, calendar_ids, show_canceleds, …), soonest first. */
async function getSchedules(q: TSchedulesQuery): Promise<TScheduleDto[]> {
  const data = await graphqlQuery<{ user_get_schedules: TScheduleDto[] }>(
    'user',
    'user_get_schedules',
    `query($init: String!, $end: String!, $company_id: ID!, $calendar_ids: [ID!], $show_canceleds: Boolean, $statuses: [String!], $service_ids: [ID!], $client_id: ID) {
      user_get_schedules(init: $init, end: $end, company_id: $company_id, calendar_ids: $calendar_ids, show_canceleds: $show_canceleds, statuses: $statuses, service_ids: $service_ids, client_id: $client_id) { ${SCHEDULE_FIELDS} }
    }`,
    {
      init: q.init,
      end: q.end,
      company_id: String(q.companyId),
      calendar_ids: q.calendarIds?.length ? q.calendarIds.map(String) : null,
      show_canceleds: Boolean(q.showCanceled),
      statuses: q.statuses?.length ? q.statuses : null,
      service_ids: q.serviceIds?.length ? q.serviceIds.map(String) : null,
      client_id: q.clientId ? String(q.clientId) : null,
    },
  );
  return [...data.user_get_schedules].sort((a, b) => a.start_at.localeCompare(b.start_at));
}

function schedulesQueryOptions(q: TSchedulesQuery | null) {
  return queryOptions({
    queryKey: [...schedulingKeys.schedules(q?.companyId ?? 'none'), q] as const,
    queryFn: () => getSchedules(q!),
    enabled: Boolean(q?.companyId),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useSchedules(q: TSchedulesQuery | null) {
  return useQuery(schedulesQueryOptions(q));
}
