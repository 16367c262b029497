import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generalDelete } from './general';
import { schedulingKeys } from './keys';

type Id = string | number;

/** general/delete, entity "service". */
async function deleteService(input: { companyId: Id; id: string }): Promise<void> {
  await generalDelete(input.companyId, 'service', input.id);
}

const deleteServiceMutation = { mutationKey: ['scheduling', 'delete-service'], mutationFn: deleteService } as const;

export function useDeleteService(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...deleteServiceMutation,
    onSuccess: () => companyId && void qc.invalidateQueries({ queryKey: schedulingKeys.services(companyId) }),
  });
}
