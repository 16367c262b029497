import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCalendarBody } from '@agenda/shared/schemas/scheduling';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { generalUpdateOrCreate } from './general';
import { invalidateAgenda, schedulingKeys } from './keys';

type Id = string | number;

/** general/update_or_create, entity "calendar" (a partial `data` is merged into the stored one). */
async function saveCalendar(input: {
  companyId: Id;
  id?: string | null;
  data: Partial<z.input<typeof ZCalendarBody>>;
}): Promise<TCalendarDto> {
  const data = input.id ? ZCalendarBody.partial().parse(input.data) : ZCalendarBody.parse(input.data);
  const body = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  return generalUpdateOrCreate<TCalendarDto>(input.companyId, 'calendar', input.id, body);
}

const saveCalendarMutation = { mutationKey: ['scheduling', 'save-calendar'], mutationFn: saveCalendar } as const;

export function useSaveCalendar(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...saveCalendarMutation,
    onSuccess: () => {
      if (!companyId) return;
      void qc.invalidateQueries({ queryKey: schedulingKeys.calendars(companyId) });
      void qc.invalidateQueries({ queryKey: schedulingKeys.services(companyId) });
      void qc.invalidateQueries({ queryKey: schedulingKeys.members(companyId) });
      invalidateAgenda(qc, companyId);
    },
  });
}
