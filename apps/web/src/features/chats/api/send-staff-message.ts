import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffMessageBody } from '@agenda/shared/schemas/secretary';
import { http } from '@/lib/http/client';
import { applyChatUpdate } from '../utils/chat-cache';
import type { TChat, TChatMessage } from './chat-types';

/** POST /user/{company}/chats/{chat}/messages: staff answer (role user); the assistant goes quiet. */
async function sendStaffMessage(companyId: string, chatId: string, body: TStaffMessageBody) {
  const { data } = await http.post<{ chat: TChat; message: TChatMessage }>(`/user/${companyId}/chats/${chatId}/messages`, body);
  return data;
}

export function useSendStaffMessage(companyId: string, chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['chats', 'send', chatId],
    mutationFn: (content: string) => sendStaffMessage(companyId, chatId, { content }),
    onSuccess: ({ chat, message }) => applyChatUpdate(client, chat, [message]),
  });
}
