import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import { graphqlQuery } from '@/lib/http/graphql';

export interface TClientSchedule {
  id: string;
  status: TScheduleStatus;
  start_at: string;
  end_at: string;
  interface: string;
  client_observation: string | null;
  service: { title: string; formatted_price: string | null } | null;
  calendar: { title: string; color: string } | null;
}

const QUERY = `query chatClientSchedules($init: String!, $end: String!, $company_id: ID!, $client_id: ID) {
  user_get_schedules(init: $init, end: $end, company_id: $company_id, client_id: $client_id, show_canceleds: true) {
    id status start_at end_at interface client_observation
    service { title formatted_price }
    calendar { title color }
  }
}`;

const DAY = 86_400_000;

/** user_get_schedules filtered by client: the bookings shown beside a conversation (6 months back, 1 year ahead). */
async function getClientSchedules(companyId: string, clientId: string, now = Date.now()): Promise<TClientSchedule[]> {
  const variables = {
    init: new Date(now - 180 * DAY).toISOString(),
    end: new Date(now + 365 * DAY).toISOString(),
    company_id: companyId,
    client_id: clientId,
  };
  const data = await graphqlQuery<{ user_get_schedules: TClientSchedule[] }>('user', 'chatClientSchedules', QUERY, variables);
  return data.user_get_schedules;
}

export const clientSchedulesQueryKey = (companyId: string) => ['chats', companyId, 'client-schedules'] as const;

function clientSchedulesQueryOptions(companyId: string, clientId: string) {
  return queryOptions({
    queryKey: [...clientSchedulesQueryKey(companyId), clientId] as const,
    queryFn: () => getClientSchedules(companyId, clientId),
  });
}

export function useClientSchedules(companyId: string | null, clientId: string | null) {
  return useQuery({ ...clientSchedulesQueryOptions(companyId ?? '', clientId ?? ''), enabled: Boolean(companyId && clientId) });
}
