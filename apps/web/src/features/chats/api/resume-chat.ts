import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { applyChatUpdate } from '../utils/chat-cache';
import type { TChat } from './chat-types';

/** POST /user/{company}/chats/{chat}/resume: gives the chat back to the assistant now. */
async function resumeChat(companyId: string, chatId: string): Promise<TChat> {
  const { data } = await http.post<{ chat: TChat }>(`/user/${companyId}/chats/${chatId}/resume`);
  return data.chat;
}

export function useResumeChat(companyId: string, chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['chats', 'resume', chatId],
    mutationFn: () => resumeChat(companyId, chatId),
    onSuccess: (chat) => applyChatUpdate(client, chat, []),
  });
}
