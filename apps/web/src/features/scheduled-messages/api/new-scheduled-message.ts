import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageTemplateDto } from '@agenda/shared/message-template';
import type { TCreateScheduledMessage, TMessageChannel, TScheduledMessageDto } from '@agenda/shared/scheduled-message';
import { http } from '@/lib/http/client';

/** GET /user/{company}/clients/{client}/message-channels: the channels a message by hand can go through. */
export function useClientChannels(companyId: string, clientId: string | null) {
  return useQuery({
    queryKey: ['scheduled-messages', 'channels', companyId, clientId],
    queryFn: async () =>
      (await http.get<{ channels: TMessageChannel[] }>(`/user/${companyId}/clients/${clientId}/message-channels`)).data.channels,
    enabled: Boolean(clientId),
    staleTime: 30_000,
  });
}

/** POST /user/{company}/message-templates/preview: the text with the client's real data. */
export function useClientPreview(companyId: string, clientId: string | null, content: string) {
  return useQuery({
    queryKey: ['scheduled-messages', 'preview', companyId, clientId, content],
    queryFn: async () =>
      (
        await http.post<{ content: string }>(
          `/user/${companyId}/message-templates/preview`,
          { client_id: clientId, content },
          { silent: true },
        )
      ).data.content,
    enabled: Boolean(clientId && content.trim()),
    staleTime: 30_000,
  });
}

/** POST /user/{company}/scheduled-messages (source manual); the list is fetched again after. */
export function useCreateScheduledMessage(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['scheduled-messages', 'create'],
    mutationFn: async (body: TCreateScheduledMessage) =>
      (await http.post<{ scheduled_message: TScheduledMessageDto }>(`/user/${companyId}/scheduled-messages`, body, { silent: true })).data
        .scheduled_message,
    onSuccess: () => client.invalidateQueries({ queryKey: ['scheduled-messages', companyId] }),
  });
}

/** GET /user/{company}/message-templates: the saved texts the modal can start from. */
export function useTemplateOptions(companyId: string) {
  return useQuery({
    queryKey: ['message-templates', companyId],
    queryFn: async () =>
      (await http.get<{ message_templates: TMessageTemplateDto[] }>(`/user/${companyId}/message-templates`)).data.message_templates,
    staleTime: 15_000,
  });
}

/** GET /user/{company}/clients/{id}: the client of the client's tab (the modal starts with them). */
export function useTabClient(companyId: string | null, clientId: string | undefined) {
  return useQuery({
    queryKey: ['scheduled-messages', 'client', companyId, clientId],
    queryFn: async () =>
      (
        await http.get<{ client: { id: string; name: string; phone: string | null } }>(`/user/${companyId}/clients/${clientId}`, {
          silent: true,
        })
      ).data.client,
    enabled: Boolean(companyId && clientId),
    staleTime: 60_000,
  });
}
