import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecurrenceScope } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { invalidateAgenda } from './keys';

type Id = string | number;

/** POST /user/{company}/schedule/{id}/cancel with a reason, for this one or the following ones too. */
async function cancelSchedule(input: {
  companyId: Id;
  id: string;
  reason?: string | null;
  scope?: TRecurrenceScope;
}): Promise<TScheduleDto> {
  const { data } = await http.post<{ schedule: TScheduleDto }>(`/user/${input.companyId}/schedule/${input.id}/cancel`, {
    reason: input.reason || null,
    scope: input.scope ?? 'this',
  });
  return data.schedule;
}

const cancelScheduleMutation = { mutationKey: ['scheduling', 'cancel'], mutationFn: cancelSchedule } as const;

export function useCancelSchedule(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({ ...cancelScheduleMutation, onSuccess: () => companyId && invalidateAgenda(qc, companyId) });
}
