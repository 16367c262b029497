// Calls of /admin/ai_model, /admin/ai_model_run and /admin/company_metrics.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TAdminAiModel, TAdminAiRun, TAdminCompanyMetric } from './page-types';

export function useAiModels() {
  return useQuery({
    queryKey: ['admin', 'ai-models'],
    queryFn: async () =>
      (await http.get<{ models: TAdminAiModel[]; configured: { brain: string; model: string } }>('/admin/console/ai_models')).data,
  });
}

export function useSaveAiModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: Omit<TAdminAiModel, 'id'> & { id?: string }) =>
      (id ? await http.put(`/admin/console/ai_models/${id}`, body) : await http.post('/admin/console/ai_models', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'ai-models'] }),
  });
}

export function useAiRuns(q: { errors_only?: 'true'; model?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'ai-runs', q],
    queryFn: async () =>
      (await http.get<{ runs: TAdminAiRun[]; total: number; page_size: number }>('/admin/console/ai_model_runs', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCompanyMetrics(q: { search?: string; days: number; page: number }) {
  return useQuery({
    queryKey: ['admin', 'company-metrics', q],
    queryFn: async () =>
      (
        await http.get<{ companies: TAdminCompanyMetric[]; total: number; page_size: number }>('/admin/console/company_metrics', {
          params: q,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
