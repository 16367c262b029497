// The bell updates live: the server pushes `notification` (and `notifications_read`) on the user's
// room app:user_id:{userId} and on the company room; both arrive as server:{name} events.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@/lib/events';
import { notificationsKey } from '../api/get-notifications';

export function useLiveNotifications(companyId: string | number | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const reload = () => void qc.invalidateQueries({ queryKey: notificationsKey(companyId) });
    const offs = [on('server:notification', reload), on('server:notifications_read', reload)];
    return () => offs.forEach((off) => off());
  }, [companyId, qc]);
}
