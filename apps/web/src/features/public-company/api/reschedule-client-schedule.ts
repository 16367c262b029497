import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClientRescheduleBody, type TClientRescheduleBody } from '@agenda/shared/schemas/client-reschedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';

/** POST /client/{company}/schedule/{id}/reschedule: to a time the public page offers. */
async function rescheduleClientSchedule({
  slug,
  id,
  body,
}: {
  slug: string;
  id: string;
  body: TClientRescheduleBody;
}): Promise<TScheduleDto> {
  ZClientRescheduleBody.parse(body);
  const { data } = await http.post<{ schedule: TScheduleDto }>(`/client/${encodeURIComponent(slug)}/schedule/${id}/reschedule`, body, {
    silent: true,
  });
  return data.schedule;
}

const rescheduleClientScheduleMutation = { mutationKey: ['client', 'reschedule'], mutationFn: rescheduleClientSchedule } as const;

export function useRescheduleClientSchedule() {
  const qc = useQueryClient();
  return useMutation({
    ...rescheduleClientScheduleMutation,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['client-schedules'] });
      void qc.invalidateQueries({ queryKey: ['public-available-slots'] });
      void qc.invalidateQueries({ queryKey: ['public-available-days'] });
    },
  });
}
