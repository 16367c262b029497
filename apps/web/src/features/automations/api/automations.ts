import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAutomationDto, TSaveAutomation } from '@agenda/shared/automation';
import { http } from '@/lib/http/client';
import { graphqlQuery } from '@/lib/http/graphql';

const listKey = (companyId: string) => ['automations', companyId] as const;

/** GET /user/{company}/automations. */
export function useAutomations(companyId: string | null) {
  return useQuery({
    queryKey: listKey(companyId ?? ''),
    queryFn: async () => (await http.get<{ automations: TAutomationDto[] }>(`/user/${companyId}/automations`)).data.automations,
    enabled: Boolean(companyId),
    staleTime: 15_000,
  });
}

/** POST …/automations (new) or PATCH …/automations/{id}; DELETE …/{id} with `remove`. The list is fetched again after. */
export function useChangeAutomation(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['automations', 'change'],
    mutationFn: async (input: { id?: string; body?: TSaveAutomation; remove?: boolean }) => {
      const base = `/user/${companyId}/automations`;
      if (input.remove) return void (await http.delete(`${base}/${input.id}`));
      if (input.id) return void (await http.patch(`${base}/${input.id}`, input.body));
      await http.post(base, input.body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(companyId) }),
  });
}

/** The company's services (id and title) for the automation's sources. */
export function useServiceOptions(companyId: string | null) {
  return useQuery({
    queryKey: ['automations', 'services', companyId],
    queryFn: async () =>
      (
        await graphqlQuery<{ user_get_services: { id: string; title: string }[] }>(
          'user',
          'user_get_services',
          'query($company_id: ID!) { user_get_services(company_id: $company_id, active_only: true) { id title } }',
          { company_id: companyId },
        )
      ).user_get_services,
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}
