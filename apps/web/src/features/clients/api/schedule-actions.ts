// Quick actions on a client's upcoming appointment: the next free times of the same professional, reschedule, cancel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { clientKeys, invalidateClients } from './keys';

type Id = string | number;
const DAY = 86_400_000;

/** GET /user/{company}/schedule/available_slots: the next free starts (14 days) of the appointment's professional. */
export function useNextFreeSlots(companyId: Id | null | undefined, s: { id: string; service_id: string; calendar_id: string } | null) {
  return useQuery({
    queryKey: [...clientKeys.all(companyId ?? 'none'), 'slots', s?.id],
    queryFn: async () => {
      const from = new Date(Date.now() + 60_000);
      const { data } = await http.get<{ slots: TSlotDto[] }>(`/user/${companyId}/schedule/available_slots`, {
        params: {
          service_id: s!.service_id,
          calendar_id: s!.calendar_id,
          from: from.toISOString(),
          to: new Date(from.getTime() + 14 * DAY).toISOString(),
          limit: 8,
          exclude_schedule_id: s!.id,
        },
        silent: true,
      });
      return data.slots;
    },
    enabled: Boolean(companyId && s),
  });
}

export function useQuickScheduleActions(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  const done = () => companyId && invalidateClients(qc, companyId);
  const reschedule = useMutation({
    mutationFn: (input: { id: string; start_at: string; calendar_id: string }) =>
      http.post(`/user/${companyId}/schedule/${input.id}/reschedule`, {
        start_at: input.start_at,
        calendar_id: input.calendar_id,
        scope: 'this',
      }),
    onSuccess: done,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => http.post(`/user/${companyId}/schedule/${id}/cancel`, { reason: null, scope: 'this' }),
    onSuccess: done,
  });
  return { reschedule, cancel };
}
