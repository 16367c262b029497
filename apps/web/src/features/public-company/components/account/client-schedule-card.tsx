import type { ReactNode } from 'react';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Pill, type PillType } from '@/components/ui/pill';
import { cn } from '@/components/ui/cn';
import { formatTime, inTz, longDayLabel } from '@/lib/dates';

const STATUS: Record<TScheduleStatus, [string, PillType]> = {
  scheduled: ['Agendado', 'info'],
  confirmed: ['Confirmado', 'success'],
  canceled: ['Cancelado', 'error'],
  confirmed_not_attended: ['Não compareceu', 'warning'],
};

/** One of the client's schedules: a date tile, service, professional, time, status. */
export function ClientScheduleCard({ schedule: s, timezone, actions }: { schedule: TScheduleDto; timezone: string; actions?: ReactNode }) {
  const start = inTz(s.start_at, timezone);
  const [label, type] = STATUS[s.status];
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' })
    .format(new Date(`${start.format('YYYY-MM-DD')}T12:00:00Z`))
    .replace('.', '');
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:flex-row sm:items-center',
        s.status === 'canceled' && 'opacity-80',
      )}
      data-testid="client-schedule"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <span className="text-xl font-bold leading-none tabular-nums">{start.format('DD')}</span>
          <span className="text-xs font-semibold uppercase">{month}</span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-foreground">{s.service?.title ?? 'Serviço'}</p>
          <p className="text-sm text-muted-foreground">
            {longDayLabel(start.format('YYYY-MM-DD'))} às{' '}
            <span className="font-medium text-foreground tabular-nums">{formatTime(s.start_at, timezone)}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {s.calendar ? <span>com {s.calendar.title}</span> : null}
            <Pill size="sm" type={type} dot>
              {label}
            </Pill>
          </p>
        </div>
      </div>
      {actions ? <div className="flex shrink-0 gap-2 max-sm:[&>*]:flex-1">{actions}</div> : null}
    </li>
  );
}
