// The schedule drawer keeps what it opened with while the owner edits: when the same schedule changes
// elsewhere (another user, the client, the secretary; issue 16), a toast says so and "Recarregar"
// shows the new version. The drawer's own changes (status, cancel) are taken in silently.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { toast } from '@/stores/toast-store';

export const STALE_SCHEDULE_MESSAGE = 'Este agendamento foi alterado em outro lugar.';

export function useStaleSchedule(live: TScheduleDto | undefined): TScheduleDto | undefined {
  const qc = useQueryClient();
  const [shown, setShown] = useState(live);
  const [adopt, setAdopt] = useState(false);
  useEffect(
    () =>
      qc.getMutationCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success' && e.mutation.options.mutationKey?.[0] === 'scheduling') setAdopt(true);
      }),
    [qc],
  );
  const changed = Boolean(live && shown && live.id === shown.id && live.updated_at !== shown.updated_at);
  // Another schedule (or the first load) is shown as it is; the drawer's own change too.
  if (live && (!shown || live.id !== shown.id)) setShown(live);
  else if (changed && adopt) {
    setShown(live);
    setAdopt(false);
  }
  useEffect(() => {
    if (!changed || adopt || !live) return;
    toast.show({ type: 'warning', message: STALE_SCHEDULE_MESSAGE, action: { label: 'Recarregar', onClick: () => setShown(live) } });
  }, [changed, adopt, live]);
  return shown;
}
