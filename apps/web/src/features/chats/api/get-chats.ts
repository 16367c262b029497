import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChatSortOption } from '@agenda/shared/chat';
import { http } from '@/lib/http/client';
import type { TChat } from './chat-types';

export interface TChatsFilter {
  sort: TChatSortOption;
  search?: string;
  client_id?: string;
}

/** GET /user/{company}/chats: the inbox, in one of the sort orders of docs/spec.md §3. */
async function getChats(companyId: string, filter: TChatsFilter): Promise<TChat[]> {
  const params: Record<string, string | number> = { sort: filter.sort, limit: 100 };
  if (filter.search?.trim()) params.search = filter.search.trim();
  if (filter.client_id) params.client_id = filter.client_id;
  const { data } = await http.get<{ chats: TChat[] }>(`/user/${companyId}/chats`, { params });
  return data.chats;
}

export const chatsQueryKey = (companyId: string) => ['chats', companyId, 'list'] as const;

function chatsQueryOptions(companyId: string, filter: TChatsFilter) {
  return queryOptions({
    queryKey: [...chatsQueryKey(companyId), filter] as const,
    queryFn: () => getChats(companyId, filter),
    placeholderData: (previous) => previous,
  });
}

export function useChats(companyId: string | null, filter: TChatsFilter) {
  return useQuery({ ...chatsQueryOptions(companyId ?? '', filter), enabled: Boolean(companyId) });
}
