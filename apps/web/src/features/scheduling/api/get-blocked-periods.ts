import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlockedPeriodDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { BLOCKED_PERIOD_FIELDS } from './fields';
import { schedulingKeys } from './keys';

type Id = string | number;

/** user_get_blocked_periods(init, end, company_id, calendar_ids). */
async function getBlockedPeriods(companyId: Id, init: string, end: string, calendarIds: Id[] | null): Promise<TBlockedPeriodDto[]> {
  const data = await graphqlQuery<{ user_get_blocked_periods: TBlockedPeriodDto[] }>(
    'user',
    'user_get_blocked_periods',
    `query($init: String!, $end: String!, $company_id: ID!, $calendar_ids: [ID!]) {
      user_get_blocked_periods(init: $init, end: $end, company_id: $company_id, calendar_ids: $calendar_ids) { ${BLOCKED_PERIOD_FIELDS} }
    }`,
    { init, end, company_id: String(companyId), calendar_ids: calendarIds?.length ? calendarIds.map(String) : null },
  );
  return data.user_get_blocked_periods;
}

function blockedPeriodsQueryOptions(companyId: Id | null | undefined, init: string, end: string, calendarIds: Id[] | null) {
  return queryOptions({
    queryKey: [...schedulingKeys.blocked(companyId ?? 'none'), init, end, calendarIds?.map(String) ?? null] as const,
    queryFn: () => getBlockedPeriods(companyId!, init, end, calendarIds),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

export function useBlockedPeriods(companyId: Id | null | undefined, init: string, end: string, calendarIds: Id[] | null) {
  return useQuery(blockedPeriodsQueryOptions(companyId, init, end, calendarIds));
}
