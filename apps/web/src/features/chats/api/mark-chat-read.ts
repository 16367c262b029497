import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { applyChatUpdate } from '../utils/chat-cache';
import type { TChat } from './chat-types';

/** POST /user/{company}/chats/{chat}/read: unread_count back to 0. */
async function markChatRead(companyId: string, chatId: string): Promise<TChat> {
  const { data } = await http.post<{ chat: TChat }>(`/user/${companyId}/chats/${chatId}/read`, undefined, { silent: true });
  return data.chat;
}

export function useMarkChatRead(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['chats', 'read'],
    mutationFn: (chatId: string) => markChatRead(companyId, chatId),
    onSuccess: (chat) => applyChatUpdate(client, chat, []),
  });
}
