import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBlockedPeriodBody } from '@agenda/shared/schemas/scheduling';
import type { TBlockedPeriodDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { generalUpdateOrCreate } from './general';
import { invalidateAgenda } from './keys';

type Id = string | number;

type TBlockedPeriodInput = z.input<typeof ZBlockedPeriodBody>;

/** general/update_or_create, entity "blocked_period" (calendar_id null = every calendar). */
async function saveBlockedPeriod(input: {
  companyId: Id;
  id?: string | null;
  data: TBlockedPeriodInput;
}): Promise<TBlockedPeriodDto | TBlockedPeriodDto[]> {
  ZBlockedPeriodBody.parse(input.data);
  return generalUpdateOrCreate(input.companyId, 'blocked_period', input.id, { ...input.data }, { silent: true });
}

const saveBlockedPeriodMutation = { mutationKey: ['scheduling', 'save-blocked-period'], mutationFn: saveBlockedPeriod } as const;

export function useSaveBlockedPeriod(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({ ...saveBlockedPeriodMutation, onSuccess: () => companyId && invalidateAgenda(qc, companyId) });
}
