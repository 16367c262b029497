import { useQuery } from '@tanstack/react-query';
import type { TClientDetailDto, TClientTagDto } from '@agenda/shared/schemas/clients';
import { http } from '@/lib/http/client';

/** The chat's client tags with the company's colours (GET …/clients/{id} and …/client_tags). */
export function useChatClientTags(companyId: string, clientId: string) {
  return useQuery({
    queryKey: ['clients', companyId, 'detail', clientId, 'chat-tags'],
    queryFn: async () => {
      const [client, tags] = await Promise.all([
        http.get<{ client: TClientDetailDto }>(`/user/${companyId}/clients/${clientId}`, { silent: true }),
        http.get<{ tags: TClientTagDto[] }>(`/user/${companyId}/client_tags`, { silent: true }),
      ]);
      return client.data.client.tags.map((name) => ({
        name,
        color: tags.data.tags.find((t) => t.name.toLowerCase() === name.toLowerCase())?.color ?? '#6b7280',
      }));
    },
    staleTime: 30_000,
    retry: false,
  });
}
