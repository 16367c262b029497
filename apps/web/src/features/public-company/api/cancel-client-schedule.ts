import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';

/** POST /client/{company}/schedule/{id}/cancel with an optional reason. */
async function cancelClientSchedule({ slug, id, reason }: { slug: string; id: string; reason?: string | null }): Promise<TScheduleDto> {
  const { data } = await http.post<{ schedule: TScheduleDto }>(`/client/${encodeURIComponent(slug)}/schedule/${id}/cancel`, {
    reason: reason || null,
  });
  return data.schedule;
}

const cancelClientScheduleMutation = { mutationKey: ['client', 'cancel'], mutationFn: cancelClientSchedule } as const;

export function useCancelClientSchedule() {
  const qc = useQueryClient();
  return useMutation({
    ...cancelClientScheduleMutation,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['client-schedules'] });
      void qc.invalidateQueries({ queryKey: ['public-available-slots'] });
      void qc.invalidateQueries({ queryKey: ['public-available-days'] });
    },
  });
}
