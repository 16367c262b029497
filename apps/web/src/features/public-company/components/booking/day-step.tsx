import { lazy, Suspense, useMemo, useState } from 'react';
import { CalendarX2, Clock } from 'lucide-react';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { dayjs, shortDayLabel, todayIn } from '@/lib/dates';
import { useAvailableDays } from '../../api/get-available-days';
import { WorkdaysModal } from './workdays-modal';

// The month calendar (react-day-picker, date-fns) loads with this step, not with the booking page's first load.
const Calendar = lazy(() => import('@/components/ui/date-picker').then((m) => ({ default: m.Calendar })));

interface Props {
  slug: string;
  company: TPublicCompanyDto['company'];
  serviceId: string;
  calendarId: string | null;
  selected: string | null;
  onSelect: (date: string) => void;
}

/** A full day's mark on the calendar (and in its legend). */
function FullDayMark() {
  return <span role="img" className="block size-2 rounded-full bg-warning" aria-label="lotado" data-testid="full-day-mark" />;
}

/** Days with free times this month (others are crossed out; full ones lead to the waitlist), quick picks and the opening hours. */
export function DayStep({ slug, company, serviceId, calendarId, selected, onSelect }: Props) {
  const today = todayIn(company.timezone);
  const [month, setMonth] = useState((selected ?? today).slice(0, 7));
  const [hoursOpen, setHoursOpen] = useState(false);
  const days = useAvailableDays({ slug, serviceId, calendarId, month });
  const available = useMemo(
    () => new Set((days.data ?? []).filter((d) => d.slots_count > 0 && d.date >= today).map((d) => d.date)),
    [days.data, today],
  );
  // Open days with every time taken: picking one offers the waitlist.
  const full = useMemo(() => new Set((days.data ?? []).filter((d) => d.is_full && d.date >= today).map((d) => d.date)), [days.data, today]);
  const quick = [...available].sort().slice(0, 5);
  const first = dayjs(`${today.slice(0, 7)}-01`, 'YYYY-MM-DD').toDate();

  return (
    <div className="flex flex-col gap-4">
      {days.isPending ? (
        <Skeleton className="h-11 rounded-xl" />
      ) : quick.length ? (
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]" aria-label="Próximos dias livres">
          {quick.map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => onSelect(d)}
              aria-pressed={selected === d}
              data-testid="booking-day-quick"
              className={cn(
                'h-11 shrink-0 rounded-xl border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                selected === d
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:border-primary/50',
              )}
            >
              {d === today ? 'Hoje' : shortDayLabel(d)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="relative flex justify-center rounded-2xl border border-border bg-surface p-3 shadow-xs">
        <Suspense fallback={<Skeleton className="h-80 w-full max-w-80 rounded-xl" />}>
          <Calendar
            selected={selected ? dayjs(selected, 'YYYY-MM-DD').toDate() : undefined}
            onSelect={(d) => d && onSelect(dayjs(d).format('YYYY-MM-DD'))}
            startMonth={first}
            endMonth={dayjs(first).add(12, 'month').toDate()}
            onMonthChange={(m) => setMonth(dayjs(m).format('YYYY-MM'))}
            disabled={[(d: Date) => !available.has(dayjs(d).format('YYYY-MM-DD')) && !full.has(dayjs(d).format('YYYY-MM-DD'))]}
            renderDayBadge={(d) => (full.has(dayjs(d).format('YYYY-MM-DD')) ? <FullDayMark /> : null)}
          />
        </Suspense>
        {days.isFetching ? (
          <span className="absolute top-3 right-3 size-2 animate-ping rounded-full bg-primary" aria-label="Carregando dias" />
        ) : null}
      </div>
      {full.size ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="full-days-hint">
          <FullDayMark /> Dia lotado: escolha-o para entrar na lista de espera.
        </p>
      ) : null}
      {!days.isPending && !available.size ? (
        <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm text-muted-foreground" data-testid="no-days">
          <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden /> Nenhum horário livre neste mês. Veja o próximo mês pelas setas do
          calendário.
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => setHoursOpen(true)}
        className="flex h-10 w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <Clock className="size-4" aria-hidden /> Ver horário de funcionamento
      </button>
      <WorkdaysModal
        open={hoursOpen}
        onOpenChange={setHoursOpen}
        workdays={company.workdays}
        timezone={company.timezone}
        name={company.name}
      />
    </div>
  );
}
