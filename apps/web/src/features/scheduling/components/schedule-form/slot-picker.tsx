import { useState } from 'react';
import { Clock, TriangleAlert } from 'lucide-react';
import type { TSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeInput } from '@/components/ui/time-input';
import { errorMessage } from '@/lib/http/errors';
import { useStaffAvailableSlots } from '../../api/get-staff-available-slots';

interface Props {
  companyId: string | number;
  serviceId: string;
  calendarId: string;
  date: string;
  timezone: string;
  value: string;
  onChange: (time: string) => void;
  excludeScheduleId?: string | null;
  /** The 409 message after a slot was taken meanwhile. */
  conflict?: string | null;
  error?: string;
}

const PERIODS = [
  { label: 'Manhã', test: (t: string) => t < '12:00' },
  { label: 'Tarde', test: (t: string) => t >= '12:00' && t < '18:00' },
  { label: 'Noite', test: (t: string) => t >= '18:00' },
];

/** Suggested free start times of the day (available_slots), or a time typed by hand. */
export function SlotPicker({
  companyId,
  serviceId,
  calendarId,
  date,
  timezone,
  value,
  onChange,
  excludeScheduleId,
  conflict,
  error,
}: Props) {
  const [manual, setManual] = useState(false);
  const slots = useStaffAvailableSlots(
    serviceId && date ? { companyId, serviceId, calendarId: calendarId || null, date, timezone, excludeScheduleId } : null,
  );
  const list: TSlotDto[] = slots.data ?? [];
  const inList = list.some((s) => s.time === value);

  let body;
  if (!serviceId || !date) body = <p className="text-sm text-muted-foreground">Escolha o serviço e o dia para ver os horários livres.</p>;
  else if (slots.isPending)
    body = (
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5" aria-busy="true" aria-label="Carregando horários">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-10 rounded-lg" />
        ))}
      </div>
    );
  else if (slots.isError) body = <p className="text-sm text-danger">{errorMessage(slots.error)}</p>;
  else if (!list.length)
    body = (
      <p className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-muted-foreground">
        Nenhum horário livre neste dia. Escolha outro dia ou digite um horário.
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-3" data-testid="slot-list">
        {PERIODS.map(({ label, test }) => {
          const group = list.filter((s) => test(s.time));
          if (!group.length) return null;
          return (
            <div key={label}>
              <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-subtle-foreground">{label}</p>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
                {group.map((s) => (
                  <button
                    key={s.start_at}
                    type="button"
                    aria-pressed={value === s.time}
                    onClick={() => {
                      setManual(false);
                      onChange(s.time);
                    }}
                    className={cn(
                      'h-11 rounded-lg border text-sm font-semibold tabular-nums transition-colors sm:h-10 focus-visible:outline-2 focus-visible:outline-ring',
                      value === s.time
                        ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                        : 'border-border bg-surface text-foreground hover:border-primary/60 hover:bg-primary-soft',
                    )}
                  >
                    {s.time}
                  </button>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-medium text-foreground">
        <span>Horário</span>
        {value ? <span className="text-xs font-normal text-muted-foreground">Escolhido: {value}</span> : null}
      </legend>
      {conflict ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground"
          data-testid="slot-conflict"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {conflict}
        </p>
      ) : null}
      {body}
      {manual || (value && !inList && !slots.isPending) ? (
        <TimeInput
          label="Outro horário"
          value={value}
          onValueChange={(v) => v && onChange(v)}
          description="Confira se o profissional está livre neste horário."
          containerClassName="max-w-48"
        />
      ) : serviceId && date ? (
        <button
          type="button"
          onClick={() => setManual(true)}
          className="flex h-10 w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Clock className="size-4" aria-hidden /> Digitar outro horário
        </button>
      ) : null}
      {error ? <p className="text-[13px] font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
