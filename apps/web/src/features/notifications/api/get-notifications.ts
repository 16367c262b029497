import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationDto } from '@agenda/shared/schemas/scheduling-dto';
import { graphqlQuery } from '@/lib/http/graphql';

type Id = string | number;

export const notificationsKey = (companyId: Id) => ['notifications', String(companyId)] as const;

/** user_get_notifications(company_id, limit): the signed-in user's notifications in the company, newest first. */
async function getNotifications(companyId: Id, limit = 50): Promise<TNotificationDto[]> {
  const data = await graphqlQuery<{ user_get_notifications: TNotificationDto[] }>(
    'user',
    'user_get_notifications',
    `query($company_id: ID!, $limit: Int) { user_get_notifications(company_id: $company_id, limit: $limit) { id company_id type title body data read_at created_at } }`,
    { company_id: String(companyId), limit },
  );
  return data.user_get_notifications;
}

function notificationsQueryOptions(companyId: Id | null | undefined) {
  return queryOptions({
    queryKey: notificationsKey(companyId ?? 'none'),
    queryFn: () => getNotifications(companyId!, 100),
    enabled: Boolean(companyId),
    staleTime: 30_000,
  });
}

export function useNotifications(companyId: Id | null | undefined) {
  return useQuery(notificationsQueryOptions(companyId));
}
