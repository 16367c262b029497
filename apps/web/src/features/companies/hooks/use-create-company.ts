import { useState } from 'react';
import type { TCompanyStoreBody } from '@agenda/shared/schemas/company';
import { emit } from '@/lib/events';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { useCompanyStore } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';
import { storeCompany } from '../api/store-company';
import type { TSessionCompany } from '@/lib/session/types';

/**
 * Creating a company (the first one right after sign-up excepted) needs a code sent to the owner's WhatsApp (action company_store):
 * the two-factor modal asks for it, then the company is stored, the list reloaded and the
 * new company selected.
 */
type TSelect = ReturnType<typeof useCompanyStore.getState>['select'];

export function useCreateCompany(onCreated: (company: TSessionCompany) => void) {
  const [pending, setPending] = useState(false);
  async function finish(company: TSessionCompany, userId: Parameters<TSelect>[1]) {
    await reloadCompanies();
    await useCompanyStore.getState().select(company.id, userId);
    onCreated(company);
  }
  async function create(body: TCompanyStoreBody) {
    const user = useUserStore.getState().user;
    if (!user?.phone) return;
    setPending(true);
    // The first company right after sign-up: the sign-up code still proves the phone (API decides).
    if (!useCompanyStore.getState().companies.length) {
      try {
        await finish(await storeCompany({ body, code: null }), user.id);
        setPending(false);
        return;
      } catch {
        // The proof has lapsed: ask for a code as usual.
      }
    }
    emit('two-factor:open', {
      action: 'company_store',
      phone: user.phone,
      name: user.name,
      verify: async (code) => {
        try {
          await finish(await storeCompany({ body, code }), user.id);
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
