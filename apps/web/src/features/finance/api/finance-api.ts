// /app/financeiro calls: summary, entries, appointments to charge, new entries, payments and the CSV/XLSX.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBillableScheduleDto,
  TFinanceSummaryDto,
  TFromScheduleBody,
  TTransactionBody,
  TTransactionDto,
} from '@agenda/shared/schemas/finance';
import { saveBlob } from '@/lib/download';
import { http } from '@/lib/http/client';
import type { TPeriod } from '@/components/ui/period-picker';

const q = (p: TPeriod) => `from=${p.from}&to=${p.to}`;

export function useFinance(companyId: string | null, period: TPeriod) {
  const base = `/user/${companyId}/finance`;
  const opts = { enabled: Boolean(companyId), retry: false } as const;
  return {
    summary: useQuery({
      queryKey: ['finance', companyId, 'summary', period],
      queryFn: async () => (await http.get<{ summary: TFinanceSummaryDto }>(`${base}/summary?${q(period)}`, { silent: true })).data.summary,
      ...opts,
    }),
    transactions: useQuery({
      queryKey: ['finance', companyId, 'transactions', period],
      queryFn: async () =>
        (await http.get<{ transactions: TTransactionDto[] }>(`${base}/transactions?${q(period)}`, { silent: true })).data.transactions,
      ...opts,
    }),
    billable: useQuery({
      queryKey: ['finance', companyId, 'billable', period],
      queryFn: async () =>
        (await http.get<{ schedules: TBillableScheduleDto[] }>(`${base}/billable_schedules?${q(period)}`, { silent: true })).data.schedules,
      ...opts,
    }),
  };
}

export function useFinanceWrites(companyId: string | null) {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: ['finance', companyId] });
  return {
    create: useMutation({
      mutationFn: (body: TTransactionBody) => http.post(`/user/${companyId}/finance/transactions`, body),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; body: TTransactionBody }) =>
        http.post(`/user/${companyId}/finance/transactions/${input.id}`, input.body),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => http.delete(`/user/${companyId}/finance/transactions/${id}`), onSuccess: done }),
    pay: useMutation({
      mutationFn: (input: { scheduleId: string; body: TFromScheduleBody }) =>
        http.post(`/user/${companyId}/finance/from_schedule/${input.scheduleId}`, input.body),
      onSuccess: done,
    }),
  };
}

/** Downloads the period's CSV or XLSX (the call carries the session, so it goes through the HTTP client, not a link). */
export async function downloadExport(companyId: string, period: TPeriod, format: 'csv' | 'xlsx'): Promise<void> {
  const res = await http.get<Blob>(`/user/${companyId}/finance/export.${format}?${q(period)}`, { responseType: 'blob' });
  saveBlob(res.data, `financeiro-${period.from}-a-${period.to}.${format}`);
}
