import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleCountsRange } from '@agenda/shared/datetime';
import type { TScheduleCountDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';
import { schedulingKeys } from './keys';

type Id = string | number;

/** user_get_schedules_with_count: schedules that are not canceled, per day, for the date picker. */
async function getScheduleCounts(companyId: Id, init: string, end: string, calendarIds: Id[] | null): Promise<TScheduleCountDto[]> {
  const data = await graphqlQuery<{ user_get_schedules_with_count: TScheduleCountDto[] }>(
    'user',
    'user_get_schedules_with_count',
    `query($init: String!, $end: String!, $company_id: ID!, $calendar_ids: [ID!]) {
      user_get_schedules_with_count(init: $init, end: $end, company_id: $company_id, calendar_ids: $calendar_ids) { date schedules_count }
    }`,
    { init, end, company_id: String(companyId), calendar_ids: calendarIds?.length ? calendarIds.map(String) : null },
  );
  return data.user_get_schedules_with_count;
}

/**
 * Counts from the start of the previous month to 24 months ahead of the selected date (docs/spec.md §9);
 * the date is part of the key, so changing it reloads the counts (docs/spec.md §4).
 */
function scheduleCountsQueryOptions(companyId: Id | null | undefined, date: string, timezone: string, calendarIds: Id[] | null) {
  const { start, end } = scheduleCountsRange(date, timezone);
  return queryOptions({
    queryKey: [...schedulingKeys.counts(companyId ?? 'none'), date, start, end, calendarIds?.map(String) ?? null] as const,
    queryFn: async () => new Map((await getScheduleCounts(companyId!, start, end, calendarIds)).map((c) => [c.date, c.schedules_count])),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

export function useScheduleCounts(companyId: Id | null | undefined, date: string, timezone: string, calendarIds: Id[] | null) {
  return useQuery(scheduleCountsQueryOptions(companyId, date, timezone, calendarIds));
}
