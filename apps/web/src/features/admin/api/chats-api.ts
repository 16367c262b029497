import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChatSortOption } from '@agenda/shared/chat';
import type { TAdminChatTag } from '@agenda/shared/schemas/admin';
import { http } from '@/lib/http/client';
import type { TAdminChat, TAdminMessage, TAdminRun } from './admin-types';

export interface TAdminChatsFilter {
  tag?: TAdminChatTag;
  sort?: TChatSortOption;
  company_id?: string;
  search?: string;
}

/** GET /admin/chats: conversations of every company, filtered by review tag, company or name. */
export function useAdminChats(filter: TAdminChatsFilter) {
  return useQuery({
    queryKey: ['admin', 'chats', filter],
    queryFn: async () => (await http.get<{ chats: TAdminChat[]; has_more: boolean }>('/admin/console/chats', { params: filter })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/chats/{id}/logs: the messages and every brain run (dialogue state, tool calls, latency). */
export function useAdminChatLogs(id: string) {
  return useQuery({
    queryKey: ['admin', 'chat', id],
    queryFn: async () =>
      (await http.get<{ chat: TAdminChat; messages: TAdminMessage[]; runs: TAdminRun[] }>(`/admin/console/chats/${id}/logs`)).data,
  });
}

export function useSetChatTags(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (tags: TAdminChatTag[]) => (await http.put(`/admin/console/chats/${id}/tags`, { tags })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /admin/chats/{id}/scenario: the conversation in the format of `pnpm eval:secretary`. */
export async function fetchChatScenario(id: string): Promise<{ id: string } & Record<string, unknown>> {
  return (await http.get<{ scenario: { id: string } & Record<string, unknown> }>(`/admin/console/chats/${id}/scenario`)).data.scenario;
}
