import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { Calendar } from '@/components/ui/date-picker';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/components/ui/cn';
import { dayjs, longDayLabel, shortDayLabel } from '@/lib/dates';

interface Props {
  date: string;
  counts: Map<string, number> | undefined;
  /** 'YYYY-MM-DD' bounds of the counts (start of the previous month to 24 months ahead). */
  min?: string;
  max?: string;
  label?: string;
  onChange: (date: string) => void;
}

/** The selected day; opens a month calendar where every day shows its number of schedules. */
export function AgendaDateButton({ date, counts, min, max, label, onChange }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        data-testid="agenda-date"
        aria-label={`Escolher data. Data atual: ${longDayLabel(date)}`}
        className={cn(
          'inline-flex h-11 w-full min-w-0 items-center justify-center gap-2 rounded-lg border border-border-strong bg-surface px-3 text-sm font-semibold text-foreground shadow-xs hover:bg-surface-muted sm:h-10 sm:w-auto sm:justify-start',
          'focus-visible:outline-2 focus-visible:outline-ring',
        )}
      >
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="truncate">
          <span className="2xl:hidden">{shortDayLabel(date)}</span>
          <span className="hidden 2xl:inline">{label ?? longDayLabel(date)}</span>
        </span>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
        <Calendar
          selected={dayjs(date, 'YYYY-MM-DD').toDate()}
          onSelect={(d) => {
            if (!d) return;
            onChange(dayjs(d).format('YYYY-MM-DD'));
            setOpen(false);
          }}
          renderDayBadge={(d) => counts?.get(dayjs(d).format('YYYY-MM-DD')) ?? null}
          startMonth={min ? dayjs(min, 'YYYY-MM-DD').toDate() : undefined}
          endMonth={max ? dayjs(max, 'YYYY-MM-DD').toDate() : undefined}
        />
        <p className="mt-2 px-1 text-xs text-muted-foreground">O número em cada dia mostra quantos agendamentos ele tem.</p>
      </PopoverContent>
    </Popover>
  );
}
