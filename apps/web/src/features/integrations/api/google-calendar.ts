// Google Agenda sync (docs/api.md "Google Agenda"): the company's links, link/unlink a calendar,
// disconnect the account. Connecting the account itself is the Google consent round trip (auth feature).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZGoogleCalendarStatusDto,
  type TGoogleCalendarLinkBody,
  type TGoogleCalendarStatusDto,
} from '@agenda/shared/schemas/google-calendar';
import { http } from '@/lib/http/client';

const statusKey = (companyId: string) => ['integrations', companyId, 'google-calendar'] as const;

async function getStatus(companyId: string): Promise<TGoogleCalendarStatusDto> {
  const { data } = await http.get<unknown>(`/user/${companyId}/google_calendar`);
  return ZGoogleCalendarStatusDto.parse(data);
}

export function useGoogleCalendarStatus(companyId: string) {
  return useQuery(queryOptions({ queryKey: statusKey(companyId), queryFn: () => getStatus(companyId) }));
}

function useStatusMutation<V>(companyId: string, fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      const parsed = ZGoogleCalendarStatusDto.safeParse(data);
      if (parsed.success) client.setQueryData(statusKey(companyId), parsed.data);
      else void client.invalidateQueries({ queryKey: statusKey(companyId) });
    },
  });
}

export function useLinkGoogleCalendar(companyId: string) {
  return useStatusMutation(
    companyId,
    async (body: TGoogleCalendarLinkBody) => (await http.post(`/user/${companyId}/google_calendar/links`, body)).data,
  );
}

export function useUnlinkGoogleCalendar(companyId: string) {
  return useStatusMutation(
    companyId,
    async (linkId: string) => (await http.delete(`/user/${companyId}/google_calendar/links/${linkId}`)).data,
  );
}

export function useDisconnectGoogleCalendar(companyId: string) {
  return useStatusMutation(companyId, async () => (await http.delete('/user/google_calendar')).data);
}
