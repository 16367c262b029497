import { CalendarDays, Clock, Scissors, UserRound } from 'lucide-react';
import type { TPublicCompanyDto, TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { durationText, servicePrice } from '../company-info';
import { LongDay } from './long-day';

export interface TBookingChoice {
  service: TPublicCompanyDto['services'][number] | null;
  calendar: TPublicCompanyDto['calendars'][number] | null | undefined;
  date: string | null;
  slot: TSlotDto | null;
}

/** What was chosen so far. */
export function BookingSummary({ choice, compact }: { choice: TBookingChoice; compact?: boolean }) {
  const rows = [
    {
      icon: Scissors,
      label: 'Serviço',
      value: choice.service ? `${choice.service.title} · ${durationText(choice.service.duration_in_minutes)}` : null,
      extra: choice.service ? servicePrice(choice.service) : null,
    },
    {
      icon: UserRound,
      label: 'Profissional',
      value: choice.calendar === undefined ? null : (choice.calendar?.title ?? 'Qualquer profissional'),
    },
    { icon: CalendarDays, label: 'Dia', value: choice.date ? <LongDay date={choice.date} /> : null },
    { icon: Clock, label: 'Horário', value: choice.slot?.time ?? null },
  ];
  return (
    <dl className={compact ? 'flex flex-col gap-2.5' : 'flex flex-col gap-3'} data-testid="booking-summary">
      {rows.map(({ icon: Icon, label, value, extra }) => (
        // dt and dd straight under the row's div (valid <dl>); the icon sits inside the dt, drawn in the gutter.
        <div key={label} className="relative min-h-8 min-w-0 pl-11">
          <dt className="text-xs text-muted-foreground">
            <span className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-lg bg-surface-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            {label}
          </dt>
          <dd className={value ? 'font-medium text-foreground' : 'text-subtle-foreground'}>{value ?? '—'}</dd>
          {extra ? <dd className="text-sm text-muted-foreground">{extra}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
