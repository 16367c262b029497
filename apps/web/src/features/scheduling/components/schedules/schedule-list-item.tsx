import type { ReactNode } from 'react';
import { Phone, Repeat } from 'lucide-react';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { formatPhone } from '@agenda/shared/phone';
import { cn } from '@/components/ui/cn';
import { formatTime } from '@/lib/dates';
import { ScheduleStatusPill } from '../schedule-status-pill';

interface Props {
  schedule: TScheduleDto;
  timezone: string;
  /** The calendar's colour (the nested calendar carries it too). */
  color?: string;
  onOpen: (schedule: TScheduleDto) => void;
  actions?: ReactNode;
}

/** A schedule as a row: time, client, service and professional, status and quick actions. */
export function ScheduleListItem({ schedule: s, timezone, color, onOpen, actions }: Props) {
  const canceled = s.status === 'canceled';
  const name = s.client?.name ?? s.display_name;
  return (
    <li
      data-testid="schedule-item"
      data-schedule-id={s.id}
      className={cn(
        'flex items-stretch gap-3 rounded-xl border border-border bg-surface p-2 pr-2 shadow-xs transition-colors hover:border-border-strong sm:p-3',
        canceled && 'bg-surface-sunken/60',
      )}
    >
      <span
        aria-hidden
        className="w-1 shrink-0 rounded-full"
        style={{ background: color ?? s.calendar?.color ?? 'var(--color-primary)' }}
      />
      <button
        type="button"
        onClick={() => onOpen(s)}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="flex shrink-0 items-baseline gap-1.5 sm:w-28 sm:flex-col sm:gap-0">
          <span className={cn('text-base font-semibold tabular-nums text-foreground', canceled && 'line-through decoration-1')}>
            {formatTime(s.start_at, timezone)}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">até {formatTime(s.end_at, timezone)}</span>
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className={cn('truncate font-semibold text-foreground', canceled && 'line-through decoration-1')}>{name}</span>
            {s.recurrence_type !== 'no_recurrence' ? (
              <Repeat className="size-3.5 shrink-0 text-muted-foreground" aria-label="Agendamento recorrente" />
            ) : null}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {s.service?.title ?? 'Serviço'}
            {s.calendar ? ` · ${s.calendar.title}` : ''}
          </span>
          {s.client?.phone ? (
            <span className="mt-0.5 flex items-center gap-1 text-xs text-subtle-foreground">
              <Phone className="size-3" aria-hidden />
              {formatPhone(s.client.phone)}
            </span>
          ) : null}
        </span>
        <span className="shrink-0">
          <ScheduleStatusPill status={s.status} />
        </span>
      </button>
      {actions ? <div className="flex shrink-0 items-start sm:items-center">{actions}</div> : null}
    </li>
  );
}
