// Calls of /admin/assinaturas, /admin/plans, /admin/usuarios, /admin/articles and /admin/landing_pages.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type {
  TAdminArticle,
  TAdminBill,
  TAdminFeature,
  TAdminLandingPage,
  TAdminPlan,
  TAdminSubscriptionRow,
  TAdminUserPage,
  TAdminUserRow,
} from './page-types';

type TPaged = { total: number; page_size: number };

export function useAdminSubscriptions(q: { filter: string; search?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', q],
    queryFn: async () =>
      (await http.get<{ subscriptions: TAdminSubscriptionRow[] } & TPaged>('/admin/console/subscriptions', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRenewals(month: string) {
  return useQuery({
    queryKey: ['admin', 'renewals', month],
    queryFn: async () =>
      (await http.get<{ renewals: TAdminSubscriptionRow[] }>('/admin/console/subscriptions/renewals', { params: { month } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCompanyBills(companyId: string) {
  return useQuery({
    queryKey: ['admin', 'bills', companyId],
    queryFn: async () => (await http.get<{ bills: TAdminBill[] }>(`/admin/console/companies/${companyId}/bills`)).data,
  });
}

/** Confirming a Pix or refunding reloads the bills and the subscriptions list. */
export function useBillAction(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: { kind: 'confirm'; paymentId: string } | { kind: 'refund'; billId: string; amount?: number; reason: string }) =>
      a.kind === 'confirm'
        ? (await http.post(`/admin/console/bill_payments/${a.paymentId}/confirm`)).data
        : (await http.post(`/admin/console/bills/${a.billId}/refund`, { amount: a.amount, reason: a.reason })).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'bills', companyId] });
      void client.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
    },
  });
}

export function usePlans() {
  return useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: async () => (await http.get<{ plans: TAdminPlan[]; features: TAdminFeature[] }>('/admin/console/plans')).data,
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: Omit<TAdminPlan, 'id' | 'total_value'> & { id?: string }) =>
      (id ? await http.put(`/admin/console/plans/${id}`, body) : await http.post('/admin/console/plans', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}

export function useAdminUsers(q: { search?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: async () => (await http.get<{ users: TAdminUserRow[] } & TPaged>('/admin/console/users', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: async () => (await http.get<TAdminUserPage>(`/admin/console/users/${id}`)).data,
  });
}

export function useRevokeSession(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => (await http.post(`/admin/console/users/${userId}/sessions/${sessionId}/revoke`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
  });
}

type TContentKind = 'articles' | 'landing_pages';
type TContentItem<K extends TContentKind> = K extends 'articles' ? TAdminArticle : TAdminLandingPage;

export function useContentList<K extends TContentKind>(kind: K) {
  return useQuery({
    queryKey: ['admin', 'content', kind],
    queryFn: async () => {
      const data = (await http.get<Record<K, TContentItem<K>[]>>(`/admin/console/${kind}`)).data;
      return data[kind];
    },
  });
}

/** Save (create or update) or publish/unpublish one article or landing page. */
export function useContentAction(kind: TContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      a: { op: 'save'; id?: string; body: Record<string, unknown> } | { op: 'publish'; id: string; published: boolean },
    ) => {
      if (a.op === 'publish') return (await http.post(`/admin/console/${kind}/${a.id}/publish`, { published: a.published })).data;
      return (a.id ? await http.put(`/admin/console/${kind}/${a.id}`, a.body) : await http.post(`/admin/console/${kind}`, a.body)).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'content', kind] }),
  });
}
