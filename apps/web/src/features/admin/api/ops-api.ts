import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import type { TAdminErrorReport, TErrorReportDelivery } from '@agenda/shared/schemas/admin';
import type { TAdminRole, TAuditLog, TStaffAdmin, TWebhookEvent } from './admin-types';

export function useWebhookEvents(status?: string) {
  return useQuery({
    queryKey: ['admin', 'webhook-events', status ?? 'all'],
    queryFn: async () =>
      (
        await http.get<{ events: TWebhookEvent[]; has_more: boolean }>('/admin/console/webhook_events', {
          params: status ? { status } : {},
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useReplayEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await http.post<{ replayed: boolean }>(`/admin/console/webhook_events/${id}/replay`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'webhook-events'] }),
  });
}

export function useAuditLogs(q: { company_id?: string; admin_id?: string; action?: string; page?: number } = {}) {
  return useQuery({
    queryKey: ['admin', 'audit', q],
    queryFn: async () =>
      (
        await http.get<{ logs: TAuditLog[]; has_more: boolean; admins: { id: string; name: string; email: string }[] }>(
          '/admin/console/audit_logs',
          { params: q },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The site's error reports (what the SPA sent to POST /general/slack/notify), newest first. */
export function useErrorReports(q: { delivery?: TErrorReportDelivery; page: number }) {
  return useQuery({
    queryKey: ['admin', 'error-reports', q],
    queryFn: async () =>
      (await http.get<{ reports: TAdminErrorReport[]; has_more: boolean }>('/admin/console/error_reports', { params: q })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: async () =>
      (await http.get<{ roles: TAdminRole[]; permissions: { key: string; label: string }[] }>('/admin/console/roles')).data,
  });
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (role: { id?: string; name: string; permissions: string[] }) => {
      const body = { name: role.name, permissions: role.permissions };
      return (role.id ? await http.put(`/admin/console/roles/${role.id}`, body) : await http.post('/admin/console/roles', body)).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'roles'] }),
  });
}

export function useStaff() {
  return useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: async () => (await http.get<{ admins: TStaffAdmin[] }>('/admin/console/admins')).data,
  });
}

export function useSetAdminRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role_id }: { id: string; role_id: string | null }) =>
      (await http.put(`/admin/console/admins/${id}/role`, { role_id })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}
