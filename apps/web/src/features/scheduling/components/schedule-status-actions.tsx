import { CalendarX2, Check, RotateCcw, UserX } from 'lucide-react';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import { nextScheduleStatuses } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { toast } from '@/stores/toast-store';
import { useChangeScheduleStatus } from '../api/change-schedule-status';
import { useCompanyContext } from '../hooks/use-company-context';
import { STATUS_SHORT_LABELS } from './schedule-status-pill';

const ICONS: Record<TScheduleStatus, typeof Check> = {
  confirmed: Check,
  confirmed_not_attended: UserX,
  scheduled: RotateCcw,
  canceled: CalendarX2,
};

export function statusActionLabel(from: TScheduleStatus, to: TScheduleStatus): string {
  if (to === 'confirmed') return from === 'confirmed_not_attended' ? 'Compareceu' : 'Confirmar';
  if (to === 'confirmed_not_attended') return 'Não compareceu';
  if (to === 'scheduled') return from === 'canceled' ? 'Reativar' : 'Desfazer confirmação';
  return 'Cancelar';
}

/** The status changes allowed now (docs/scheduling.md); cancelling asks for a reason elsewhere. */
export function ScheduleStatusActions({
  schedule,
  onCancel,
  size = 'sm',
}: {
  schedule: TScheduleDto;
  onCancel: () => void;
  size?: 'sm' | 'md';
}) {
  const { companyId } = useCompanyContext();
  const change = useChangeScheduleStatus(companyId);
  const next = nextScheduleStatuses(schedule.status, { actor: 'user', now: new Date(), startAt: new Date(schedule.start_at) });

  const apply = async (status: TScheduleStatus) => {
    await change.mutateAsync({ companyId: companyId!, id: schedule.id, status });
    toast.success(`Status alterado para "${STATUS_SHORT_LABELS[status]}".`);
  };

  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {next
        .filter((s) => s !== 'canceled')
        .map((status) => {
          const Icon = ICONS[status];
          return (
            <Button
              key={status}
              size={size}
              variant={status === 'confirmed' ? 'primary' : 'outline'}
              leftIcon={<Icon />}
              loading={change.isPending && change.variables?.status === status}
              onClick={() => void apply(status).catch(() => undefined)}
            >
              {statusActionLabel(schedule.status, status)}
            </Button>
          );
        })}
      {next.includes('canceled') ? (
        <Button
          size={size}
          variant="outline"
          leftIcon={<CalendarX2 />}
          onClick={onCancel}
          className="text-danger hover:bg-danger-soft"
          data-testid="cancel-schedule"
        >
          Cancelar
        </Button>
      ) : null}
    </div>
  );
}
