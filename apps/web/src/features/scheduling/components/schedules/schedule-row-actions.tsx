import { CalendarClock, CalendarX2, Check, MoreVertical, Pencil, RotateCcw, UserX } from 'lucide-react';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import { nextScheduleStatuses } from '@agenda/shared/scheduling-rules';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { emit } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { useChangeScheduleStatus } from '../../api/change-schedule-status';
import { useCompanyContext } from '../../hooks/use-company-context';
import { statusActionLabel } from '../schedule-status-actions';
import { STATUS_SHORT_LABELS } from '../schedule-status-pill';

const ICONS: Record<TScheduleStatus, typeof Check> = {
  confirmed: Check,
  confirmed_not_attended: UserX,
  scheduled: RotateCcw,
  canceled: CalendarX2,
};

/** Quick status changes of a row: confirm in one tap, the rest in a menu. */
export function ScheduleRowActions({ schedule, onCancel }: { schedule: TScheduleDto; onCancel: (s: TScheduleDto) => void }) {
  const { companyId } = useCompanyContext();
  const change = useChangeScheduleStatus(companyId);
  const next = nextScheduleStatuses(schedule.status, { actor: 'user', now: new Date(), startAt: new Date(schedule.start_at) });
  const apply = (status: TScheduleStatus) =>
    void change
      .mutateAsync({ companyId: companyId!, id: schedule.id, status })
      .then(() => toast.success(`${schedule.client?.name ?? 'Agendamento'}: ${STATUS_SHORT_LABELS[status].toLowerCase()}.`))
      .catch(() => undefined);

  return (
    <div className="flex items-center gap-1">
      {/* The quick confirm keeps its place so the rows line up. */}
      {next.includes('confirmed') && schedule.status === 'scheduled' ? (
        <Button
          size="sm"
          variant="outline"
          iconOnly
          aria-label={`Confirmar ${schedule.client?.name ?? 'agendamento'}`}
          title="Confirmar"
          loading={change.isPending}
          onClick={() => apply('confirmed')}
          data-testid="quick-confirm"
        >
          <Check />
        </Button>
      ) : (
        <span aria-hidden className="w-9 pointer-coarse:w-11" />
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost" iconOnly aria-label="Mais ações">
            <MoreVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {next
            .filter((s) => s !== 'canceled')
            .map((status) => {
              const Icon = ICONS[status];
              return (
                <DropdownMenuItem key={status} icon={<Icon />} onSelect={() => apply(status)}>
                  {statusActionLabel(schedule.status, status)}
                </DropdownMenuItem>
              );
            })}
          <DropdownMenuItem icon={<Pencil />} onSelect={() => emit('schedule-form:open', { scheduleId: schedule.id })}>
            Abrir
          </DropdownMenuItem>
          {schedule.status !== 'canceled' ? (
            <DropdownMenuItem
              icon={<CalendarClock />}
              onSelect={() => emit('schedule-form:open', { scheduleId: schedule.id, reschedule: true })}
            >
              Remarcar
            </DropdownMenuItem>
          ) : null}
          {next.includes('canceled') ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem icon={<CalendarX2 />} destructive onSelect={() => onCancel(schedule)}>
                Cancelar…
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
