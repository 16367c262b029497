import { useState } from 'react';
import type { TCompanyStoreBody } from '@agenda/shared/schemas/company';
import { emit } from '@/lib/events';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { useCompanyStore } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { storeCompany } from '../api/store-company';
import type { TSessionCompany } from '@/lib/session/types';

/**
 * Creating a company needs a code sent to the owner's WhatsApp (action company_store):
 * the two-factor modal asks for it, then the company is stored, the list reloaded and the
 * new company selected.
 */
export function useCreateCompany(onCreated: (company: TSessionCompany) => void) {
  const [pending, setPending] = useState(false);
  function create(body: TCompanyStoreBody) {
    const user = useUserStore.getState().user;
    if (!user?.phone) return;
    setPending(true);
    emit('two-factor:open', {
      action: 'company_store',
      phone: user.phone,
      name: user.name,
      verify: async (code) => {
        try {
          const company = await storeCompany({ body, code });
          await reloadCompanies();
          await useCompanyStore.getState().select(company.id, user.id);
          onCreated(company);
        } finally {
          setPending(false);
        }
      },
    });
    // The modal may be closed without a code.
    setTimeout(() => setPending(false), 1500);
  }
  return { create, pending };
}
