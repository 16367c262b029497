// Keeps the cached inbox and conversations in step with answers and live events.
import type { QueryClient } from '@tanstack/react-query';
import type { TChat, TChatMessage } from '../api/chat-types';
import { chatQueryKey, type TChatWithMessages } from '../api/get-chat';
import { chatsQueryKey } from '../api/get-chats';

/** Adds new messages (or replaces ones already there), keeping the time order. */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function applyChatUpdate(client: QueryClient, chat: TChat, messages: TChatMessage[]) {
  client.setQueryData<TChatWithMessages>(chatQueryKey(chat.company_id, chat.id), (old) =>
    old ? { ...old, chat, messages: mergeMessages(old.messages, messages) } : old,
  );
  client.setQueriesData<TChat[]>({ queryKey: chatsQueryKey(chat.company_id) }, (list) =>
    list?.some((c) => c.id === chat.id) ? list.map((c) => (c.id === chat.id ? chat : c)) : list,
  );
}

export function applyMessageUpdate(client: QueryClient, companyId: string, chatId: string, message: TChatMessage) {
  client.setQueryData<TChatWithMessages>(chatQueryKey(companyId, chatId), (old) =>
    old ? { ...old, messages: mergeMessages(old.messages, [message]) } : old,
  );
}
