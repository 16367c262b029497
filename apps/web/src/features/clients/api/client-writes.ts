// Writes of the clients feature: the form (general 'client'), erase, merge, stage moves and tags.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCrmStage } from '@agenda/shared/crm';
import type { TClientBody, TClientDetailDto, TClientTagDto, TCrmColumnDto } from '@agenda/shared/schemas/clients';
import { http } from '@/lib/http/client';
import { clientKeys, invalidateClients } from './keys';

type Id = string | number;

function useClientMutation<TInput, TResult>(companyId: Id | null | undefined, fn: (companyId: Id, input: TInput) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => fn(companyId!, input),
    onSettled: () => companyId && invalidateClients(qc, companyId),
  });
}

export const useSaveClient = (companyId: Id | null | undefined) =>
  useClientMutation(companyId, async (c, input: { id: string | null; data: TClientBody }) => {
    const { data } = await http.post<{ data: TClientDetailDto }>(`/user/${c}/general/update_or_create`, {
      entity: 'client',
      id: input.id,
      data: input.data,
    });
    return data.data;
  });

export const useEraseClient = (companyId: Id | null | undefined) =>
  useClientMutation(companyId, async (c, id: string) => {
    await http.delete(`/user/${c}/general/delete`, { data: { entity: 'client', id } });
  });

export const useMergeClients = (companyId: Id | null | undefined) =>
  useClientMutation(companyId, async (c, input: { survivor_id: string; merged_id: string }) => {
    const { data } = await http.post<{ client: TClientDetailDto }>(`/user/${c}/clients/merge`, input);
    return data.client;
  });

export const useMoveClientStage = (companyId: Id | null | undefined) =>
  useClientMutation(companyId, async (c, input: { id: string; stage: TCrmStage }) => {
    const { data } = await http.post<{ client: TClientDetailDto }>(`/user/${c}/clients/${input.id}/stage`, { stage: input.stage });
    return data.client;
  });

export const useSaveClientTag = (companyId: Id | null | undefined) =>
  useClientMutation(companyId, async (c, input: { id: string | null; name: string; color: string }) => {
    const { data } = await http.post<{ data: TClientTagDto }>(`/user/${c}/general/update_or_create`, {
      entity: 'client_tag',
      id: input.id,
      data: { name: input.name, color: input.color },
    });
    return data.data;
  });

/** GET /user/{company}/client_tags: the company's tags and colours. */
export function useClientTags(companyId: Id | null | undefined) {
  return useQuery({
    queryKey: clientKeys.tags(companyId ?? 'none'),
    queryFn: async () => (await http.get<{ tags: TClientTagDto[] }>(`/user/${companyId}/client_tags`)).data.tags,
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

/** GET /user/{company}/crm: the six columns with counts, values and first clients. */
export function useCrmBoard(companyId: Id | null | undefined) {
  return useQuery({
    queryKey: clientKeys.crm(companyId ?? 'none'),
    queryFn: async () => (await http.get<{ columns: TCrmColumnDto[] }>(`/user/${companyId}/crm`)).data.columns,
    enabled: Boolean(companyId),
  });
}
