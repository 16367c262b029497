import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCompaniesQuery, TAdminCompanyTag } from '@agenda/shared/schemas/admin';
import { http } from '@/lib/http/client';
import type { TAdminCompanyPage, TAdminCompanyRow } from './admin-types';

const keys = {
  list: (q: TAdminCompaniesQuery) => ['admin', 'companies', q] as const,
  page: (id: string) => ['admin', 'company', id] as const,
};

/** GET /admin/companies: the list with the sorts and filters of docs/spec.md §9. */
export function useAdminCompanies(q: TAdminCompaniesQuery) {
  return useQuery({
    queryKey: keys.list(q),
    queryFn: async () =>
      (await http.get<{ companies: TAdminCompanyRow[]; total: number; page_size: number }>('/admin/console/companies', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/companies/{id}: everything the company page and its sub-pages show. */
export function useAdminCompany(id: string) {
  return useQuery({
    queryKey: keys.page(id),
    queryFn: async () => (await http.get<TAdminCompanyPage>(`/admin/console/companies/${id}`)).data,
  });
}

type TCompanyAction =
  | { kind: 'block'; reason: string }
  | { kind: 'unblock' }
  | { kind: 'settings'; ignore_inactive_subscription?: boolean; feature_flags?: string[]; tags?: TAdminCompanyTag[] }
  | { kind: 'extend_trial'; days: number }
  | { kind: 'change_plan'; plan_id: string };

/** The admin's powers over a company (each one audited by the API). */
export function useCompanyAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: TCompanyAction) => {
      const { kind, ...body } = action;
      if (kind === 'settings') return (await http.patch(`/admin/console/companies/${id}/settings`, body)).data;
      return (await http.post(`/admin/console/companies/${id}/${kind}`, kind === 'unblock' ? undefined : body)).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export interface TAdminCompanyClient {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  crm_stage: string;
  tags: string[];
  created_at: string;
}

/** GET /admin/console/companies/{id}/clients: one page of the company's clients, searched by name, e-mail or phone. */
export function useAdminCompanyClients(id: string, q: { search?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'company', id, 'clients', q],
    queryFn: async () =>
      (
        await http.get<{ clients: TAdminCompanyClient[]; total: number; page_size: number }>(`/admin/console/companies/${id}/clients`, {
          params: q,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/{company_slug}/auth/login: a user token for the owner, tied to this admin session. */
export async function impersonateCompany(slug: string) {
  const { data } = await http.post<{ token: string; company: { id: string; name: string }; impersonated_by: { email: string } }>(
    `/admin/${slug}/auth/login`,
  );
  return data;
}
