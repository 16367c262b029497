import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCancelSchedulesBatchBody } from '@agenda/shared/schemas/scheduling';
import type { TBlockedPeriodDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { http } from '@/lib/http/client';
import { invalidateAgenda } from './keys';

type Id = string | number;

/** POST /user/{company}/schedule/cancel_schedules_batch: the blocked period and the schedules it cancels, at once. */
async function cancelSchedulesBatch(input: {
  companyId: Id;
  body: z.input<typeof ZCancelSchedulesBatchBody>;
}): Promise<TBlockedPeriodDto[]> {
  ZCancelSchedulesBatchBody.parse(input.body);
  const { data } = await http.post<{ blocked_periods: TBlockedPeriodDto[] }>(
    `/user/${input.companyId}/schedule/cancel_schedules_batch`,
    input.body,
    {
      silent: true,
    },
  );
  return data.blocked_periods;
}

const cancelSchedulesBatchMutation = { mutationKey: ['scheduling', 'cancel-schedules-batch'], mutationFn: cancelSchedulesBatch } as const;

export function useCancelSchedulesBatch(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({ ...cancelSchedulesBatchMutation, onSuccess: () => companyId && invalidateAgenda(qc, companyId) });
}
