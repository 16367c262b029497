// Writes of the prontuário: add (JSON for text, multipart with the file for photo/video/audio), edit the text, delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClientRecordType } from '@agenda/shared/client';
import type { TClientRecord } from '@agenda/shared/schemas/records';
import { clientRecordKeys } from '@/lib/client-records';
import { http, toFormData } from '@/lib/http/client';
import { toast } from '@/stores/toast-store';

type TRecordInput = { type: TClientRecordType; text: string; file: File | null };
type TAnswer = { record?: TClientRecord; toast: string };

export function useRecordWrites(companyId: string | null, clientId: string) {
  const qc = useQueryClient();
  const base = `/user/${companyId}/clients/${clientId}/records`;
  const done = (data: TAnswer) => {
    toast.success(data.toast);
    void qc.invalidateQueries({ queryKey: clientRecordKeys.all(companyId ?? 'none', clientId) });
  };
  const add = useMutation({
    mutationFn: async ({ type, text, file }: TRecordInput) => {
      const body = file ? toFormData({ type, text: text || undefined, file }) : { type, text };
      return (await http.post<TAnswer>(base, body, { silent: true })).data;
    },
    onSuccess: done,
  });
  const edit = useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) =>
      (await http.post<TAnswer>(`${base}/${id}`, { text }, { silent: true })).data,
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => (await http.delete<TAnswer>(`${base}/${id}`)).data,
    onSuccess: done,
  });
  return { add, edit, remove };
}
