// Calls of /admin/ai_tool, /admin/chat_personality, /admin/dashboard (with its leads and sales pages) and /admin/notifications.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminAiToolBody, TAdminChatPersonalityBody } from '@agenda/shared/schemas/admin-ai-tools';
import type { ADMIN_NOTIFICATION_FILTERS } from '@agenda/shared/schemas/admin-platform';
import { http } from '@/lib/http/client';

export type TAdminAiTool = TAdminAiToolBody & { id: string; version: number; updated_at: string };
export type TAdminPersonality = TAdminChatPersonalityBody & { id: string; companies: number; updated_at: string };
export type TNotificationFilter = (typeof ADMIN_NOTIFICATION_FILTERS)[number];

export interface TDashboardFigures {
  companies_paying: number;
  companies_trial: number;
  companies_blocked: number;
  new_companies: number;
  new_users: number;
  mrr_cents: number;
  secretary_messages: number;
  bookings: number;
  secretary_bookings: number;
}

export interface TAdminSentNotification {
  id: string;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
  sent_by_email: string | null;
  company_id: string;
  company_name: string;
  user_name: string;
  user_email: string | null;
}

/** A list and its create/update/delete calls under /admin/console/{path}. */
function editorCalls<TBody>(path: string, key: string) {
  const useSave = () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async ({ id, body }: { id?: string; body: TBody }) =>
        (id ? await http.put(`/admin/console/${path}/${id}`, body) : await http.post(`/admin/console/${path}`, body)).data,
      onSuccess: () => client.invalidateQueries({ queryKey: ['admin', key] }),
    });
  };
  const useDelete = () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async (id: string) => (await http.delete(`/admin/console/${path}/${id}`)).data,
      onSuccess: () => client.invalidateQueries({ queryKey: ['admin', key] }),
    });
  };
  return { useSave, useDelete };
}

export function useAiTools() {
  return useQuery({
    queryKey: ['admin', 'ai-tools'],
    queryFn: async () => (await http.get<{ tools: TAdminAiTool[] }>('/admin/console/ai_tools')).data,
  });
}
export const aiToolCalls = editorCalls<TAdminAiToolBody>('ai_tools', 'ai-tools');

export type TAdminAiToolSnapshot = Omit<TAdminAiTool, 'updated_at'> & {
  ai_tool_id: string | null;
  admin_email: string | null;
  created_at: string;
};

export function useAiToolSnapshots(q: { name?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'ai-tools', 'snapshots', q],
    queryFn: async () =>
      (
        await http.get<{ snapshots: TAdminAiToolSnapshot[]; names: string[]; total: number; page_size: number }>(
          '/admin/console/ai_tools/snapshots',
          { params: q },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function usePersonalities() {
  return useQuery({
    queryKey: ['admin', 'personalities'],
    queryFn: async () => (await http.get<{ personalities: TAdminPersonality[] }>('/admin/console/chat_personalities')).data,
  });
}
export const personalityCalls = editorCalls<TAdminChatPersonalityBody>('chat_personalities', 'personalities');

export function useDashboard(q: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'dashboard', q],
    queryFn: async () => (await http.get<{ figures: TDashboardFigures }>('/admin/console/dashboard', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useSentNotifications(q: { status: TNotificationFilter; page: number }) {
  return useQuery({
    queryKey: ['admin', 'notifications', q],
    queryFn: async () =>
      (
        await http.get<{ notifications: TAdminSentNotification[]; total: number; all: number; unread: number; page_size: number }>(
          '/admin/console/notifications',
          { params: q },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { company_id: string | null; title: string; body: string }) =>
      (await http.post<{ recipients: number }>('/admin/console/notifications', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
  });
}

export interface TLeadFigures {
  figures: { sign_ups: number; new_companies: number; companies_in_trial: number; converted: number };
  by_source: { source: string; sign_ups: number }[];
  by_day: { day: string; sign_ups: number; new_companies: number }[];
}

export interface TSalesFigures {
  figures: { new_paid: number; cancellations: number; revenue_cents: number };
  by_plan: { plan_id: string; plan_title: string; new_paid: number; cancellations: number; revenue_cents: number }[];
  by_day: { day: string; new_paid: number; cancellations: number; revenue_cents: number }[];
}

export function useDashboardLeads(q: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'leads', q],
    queryFn: async () => (await http.get<TLeadFigures>('/admin/console/dashboard/leads', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useDashboardSales(q: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'dashboard', 'sales', q],
    queryFn: async () => (await http.get<TSalesFigures>('/admin/console/dashboard/sales', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}
