import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generalDelete } from './general';
import { invalidateAgenda, schedulingKeys } from './keys';

type Id = string | number;

/** general/delete, entity "calendar". */
async function deleteCalendar(input: { companyId: Id; id: string }): Promise<void> {
  await generalDelete(input.companyId, 'calendar', input.id);
}

const deleteCalendarMutation = { mutationKey: ['scheduling', 'delete-calendar'], mutationFn: deleteCalendar } as const;

export function useDeleteCalendar(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...deleteCalendarMutation,
    onSuccess: () => {
      if (!companyId) return;
      void qc.invalidateQueries({ queryKey: schedulingKeys.calendars(companyId) });
      invalidateAgenda(qc, companyId);
    },
  });
}
