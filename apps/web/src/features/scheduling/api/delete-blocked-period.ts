import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generalDelete } from './general';
import { invalidateAgenda } from './keys';

type Id = string | number;

/** general/delete, entity "blocked_period"; scope "group" removes the rows created together for every calendar. */
async function deleteBlockedPeriod(input: { companyId: Id; id: string; group?: boolean }): Promise<void> {
  await generalDelete(input.companyId, 'blocked_period', input.id, input.group ? { scope: 'group' } : undefined);
}

const deleteBlockedPeriodMutation = { mutationKey: ['scheduling', 'delete-blocked-period'], mutationFn: deleteBlockedPeriod } as const;

export function useDeleteBlockedPeriod(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({ ...deleteBlockedPeriodMutation, onSuccess: () => companyId && invalidateAgenda(qc, companyId) });
}
