import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { applyChatUpdate } from '../utils/chat-cache';
import type { TChat } from './chat-types';

/** POST /user/{company}/chats/{chat}/transfer: a person takes over; the assistant stays silent. */
async function transferChat(companyId: string, chatId: string): Promise<TChat> {
  const { data } = await http.post<{ chat: TChat }>(`/user/${companyId}/chats/${chatId}/transfer`);
  return data.chat;
}

export function useTransferChat(companyId: string, chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['chats', 'transfer', chatId],
    mutationFn: () => transferChat(companyId, chatId),
    onSuccess: (chat) => applyChatUpdate(client, chat, []),
  });
}
