import type { TScheduleStatus } from '@agenda/shared/schedule';
import { Pill, type PillType } from '@/components/ui/pill';

export const STATUS_SHORT_LABELS: Record<TScheduleStatus, string> = {
  scheduled: 'Agendado',
  confirmed: 'Confirmado',
  canceled: 'Cancelado',
  confirmed_not_attended: 'Não compareceu',
};

export const STATUS_PILL: Record<TScheduleStatus, PillType> = {
  scheduled: 'info',
  confirmed: 'success',
  canceled: 'error',
  confirmed_not_attended: 'warning',
};

/** The action that moves a schedule to a status, as a verb. */
export const STATUS_ACTION_LABELS: Record<TScheduleStatus, string> = {
  scheduled: 'Voltar para agendado',
  confirmed: 'Confirmar',
  canceled: 'Cancelar',
  confirmed_not_attended: 'Não compareceu',
};

export function ScheduleStatusPill({ status, size = 'sm' }: { status: TScheduleStatus; size?: 'sm' | 'md' }) {
  return (
    <Pill type={STATUS_PILL[status]} size={size} dot data-testid="schedule-status">
      {STATUS_SHORT_LABELS[status]}
    </Pill>
  );
}
