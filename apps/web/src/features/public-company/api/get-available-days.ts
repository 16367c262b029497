import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAvailableDayDto } from '@agenda/shared/schemas/scheduling-dto';
import { publicGet } from './public-fetch';

export interface TAvailableDaysQuery {
  slug: string;
  serviceId: string;
  calendarId: string | null;
  /** 'YYYY-MM' in the company's timezone. */
  month: string;
}

/** GET /client/{company}/public/available_days: free start times per day of a month. */
async function getAvailableDays(q: TAvailableDaysQuery): Promise<TAvailableDayDto[]> {
  const data = await publicGet<{ days: TAvailableDayDto[] }>(`/client/${encodeURIComponent(q.slug)}/public/available_days`, {
    service_id: q.serviceId,
    calendar_id: q.calendarId,
    month: q.month,
  });
  return data.days;
}

function availableDaysQueryOptions(q: TAvailableDaysQuery | null) {
  return queryOptions({
    queryKey: ['public-available-days', q] as const,
    queryFn: () => getAvailableDays(q!),
    enabled: Boolean(q?.serviceId),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useAvailableDays(q: TAvailableDaysQuery | null) {
  return useQuery(availableDaysQueryOptions(q));
}
