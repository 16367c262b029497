// /app/empresas/{slug}/importar calls: preview with column guesses, dry run, background import, its status and report.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TImportOptions, TImportPreview, TImportReport, TImportStatus } from '@agenda/shared/schemas/imports';
import { saveBlob } from '@/lib/download';
import { http, toFormData } from '@/lib/http/client';

const form = (file: File, options?: TImportOptions) => toFormData({ file_name: file.name, options, file });

export function useImportPreview(companyId: string) {
  return useMutation({
    mutationFn: async (file: File) =>
      (await http.post<{ preview: TImportPreview }>(`/user/${companyId}/clients/import/preview`, form(file), { silent: true })).data
        .preview,
  });
}

/** A dry run answers the report at once; an import answers its job (or `failed` with the broken rows, nothing written). */
export function useRunImport(companyId: string) {
  return useMutation({
    mutationFn: async (v: { file: File; options: TImportOptions }) =>
      (
        await http.post<{ report?: TImportReport; import?: TImportStatus }>(`/user/${companyId}/clients/import`, form(v.file, v.options), {
          silent: true,
        })
      ).data,
  });
}

/** Polls the import every second while it runs. */
export function useImportStatus(companyId: string, id: string | null) {
  return useQuery({
    queryKey: ['client-import', companyId, id],
    queryFn: async () => (await http.get<{ import: TImportStatus }>(`/user/${companyId}/clients/imports/${id}`)).data.import,
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 1000),
  });
}

export async function downloadImportReport(companyId: string, id: string, fileName: string): Promise<void> {
  const res = await http.get<Blob>(`/user/${companyId}/clients/imports/${id}/report.csv`, { responseType: 'blob' });
  saveBlob(res.data, `relatorio-${fileName.replace(/\.[^.]+$/, '')}.csv`);
}
