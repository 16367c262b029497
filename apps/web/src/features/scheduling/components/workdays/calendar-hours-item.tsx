import { useState } from 'react';
import { ChevronDown, Pencil, Save } from 'lucide-react';
import type { TCalendarDto, TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { DEFAULT_WORKDAYS } from '@agenda/shared/company';
import { Button } from '@/components/ui/button';
import { Pill } from '@/components/ui/pill';
import { cn } from '@/components/ui/cn';
import { emit } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { useSaveCalendar } from '../../api/save-calendar';
import { useCompanyContext } from '../../hooks/use-company-context';
import { normalizeWorkdays, WorkdaysEditor } from './workdays-editor';
import { workdaysErrors } from './workdays-errors';

/** 'Ter a Sáb, 09:00–19:00' style summary of a week. */
function hoursSummary(days: TWorkdayDto[]): string {
  const open = days.filter((d) => d.is_available && d.work_hours.length);
  if (!open.length) return 'Fechada todos os dias';
  const first = open[0]!.work_hours;
  const same = open.every((d) => JSON.stringify(d.work_hours) === JSON.stringify(first));
  const names = open.map((d) => DEFAULT_WORKDAYS[d.dow]!.short_label);
  const contiguous = open.every((d, i) => i === 0 || d.dow === open[i - 1]!.dow + 1);
  const dayText = contiguous && open.length > 2 ? `${names[0]} a ${names[names.length - 1]}` : names.join(', ');
  return same ? `${dayText}, ${first.map((h) => `${h.start}–${h.end}`).join(' e ')}` : `${dayText} (horários variados)`;
}

/** One calendar: its settings (calendar form) and its own hours with breaks. */
export function CalendarHoursItem({ calendar }: { calendar: TCalendarDto }) {
  const { companyId } = useCompanyContext();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(() => normalizeWorkdays(calendar.workdays));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useSaveCalendar(companyId);

  const submit = async () => {
    const found = workdaysErrors(days);
    setErrors(found ?? {});
    if (found) return;
    await save.mutateAsync({ companyId: companyId!, id: calendar.id, data: { workdays: days } });
    toast.success(`Horários de ${calendar.title} salvos.`);
    setOpen(false);
  };

  return (
    <li className="rounded-2xl border border-border bg-surface shadow-xs" data-testid="calendar-item">
      <div className="flex items-center gap-3 p-3 sm:p-4">
        <span aria-hidden className="size-9 shrink-0 rounded-xl" style={{ background: calendar.color }} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <span className="truncate">{calendar.title}</span>
            {calendar.is_active ? null : <Pill size="sm">Inativa</Pill>}
          </p>
          <p className="truncate text-sm text-muted-foreground">{hoursSummary(normalizeWorkdays(calendar.workdays))}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={`Editar agenda ${calendar.title}`}
          onClick={() => emit('calendar-form:open', { calendarId: calendar.id })}
        >
          <Pencil />
        </Button>
        <Button
          variant="outline"
          size="sm"
          rightIcon={<ChevronDown className={cn('transition-transform', open && 'rotate-180')} />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Horários
        </Button>
      </div>
      {open ? (
        <div className="flex flex-col gap-3 border-t border-border p-3 sm:p-4">
          <WorkdaysEditor idPrefix={`cal-${calendar.id}`} value={days} onChange={setDays} errors={errors} />
          <div className="flex justify-end">
            <Button leftIcon={<Save />} loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
              Salvar horários de {calendar.title}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
