import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { CALENDAR_FIELDS } from './fields';
import { schedulingKeys } from './keys';

type Id = string | number;

/** user_get_calendars(company_id): the calendars this member may see. */
async function getCalendars(companyId: Id): Promise<TCalendarDto[]> {
  const data = await graphqlQuery<{ user_get_calendars: TCalendarDto[] }>(
    'user',
    'user_get_calendars',
    `query($company_id: ID!) { user_get_calendars(company_id: $company_id) { ${CALENDAR_FIELDS} } }`,
    { company_id: String(companyId) },
  );
  return data.user_get_calendars;
}

function calendarsQueryOptions(companyId: Id | null | undefined) {
  return queryOptions({
    queryKey: schedulingKeys.calendars(companyId ?? 'none'),
    queryFn: () => getCalendars(companyId!),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

export function useCalendars(companyId: Id | null | undefined) {
  return useQuery(calendarsQueryOptions(companyId));
}
