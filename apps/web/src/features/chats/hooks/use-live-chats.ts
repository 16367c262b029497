// The company room pushes `chat_update`, `message_update` and `schedule_update`; the inbox, the open
// conversation and the bookings beside it follow them without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@/lib/events';
import type { TChatUpdateEvent, TMessageUpdateEvent } from '../api/chat-types';
import { chatsQueryKey } from '../api/get-chats';
import { clientSchedulesQueryKey } from '../api/get-client-schedules';
import { applyChatUpdate, applyMessageUpdate } from '../utils/chat-cache';

export function useLiveChats(companyId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const offs = [
      on('server:chat_update', (payload) => {
        const ev = payload as TChatUpdateEvent | undefined;
        if (!ev?.chat || String(ev.chat.company_id) !== String(companyId)) return;
        applyChatUpdate(client, ev.chat, ev.messages ?? []);
        // A new chat, or a new order (last message, sentiment): the list asks the server again.
        void client.invalidateQueries({ queryKey: chatsQueryKey(companyId) });
      }),
      on('server:message_update', (payload) => {
        const ev = payload as TMessageUpdateEvent | undefined;
        if (ev?.message && ev.chat_id) applyMessageUpdate(client, companyId, ev.chat_id, ev.message);
      }),
      on('server:schedule_update', () => {
        void client.invalidateQueries({ queryKey: clientSchedulesQueryKey(companyId) });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [client, companyId]);
}
