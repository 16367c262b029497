import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCompanyWorkdaysBody } from '@agenda/shared/schemas/scheduling';
import type { z } from 'zod';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { generalUpdateOrCreate } from './general';
import { invalidateAgenda, schedulingKeys } from './keys';

type Id = string | number;

/** general/update_or_create, entity "company_workdays": completes the set_workdays onboarding step. */
async function saveCompanyWorkdays(input: { companyId: Id; data: z.input<typeof ZCompanyWorkdaysBody> }) {
  const body = ZCompanyWorkdaysBody.parse(input.data);
  return generalUpdateOrCreate<{ workdays: unknown; onboarding: Record<string, boolean> }>(input.companyId, 'company_workdays', null, body);
}

const saveCompanyWorkdaysMutation = { mutationKey: ['scheduling', 'save-company-workdays'], mutationFn: saveCompanyWorkdays } as const;

export function useSaveCompanyWorkdays(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...saveCompanyWorkdaysMutation,
    onSuccess: async () => {
      if (!companyId) return;
      void qc.invalidateQueries({ queryKey: schedulingKeys.calendars(companyId) });
      invalidateAgenda(qc, companyId);
      await reloadCompanies().catch(() => undefined);
    },
  });
}
