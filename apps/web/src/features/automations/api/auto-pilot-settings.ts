import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAutoPilotIntensity } from '@agenda/shared/auto-pilot';
import { http } from '@/lib/http/client';
import { graphqlQuery } from '@/lib/http/graphql';
import { reloadCompanies } from '@/lib/session/login-sequence';

export interface TAutoPilotSettings {
  id: string;
  is_auto_pilot_enabled: boolean;
  auto_pilot_intensity: TAutoPilotIntensity;
  max_active_messages_per_day: number;
}

const QUERY =
  'query autoPilotSettings { loggedUser { companies { id is_auto_pilot_enabled auto_pilot_intensity max_active_messages_per_day } } }';
const key = (companyId: string) => ['auto-pilot-settings', companyId] as const;

/** The company's auto-pilot fields (loggedUser.companies). */
export function useAutoPilotSettings(companyId: string) {
  return useQuery({
    queryKey: key(companyId),
    queryFn: async () => {
      const data = await graphqlQuery<{ loggedUser: { companies: TAutoPilotSettings[] } }>('user', 'autoPilotSettings', QUERY);
      const found = data.loggedUser.companies.find((c) => String(c.id) === String(companyId));
      if (!found) throw new Error('Empresa não encontrada.');
      return found;
    },
  });
}

/** POST /user/{id}/company/update with auto-pilot fields; the settings are fetched again after. */
export function useSaveAutoPilotSettings(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auto-pilot-settings', 'save', companyId],
    mutationFn: async (body: Partial<Omit<TAutoPilotSettings, 'id'>>) => void (await http.post(`/user/${companyId}/company/update`, body)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key(companyId) });
      void reloadCompanies().catch(() => undefined);
    },
  });
}
