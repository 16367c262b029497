import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScheduledMessageDto, TScheduledMessageFilter } from '@agenda/shared/scheduled-message';
import { http } from '@/lib/http/client';

const listKey = (companyId: string) => ['scheduled-messages', companyId] as const;

/** GET /user/{company}/scheduled-messages with the filters (status, type, client_id). */
async function getScheduledMessages(companyId: string, filter: TScheduledMessageFilter): Promise<TScheduledMessageDto[]> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const { data } = await http.get<{ scheduled_messages: TScheduledMessageDto[] }>(`/user/${companyId}/scheduled-messages`, { params });
  return data.scheduled_messages;
}

function scheduledMessagesQuery(companyId: string, filter: TScheduledMessageFilter) {
  return queryOptions({
    queryKey: [...listKey(companyId), filter] as const,
    queryFn: () => getScheduledMessages(companyId, filter),
    staleTime: 15_000,
  });
}

export function useScheduledMessages(companyId: string | null, filter: TScheduledMessageFilter) {
  return useQuery({ ...scheduledMessagesQuery(companyId ?? '', filter), enabled: Boolean(companyId) });
}

/** PATCH …/{id} {content} or POST …/{id}/cancel; the list is fetched again after either. */
export function useChangeScheduledMessage(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['scheduled-messages', 'change'],
    mutationFn: async (input: { id: string; content?: string; cancel?: boolean }) => {
      const base = `/user/${companyId}/scheduled-messages/${input.id}`;
      const { data } = input.cancel
        ? await http.post<{ scheduled_message: TScheduledMessageDto }>(`${base}/cancel`, {})
        : await http.patch<{ scheduled_message: TScheduledMessageDto }>(base, { content: input.content });
      return data.scheduled_message;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(companyId) }),
  });
}
