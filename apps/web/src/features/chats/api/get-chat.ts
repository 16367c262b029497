import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TChat, TChatMessage } from './chat-types';

const CHAT_PAGE_SIZE = 50;

export interface TChatWithMessages {
  chat: TChat;
  messages: TChatMessage[];
  /** False once an older page came back shorter than a page. */
  has_older: boolean;
}

/** GET /user/{company}/chats/{chat}: the chat and its latest messages, oldest first. */
export async function getChat(companyId: string, chatId: string, before?: string): Promise<TChatWithMessages> {
  const params: Record<string, string | number> = { limit: CHAT_PAGE_SIZE };
  if (before) params.before = before;
  const { data } = await http.get<{ chat: TChat; messages: TChatMessage[] }>(`/user/${companyId}/chats/${chatId}`, { params });
  return { ...data, has_older: data.messages.length >= CHAT_PAGE_SIZE };
}

export const chatQueryKey = (companyId: string, chatId: string) => ['chats', companyId, 'chat', chatId] as const;

function chatQueryOptions(companyId: string, chatId: string) {
  return queryOptions({ queryKey: chatQueryKey(companyId, chatId), queryFn: () => getChat(companyId, chatId), staleTime: 10_000 });
}

export function useChat(companyId: string | null, chatId: string | null) {
  return useQuery({ ...chatQueryOptions(companyId ?? '', chatId ?? ''), enabled: Boolean(companyId && chatId) });
}
