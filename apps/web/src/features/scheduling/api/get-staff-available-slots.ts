import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { addDays, startOfDayIso } from '@/lib/dates';
import { schedulingKeys } from './keys';

type Id = string | number;

export interface TStaffSlotsQuery {
  companyId: Id;
  serviceId: string;
  calendarId?: string | null;
  /** 'YYYY-MM-DD' in the company's timezone. */
  date: string;
  timezone: string;
  /** The schedule being moved: its own time counts as free. */
  excludeScheduleId?: string | null;
}

/** GET /user/{company}/schedule/available_slots for one local day. */
async function getStaffAvailableSlots(q: TStaffSlotsQuery): Promise<TSlotDto[]> {
  const { data } = await http.get<{ timezone: string; slots: TSlotDto[] }>(`/user/${q.companyId}/schedule/available_slots`, {
    params: {
      service_id: q.serviceId,
      calendar_id: q.calendarId || undefined,
      from: startOfDayIso(q.date, q.timezone),
      to: startOfDayIso(addDays(q.date, 1), q.timezone),
      limit: 200,
      exclude_schedule_id: q.excludeScheduleId || undefined,
    },
    silent: true,
  });
  // One entry per start time ("qualquer profissional" merges the calendars free at that time).
  const byStart = new Map<string, TSlotDto>();
  for (const s of data.slots) {
    const found = byStart.get(s.start_at);
    if (found) found.calendar_ids = [...new Set([...found.calendar_ids, ...s.calendar_ids])];
    else byStart.set(s.start_at, { ...s, calendar_ids: [...s.calendar_ids] });
  }
  return [...byStart.values()].sort((a, b) => a.start_at.localeCompare(b.start_at));
}

function staffSlotsQueryOptions(q: TStaffSlotsQuery | null) {
  return queryOptions({
    queryKey: [...schedulingKeys.slots(q?.companyId ?? 'none'), q] as const,
    queryFn: () => getStaffAvailableSlots(q!),
    enabled: Boolean(q?.companyId && q.serviceId && q.date),
    staleTime: 0,
  });
}

export function useStaffAvailableSlots(q: TStaffSlotsQuery | null) {
  return useQuery(staffSlotsQueryOptions(q));
}
