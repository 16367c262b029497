// /app/financeiro's monthly expenses (rent, products) and the professionals' commissions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCommissionBody, TRecurringExpenseBody, TRecurringExpenseDto } from '@agenda/shared/schemas/finance';
import { http } from '@/lib/http/client';

export interface TCommissionRow {
  calendar_id: string;
  title: string;
  commission_percent: number;
}

export function useRecurringExpenses(companyId: string | null) {
  const qc = useQueryClient();
  const base = `/user/${companyId}/finance/recurring_expenses`;
  // A new expense may write this month's entry at once: the summary and the list change too.
  const done = () => void qc.invalidateQueries({ queryKey: ['finance', companyId] });
  return {
    list: useQuery({
      queryKey: ['finance', companyId, 'recurring'],
      queryFn: async () => (await http.get<{ recurring_expenses: TRecurringExpenseDto[] }>(base, { silent: true })).data.recurring_expenses,
      enabled: Boolean(companyId),
      retry: false,
    }),
    create: useMutation({ mutationFn: (body: TRecurringExpenseBody) => http.post(base, body), onSuccess: done }),
    stop: useMutation({ mutationFn: (id: string) => http.delete(`${base}/${id}`), onSuccess: done }),
  };
}

export function useCommissions(companyId: string | null) {
  const qc = useQueryClient();
  const base = `/user/${companyId}/finance/commissions`;
  return {
    list: useQuery({
      queryKey: ['finance', companyId, 'commissions'],
      queryFn: async () => (await http.get<{ commissions: TCommissionRow[] }>(base, { silent: true })).data.commissions,
      enabled: Boolean(companyId),
      retry: false,
    }),
    save: useMutation({
      mutationFn: (body: TCommissionBody) => http.post(base, body),
      onSuccess: () => void qc.invalidateQueries({ queryKey: ['finance', companyId] }),
    }),
  };
}
