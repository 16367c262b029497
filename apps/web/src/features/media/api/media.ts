// /app/midias-e-arquivos calls: list, upload (description + file), describe, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanyMedia } from '@agenda/shared/schemas/records';
import { http, toFormData } from '@/lib/http/client';
import { toast } from '@/stores/toast-store';

const key = (companyId: string | null) => ['company-media', companyId ?? 'none'] as const;

export function useCompanyMedia(companyId: string | null) {
  return useQuery({
    queryKey: key(companyId),
    queryFn: async () => (await http.get<{ media: TCompanyMedia[] }>(`/user/${companyId}/media`, { silent: true })).data.media,
    enabled: Boolean(companyId),
    retry: false,
    staleTime: 60_000,
    // Signed file URLs last 5 minutes by default.
    refetchInterval: 240_000,
  });
}

export function useMediaWrites(companyId: string | null) {
  const qc = useQueryClient();
  const done = (data: { toast: string }) => {
    toast.success(data.toast);
    void qc.invalidateQueries({ queryKey: key(companyId) });
  };
  const base = `/user/${companyId}/media`;
  return {
    upload: useMutation({
      mutationFn: async (v: { file: File; description: string }) =>
        (
          await http.post<{ toast: string }>(base, toFormData({ description: v.description, file_name: v.file.name, file: v.file }), {
            silent: true,
          })
        ).data,
      onSuccess: done,
    }),
    describe: useMutation({
      mutationFn: async (v: { id: string; description: string }) =>
        (await http.post<{ toast: string }>(`${base}/${v.id}`, { description: v.description }, { silent: true })).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => (await http.delete<{ toast: string }>(`${base}/${id}`)).data,
      onSuccess: done,
    }),
  };
}
