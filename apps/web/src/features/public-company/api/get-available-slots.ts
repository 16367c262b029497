import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { publicGet } from './public-fetch';

export interface TAvailableSlotsQuery {
  slug: string;
  serviceId: string;
  calendarId: string | null;
  /** 'YYYY-MM-DD' in the company's timezone. */
  date: string;
}

/** GET /client/{company}/public/available_slots: the free start times of one day. */
async function getAvailableSlots(q: TAvailableSlotsQuery): Promise<TSlotDto[]> {
  const data = await publicGet<{ slots: TSlotDto[] }>(`/client/${encodeURIComponent(q.slug)}/public/available_slots`, {
    service_id: q.serviceId,
    calendar_id: q.calendarId,
    date: q.date,
  });
  return data.slots;
}

function availableSlotsQueryOptions(q: TAvailableSlotsQuery | null) {
  return queryOptions({
    queryKey: ['public-available-slots', q] as const,
    queryFn: () => getAvailableSlots(q!),
    enabled: Boolean(q?.serviceId && q.date),
    staleTime: 0,
  });
}

export function useAvailableSlots(q: TAvailableSlotsQuery | null) {
  return useQuery(availableSlotsQueryOptions(q));
}
