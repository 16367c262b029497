import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecurrenceScope } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { invalidateAgenda } from './keys';

type Id = string | number;

/** POST /user/{company}/schedule/{id}/reschedule: a new start (calendar, length), this one or the following. */
async function rescheduleSchedule(input: {
  companyId: Id;
  id: string;
  start_at: string;
  calendar_id?: string | null;
  duration_in_minutes?: number;
  scope?: TRecurrenceScope;
}): Promise<TScheduleDto> {
  const { data } = await http.post<{ schedule: TScheduleDto }>(
    `/user/${input.companyId}/schedule/${input.id}/reschedule`,
    {
      start_at: input.start_at,
      calendar_id: input.calendar_id || undefined,
      duration_in_minutes: input.duration_in_minutes,
      scope: input.scope ?? 'this',
    },
    { silent: true },
  );
  return data.schedule;
}

const rescheduleScheduleMutation = { mutationKey: ['scheduling', 'reschedule'], mutationFn: rescheduleSchedule } as const;

export function useRescheduleSchedule(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...rescheduleScheduleMutation,
    onSuccess: () => companyId && invalidateAgenda(qc, companyId),
    // A 409 means the agenda changed meanwhile: the suggested free slots reload.
    onError: (error) => companyId && (error as { status?: number }).status === 409 && invalidateAgenda(qc, companyId),
  });
}
