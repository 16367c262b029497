// Calls of /admin/eventos_plataforma (platform events), /admin/scheduled_messages (every company's queue) and
// /admin/integrations (every company's connections) and the lookup of /admin/tools.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ADMIN_INTEGRATION_HEALTH, ADMIN_INTEGRATION_KINDS } from '@agenda/shared/schemas/admin-events';
import type { TScheduledMessageStatus, TScheduledMessageTypeName } from '@agenda/shared/scheduled-message';
import { http } from '@/lib/http/client';

interface TPeriodQuery {
  from: string;
  to: string;
  company_id?: string;
  page: number;
}

export interface TAdminPlatformEvent {
  id: string;
  event_name: string;
  event_ref: string | null;
  value: string | null;
  unit: string | null;
  device_hash: string | null;
  company_id: string | null;
  company_name: string | null;
  user_id: string | null;
  user_email: string | null;
  utm: Record<string, string | null> | null;
  created_at: string;
}

export interface TAdminQueuedMessage {
  id: string;
  company_id: string;
  company_name: string;
  company_timezone: string;
  client_name: string | null;
  type: TScheduledMessageTypeName;
  source: string;
  channel: 'whatsapp' | 'instagram';
  content: string;
  status: TScheduledMessageStatus;
  attempts: number;
  last_error: string | null;
  due_at: string;
  sent_at: string | null;
  canceled_at: string | null;
}

export function usePlatformEvents(q: TPeriodQuery & { event_name?: string }) {
  return useQuery({
    queryKey: ['admin', 'platform-events', q],
    queryFn: async () =>
      (
        await http.get<{ events: TAdminPlatformEvent[]; event_names: string[]; has_more: boolean; page: number }>(
          '/admin/console/platform_events',
          { params: q },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminQueue(q: TPeriodQuery & { status?: TScheduledMessageStatus }) {
  return useQuery({
    queryKey: ['admin', 'scheduled-messages', q],
    queryFn: async () =>
      (
        await http.get<{ messages: TAdminQueuedMessage[]; has_more: boolean; page: number }>('/admin/console/scheduled_messages', {
          params: q,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useCancelQueued() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await http.post<{ toast: string }>(`/admin/console/scheduled_messages/${id}/cancel`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'scheduled-messages'] }),
  });
}

export type TAdminIntegrationKind = (typeof ADMIN_INTEGRATION_KINDS)[number];
export type TAdminIntegrationHealth = (typeof ADMIN_INTEGRATION_HEALTH)[number];

export interface TAdminIntegration {
  id: string;
  kind: TAdminIntegrationKind;
  identifier: string;
  company_id: string;
  company_name: string;
  status: string;
  health: TAdminIntegrationHealth;
  detail: string | null;
  account: string | null;
  last_ok_at: string | null;
  problem_at: string | null;
}

export function useAdminIntegrations(q: {
  kind?: TAdminIntegrationKind;
  health?: TAdminIntegrationHealth;
  company_id?: string;
  page: number;
}) {
  return useQuery({
    queryKey: ['admin', 'integrations', q],
    queryFn: async () =>
      (
        await http.get<{ integrations: TAdminIntegration[]; counts: Partial<Record<TAdminIntegrationHealth, number>>; has_more: boolean }>(
          '/admin/console/integrations',
          { params: q },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export interface TAdminLookup {
  kind: 'email' | 'phone' | 'text';
  normalized_phone: string | null;
  companies: { id: string; name: string; slug: string; phone: string | null; is_blocked: boolean }[];
  users: { id: string; name: string; email: string; phone: string; sharing_code: string }[];
}

export function useAdminLookup(q: string) {
  return useQuery({
    queryKey: ['admin', 'lookup', q],
    queryFn: async () => (await http.get<TAdminLookup>('/admin/console/tools/lookup', { params: { q } })).data,
    enabled: q.length >= 3,
  });
}
