import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZServiceBody } from '@agenda/shared/schemas/scheduling';
import type { TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import type { z } from 'zod';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { generalUpdateOrCreate } from './general';
import { schedulingKeys } from './keys';

type Id = string | number;

/** general/update_or_create, entity "service". The first one completes the add_services onboarding step. */
async function saveService(input: { companyId: Id; id?: string | null; data: z.input<typeof ZServiceBody> }): Promise<TServiceDto> {
  const body = JSON.parse(JSON.stringify(ZServiceBody.parse(input.data))) as Record<string, unknown>;
  return generalUpdateOrCreate<TServiceDto>(input.companyId, 'service', input.id, body);
}

const saveServiceMutation = { mutationKey: ['scheduling', 'save-service'], mutationFn: saveService } as const;

export function useSaveService(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...saveServiceMutation,
    onSuccess: () => {
      if (!companyId) return;
      void qc.invalidateQueries({ queryKey: schedulingKeys.services(companyId) });
      void qc.invalidateQueries({ queryKey: schedulingKeys.calendars(companyId) });
      // The onboarding checklist reads the company's steps.
      void reloadCompanies().catch(() => undefined);
    },
  });
}
