import type { TScheduleStatus } from '@agenda/shared/schedule';
import { Pill, type PillType } from '@/components/ui/pill';

export const STATUS_SHORT_LABELS: Record<TScheduleStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  canceled: 'Cancelado',
  confirmed_not_attended: 'Não compareceu',
};

const STATUS_PILL: Record<TScheduleStatus, PillType> = {
  scheduled: 'info',
  confirmed: 'success',
  canceled: 'error',
  confirmed_not_attended: 'warning',
};

export function ScheduleStatusPill({ status, size = 'sm' }: { status: TScheduleStatus; size?: 'sm' | 'md' }) {
  return (
    <Pill type={STATUS_PILL[status]} size={size} dot data-testid="schedule-status">
      {STATUS_SHORT_LABELS[status]}
    </Pill>
  );
}
