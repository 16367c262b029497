// Company selection (docs/spec.md §4): the stored choice, else the user's last selected company,
// else the first; an unknown stored choice falls back to the first. Selecting saves the
// choice through general/update_or_create.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TSessionCompany } from '@/lib/session/types';

type Id = string | number;

export function pickCompanyId(companies: Pick<TSessionCompany, 'id'>[], ...preferred: (Id | null | undefined)[]): Id | null {
  if (!companies.length) return null;
  for (const p of preferred) {
    if (p === null || p === undefined || p === '') continue;
    const found = companies.find((c) => String(c.id) === String(p));
    if (found) return found.id;
  }
  return companies[0]!.id;
}

type SaveSelection = (companyId: Id, userId: Id) => Promise<void>;
const saveSelection: SaveSelection = async (companyId, userId) => {
  const { http } = await import('@/lib/http/client');
  await http.post(
    `/user/${companyId}/general/update_or_create`,
    { entity: 'user', id: userId, data: { last_company_selected_id: companyId } },
    { silent: true },
  );
};

interface CompanyState {
  companies: TSessionCompany[];
  selectedId: Id | null;
  setCompanies: (companies: TSessionCompany[], lastSelectedId?: Id | null) => void;
  select: (id: Id, userId?: Id | null) => Promise<void>;
  reset: () => void;
}

export const useCompanyStore = create<CompanyState>()(
  persist(
    (set, get) => ({
      companies: [],
      selectedId: null,
      setCompanies(companies, lastSelectedId) {
        const selectedId = pickCompanyId(companies, get().selectedId, lastSelectedId);
        set({ companies, selectedId });
      },
      async select(id, userId) {
        if (!get().companies.some((c) => String(c.id) === String(id))) return;
        set({ selectedId: id });
        if (userId !== undefined && userId !== null) {
          try {
            await saveSelection(id, userId);
          } catch {
            /* the choice still applies locally */
          }
        }
      },
      reset() {
        set({ companies: [], selectedId: null });
      },
    }),
    { name: 'company-selection', partialize: (s) => ({ selectedId: s.selectedId }) },
  ),
);

export function getSelectedCompany(state: Pick<CompanyState, 'companies' | 'selectedId'> = useCompanyStore.getState()) {
  return state.companies.find((c) => String(c.id) === String(state.selectedId)) ?? null;
}

export function useSelectedCompany(): TSessionCompany | null {
  return useCompanyStore((s) => s.companies.find((c) => String(c.id) === String(s.selectedId)) ?? null);
}
