import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { SCHEDULE_FIELDS } from './fields';
import { schedulingKeys } from './keys';

type Id = string | number;

/** user_get_schedule(company_id, id): one schedule, for the form. */
async function getSchedule(companyId: Id, id: string): Promise<TScheduleDto | null> {
  const data = await graphqlQuery<{ user_get_schedule: TScheduleDto | null }>(
    'user',
    'user_get_schedule',
    `query($company_id: ID!, $id: ID!) { user_get_schedule(company_id: $company_id, id: $id) { ${SCHEDULE_FIELDS} } }`,
    { company_id: String(companyId), id },
  );
  return data.user_get_schedule;
}

function scheduleQueryOptions(companyId: Id | null | undefined, id: string | null | undefined) {
  return queryOptions({
    queryKey: [...schedulingKeys.schedules(companyId ?? 'none'), 'one', id ?? null] as const,
    queryFn: () => getSchedule(companyId!, id!),
    enabled: Boolean(companyId && id),
    staleTime: 0,
  });
}

export function useSchedule(companyId: Id | null | undefined, id: string | null | undefined) {
  return useQuery(scheduleQueryOptions(companyId, id));
}
