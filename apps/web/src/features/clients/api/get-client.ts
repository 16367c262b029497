import { useQuery } from '@tanstack/react-query';
import type { TClientDetailDto, TClientListItemDto, TClientScheduleDto, TTimelineItemDto } from '@agenda/shared/schemas/clients';
import { http } from '@/lib/http/client';
import { clientKeys } from './keys';

type Id = string | number;
const isUuid = (id: string | undefined): id is string => /^[0-9a-f-]{36}$/i.test(id ?? '');

/** GET /user/{company}/clients/{id}: the client's fields, channels and last visit. */
export function useClient(companyId: Id | null | undefined, id: string | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(companyId ?? 'none', id ?? ''),
    queryFn: async () => (await http.get<{ client: TClientDetailDto }>(`/user/${companyId}/clients/${id}`, { silent: true })).data.client,
    enabled: Boolean(companyId) && isUuid(id),
    retry: false,
  });
}

/** GET …/clients/{id}/timeline: appointments, messages, stage and tag changes and records, newest first. */
export function useClientTimeline(companyId: Id | null | undefined, id: string | undefined) {
  return useQuery({
    queryKey: [...clientKeys.detail(companyId ?? 'none', id ?? ''), 'timeline'],
    queryFn: async () => (await http.get<{ items: TTimelineItemDto[] }>(`/user/${companyId}/clients/${id}/timeline`)).data.items,
    enabled: Boolean(companyId) && isUuid(id),
  });
}

/** GET …/clients/{id}/schedules?when=upcoming|past. */
export function useClientSchedules(companyId: Id | null | undefined, id: string | undefined, when: 'upcoming' | 'past') {
  return useQuery({
    queryKey: [...clientKeys.detail(companyId ?? 'none', id ?? ''), 'schedules', when],
    queryFn: async () =>
      (await http.get<{ schedules: TClientScheduleDto[] }>(`/user/${companyId}/clients/${id}/schedules`, { params: { when } })).data
        .schedules,
    enabled: Boolean(companyId) && isUuid(id),
  });
}

/** GET …/clients/{id}/duplicates: other clients with the same number (merge candidates). */
export function useClientDuplicates(companyId: Id | null | undefined, id: string | undefined) {
  return useQuery({
    queryKey: [...clientKeys.detail(companyId ?? 'none', id ?? ''), 'duplicates'],
    queryFn: async () => (await http.get<{ clients: TClientListItemDto[] }>(`/user/${companyId}/clients/${id}/duplicates`)).data.clients,
    enabled: Boolean(companyId) && isUuid(id),
  });
}
