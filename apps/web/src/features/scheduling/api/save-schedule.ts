import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScheduleCreateBody, ZScheduleUpdateBody } from '@agenda/shared/schemas/scheduling';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { generalUpdateOrCreate } from './general';
import { invalidateAgenda } from './keys';

type Id = string | number;

export type TScheduleCreateInput = z.input<typeof ZScheduleCreateBody>;
type TScheduleUpdateInput = z.input<typeof ZScheduleUpdateBody>;
type TSavedSchedule = TScheduleDto & { occurrences?: { id: string; start_at: string; end_at: string }[] };

/** general/update_or_create, entity "schedule": a new booking (with recurrence) or an edit. */
async function saveSchedule(input: {
  companyId: Id;
  id?: string | null;
  data: TScheduleCreateInput | TScheduleUpdateInput;
}): Promise<TSavedSchedule> {
  // Validated with the API's own schema before it leaves (same messages on both sides).
  const data = input.id ? ZScheduleUpdateBody.parse(input.data) : ZScheduleCreateBody.parse(input.data);
  const body = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  return generalUpdateOrCreate<TSavedSchedule>(input.companyId, 'schedule', input.id, body, { silent: true });
}

const saveScheduleMutation = { mutationKey: ['scheduling', 'save-schedule'], mutationFn: saveSchedule } as const;

export function useSaveSchedule(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...saveScheduleMutation,
    onSuccess: () => companyId && invalidateAgenda(qc, companyId),
    // A 409 means the agenda changed meanwhile: the suggested free slots reload.
    onError: (error) => companyId && (error as { status?: number }).status === 409 && invalidateAgenda(qc, companyId),
  });
}
