import { Plus, Trash2 } from 'lucide-react';
import { DEFAULT_WORKDAYS } from '@agenda/shared/company';
import type { TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TimeInput } from '@/components/ui/time-input';
import { cn } from '@/components/ui/cn';

/** Seven days, Sunday first (dow as dayjs().day()); missing days come closed. */
export function normalizeWorkdays(days: TWorkdayDto[] | null | undefined): TWorkdayDto[] {
  return [0, 1, 2, 3, 4, 5, 6].map((dow) => {
    const d = days?.find((x) => x.dow === dow);
    return d
      ? { dow, is_available: d.is_available, work_hours: d.work_hours.map((h) => ({ ...h })) }
      : { dow, is_available: false, work_hours: [] };
  });
}

interface Props {
  value: TWorkdayDto[];
  onChange: (days: TWorkdayDto[]) => void;
  /** Messages per dow from ZWorkdays. */
  errors?: Record<number, string>;
  idPrefix: string;
}

/** Open or closed per weekday, with one or more ranges (the gaps between them are the breaks). */
export function WorkdaysEditor({ value, onChange, errors = {}, idPrefix }: Props) {
  const update = (dow: number, patch: Partial<TWorkdayDto>) => onChange(value.map((d) => (d.dow === dow ? { ...d, ...patch } : d)));
  const firstOpen = value.find((d) => d.is_available && d.work_hours.length);

  return (
    <div className="flex flex-col divide-y divide-border rounded-xl border border-border" data-testid="workdays-editor">
      {value.map((day) => {
        const info = DEFAULT_WORKDAYS[day.dow]!;
        return (
          <div
            key={day.dow}
            className={cn(
              'flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4 sm:p-4',
              !day.is_available && 'bg-surface-sunken/50',
            )}
            data-testid={`workday-${day.dow}`}
          >
            <div className="flex items-center justify-between gap-3 sm:w-48 sm:justify-start sm:pt-2">
              <label htmlFor={`${idPrefix}-${day.dow}`} className="order-first font-medium text-foreground sm:order-last">
                {info.label}
              </label>
              <Switch
                id={`${idPrefix}-${day.dow}`}
                checked={day.is_available}
                aria-label={`${info.label}: ${day.is_available ? 'aberto' : 'fechado'}`}
                onCheckedChange={(on) =>
                  update(day.dow, {
                    is_available: on,
                    work_hours:
                      on && !day.work_hours.length
                        ? (firstOpen?.work_hours.map((h) => ({ ...h })) ?? [{ start: '09:00', end: '18:00' }])
                        : day.work_hours,
                  })
                }
              />
            </div>
            {day.is_available ? (
              <div className="flex flex-1 flex-col gap-2">
                {day.work_hours.map((range, i) => (
                  <div key={i} className="flex items-center gap-2">
                    <TimeInput
                      aria-label={`${info.label}, início do intervalo ${i + 1}`}
                      value={range.start}
                      onValueChange={(v) =>
                        v && update(day.dow, { work_hours: day.work_hours.map((r, j) => (j === i ? { ...r, start: v } : r)) })
                      }
                      containerClassName="w-28"
                    />
                    <span className="text-sm text-muted-foreground">às</span>
                    <TimeInput
                      aria-label={`${info.label}, fim do intervalo ${i + 1}`}
                      value={range.end}
                      onValueChange={(v) =>
                        v && update(day.dow, { work_hours: day.work_hours.map((r, j) => (j === i ? { ...r, end: v } : r)) })
                      }
                      containerClassName="w-28"
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={`Remover intervalo ${i + 1} de ${info.label}`}
                      onClick={() => update(day.dow, { work_hours: day.work_hours.filter((_, j) => j !== i) })}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                ))}
                <div className="flex flex-wrap gap-x-4">
                  <button
                    type="button"
                    className="flex h-10 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                    onClick={() => {
                      const last = day.work_hours[day.work_hours.length - 1];
                      const start = last ? addHour(last.end, 1) : '09:00';
                      update(day.dow, { work_hours: [...day.work_hours, { start, end: addHour(start, 4) }] });
                    }}
                  >
                    <Plus className="size-4" aria-hidden /> {day.work_hours.length ? 'Adicionar intervalo' : 'Adicionar horário'}
                  </button>
                  {firstOpen && firstOpen.dow === day.dow ? (
                    <button
                      type="button"
                      className="flex h-10 items-center text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
                      onClick={() =>
                        onChange(value.map((d) => (d.is_available ? { ...d, work_hours: day.work_hours.map((h) => ({ ...h })) } : d)))
                      }
                    >
                      Repetir nos outros dias abertos
                    </button>
                  ) : null}
                </div>
                {errors[day.dow] ? <p className="text-[13px] font-medium text-danger">{errors[day.dow]}</p> : null}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground sm:pt-2.5">Fechado</p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function addHour(time: string, hours: number): string {
  const m = Math.min(23 * 60 + 59, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + hours * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
