import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageTemplateDto, TSaveMessageTemplate } from '@agenda/shared/message-template';
import { http } from '@/lib/http/client';

const listKey = (companyId: string) => ['message-templates', companyId] as const;

/** GET /user/{company}/message-templates (by title). */
export function useMessageTemplates(companyId: string | null) {
  return useQuery({
    queryKey: listKey(companyId ?? ''),
    queryFn: async () =>
      (await http.get<{ message_templates: TMessageTemplateDto[] }>(`/user/${companyId}/message-templates`)).data.message_templates,
    enabled: Boolean(companyId),
    staleTime: 15_000,
  });
}

/** POST …/message-templates (new), PATCH …/{id}, or DELETE …/{id} with `remove`; the list is fetched again after. */
export function useChangeMessageTemplate(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['message-templates', 'change'],
    mutationFn: async (input: { id?: string; body?: TSaveMessageTemplate; remove?: boolean }) => {
      const base = `/user/${companyId}/message-templates`;
      if (input.remove) return void (await http.delete(`${base}/${input.id}`));
      if (input.id) return void (await http.patch(`${base}/${input.id}`, input.body));
      await http.post(base, input.body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(companyId) }),
  });
}
