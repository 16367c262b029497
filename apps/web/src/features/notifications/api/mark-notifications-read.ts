import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationDto } from '@agenda/shared/schemas/scheduling-dto';
import { http } from '@/lib/http/client';
import { notificationsKey } from './get-notifications';

type Id = string | number;

/** POST /user/{company}/notification/read: some ids, or all: true. */
async function markNotificationsRead(input: { companyId: Id; ids?: string[]; all?: boolean }): Promise<number> {
  const { data } = await http.post<{ updated: number }>(
    `/user/${input.companyId}/notification/read`,
    input.all ? { all: true } : { ids: input.ids },
    { silent: true },
  );
  return data.updated;
}

const markNotificationsReadMutation = { mutationKey: ['notifications', 'read'], mutationFn: markNotificationsRead } as const;

/** Marks as read at once in the cache (the bell's count drops immediately), then confirms with the server. */
export function useMarkNotificationsRead(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  return useMutation({
    ...markNotificationsReadMutation,
    onMutate: (input) => {
      if (!companyId) return;
      const now = new Date().toISOString();
      qc.setQueryData<TNotificationDto[]>(notificationsKey(companyId), (list) =>
        list?.map((n) => (!n.read_at && (input.all || input.ids?.includes(n.id)) ? { ...n, read_at: now } : n)),
      );
    },
    onSettled: () => companyId && void qc.invalidateQueries({ queryKey: notificationsKey(companyId) }),
  });
}
