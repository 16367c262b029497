import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { updateCompany } from './update-company';
import { companySettingsQueryKey } from './get-company-settings';

/** Saves assistant fields through POST /user/{id}/company/update and refreshes what shows them. */
export function useSaveCompanySettings(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['company', 'settings', companyId],
    mutationFn: (body: TCompanyUpdateBody) => updateCompany({ id: companyId, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: companySettingsQueryKey(companyId) });
      void reloadCompanies().catch(() => undefined);
    },
  });
}
