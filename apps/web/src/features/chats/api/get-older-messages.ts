import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatQueryKey, getChat, type TChatWithMessages } from './get-chat';
import { mergeMessages } from '../utils/chat-cache';

/** Loads the page of messages before the oldest one shown and adds it to the conversation. */
export function useOlderMessages(companyId: string, chatId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['chats', 'older', chatId],
    mutationFn: (before: string) => getChat(companyId, chatId, before),
    onSuccess: (page) =>
      client.setQueryData<TChatWithMessages>(chatQueryKey(companyId, chatId), (old) =>
        old ? { ...old, messages: mergeMessages(old.messages, page.messages), has_older: page.has_older } : old,
      ),
  });
}
