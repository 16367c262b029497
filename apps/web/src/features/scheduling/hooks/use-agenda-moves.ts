// The agenda's drag-to-move, edge resize and their keyboard alternative (issue 16): each ends in
// POST …/reschedule like the drawer. The block moves at once (the cached schedule is patched); a
// 409 or any refusal puts it back (the agenda reloads) and says why.
import { useQueryClient } from '@tanstack/react-query';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { minutesToTime, zonedIso } from '@/lib/dates';
import { errorMessage, HttpError } from '@/lib/http/errors';
import { toast } from '@/stores/toast-store';
import { invalidateAgenda, schedulingKeys } from '../api/keys';
import { useRescheduleSchedule } from '../api/reschedule-schedule';
import { useCompanyContext } from './use-company-context';

export interface TAgendaMove {
  schedule: TScheduleDto;
  date: string;
  calendarId: string;
  /** Minutes after the local midnight of `date`. */
  startMin: number;
  duration: number;
}

export function useAgendaMoves() {
  const { companyId, timezone } = useCompanyContext();
  const qc = useQueryClient();
  const reschedule = useRescheduleSchedule(companyId);

  return async function move({ schedule: s, date, calendarId, startMin, duration }: TAgendaMove): Promise<void> {
    if (!companyId) return;
    const start_at = new Date(zonedIso(date, minutesToTime(startMin), timezone)).toISOString();
    const resized = duration !== s.duration_in_minutes;
    if (start_at === new Date(s.start_at).toISOString() && calendarId === s.calendar_id && !resized) return;
    const end_at = new Date(Date.parse(start_at) + duration * 60_000).toISOString();
    const patch = (x: TScheduleDto) =>
      x.id === s.id ? { ...x, start_at, end_at, calendar_id: calendarId, duration_in_minutes: duration } : x;
    // The lists of the agenda move the block at once (the drawer's single-schedule entry reloads after).
    qc.setQueriesData<unknown>({ queryKey: schedulingKeys.schedules(companyId) }, (data: unknown) =>
      Array.isArray(data) ? (data as TScheduleDto[]).map(patch) : data,
    );
    try {
      await reschedule.mutateAsync({
        companyId,
        id: s.id,
        start_at,
        calendar_id: calendarId,
        scope: 'this',
        ...(resized ? { duration_in_minutes: duration } : {}),
      });
      toast.success(resized ? `Duração alterada para ${duration} min.` : 'Agendamento remarcado.');
    } catch (error) {
      invalidateAgenda(qc, companyId);
      toast.error(error instanceof HttpError && error.status === 409 ? SCHEDULE_CONFLICT_MESSAGE : errorMessage(error));
    }
  };
}
