import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TRecurrenceScope } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { invalidateAgenda } from './keys';

type Id = string | number;

interface TChangeStatusInput {
  companyId: Id;
  id: string;
  status: TScheduleStatus;
  reason?: string | null;
  scope?: TRecurrenceScope;
}

/** POST /user/{company}/schedule/{id}/status (transitions of docs/scheduling.md). */
async function changeScheduleStatus(input: TChangeStatusInput): Promise<TScheduleDto> {
  const { data } = await http.post<{ schedule: TScheduleDto }>(`/user/${input.companyId}/schedule/${input.id}/status`, {
    status: input.status,
    reason: input.reason || null,
    scope: input.scope ?? 'this',
  });
  return data.schedule;
}

const changeScheduleStatusMutation = { mutationKey: ['scheduling', 'change-status'], mutationFn: changeScheduleStatus } as const;

export function useChangeScheduleStatus(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({ ...changeScheduleStatusMutation, onSuccess: () => companyId && invalidateAgenda(qc, companyId) });
}
