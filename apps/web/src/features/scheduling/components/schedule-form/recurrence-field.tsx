import {
  SCHEDULE_RECURRENCE_INTERVAL_DAYS,
  SCHEDULE_RECURRENCE_LABELS,
  SCHEDULE_RECURRENCE_TYPES,
  type TScheduleRecurrenceType,
} from '@agenda/shared/schedule';
import { RECURRENCE_DEFAULT_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES } from '@agenda/shared/scheduling-rules';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { addDays, isoToBr } from '@/lib/dates';

interface Props {
  type: TScheduleRecurrenceType;
  count: number;
  date: string;
  onChange: (patch: { recurrence_type?: TScheduleRecurrenceType; recurrence_count?: number }) => void;
  error?: string;
}

/** Não se repete / toda semana / a cada 4 semanas, and how many times. */
export function RecurrenceField({ type, count, date, onChange, error }: Props) {
  const interval = SCHEDULE_RECURRENCE_INTERVAL_DAYS[type];
  const last = interval && date && count > 1 ? addDays(date, interval * (count - 1)) : null;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
      <Select
        label="Repetir"
        value={type}
        onValueChange={(v) => {
          const next = v as TScheduleRecurrenceType;
          onChange({ recurrence_type: next, recurrence_count: next === 'no_recurrence' ? count : RECURRENCE_DEFAULT_OCCURRENCES[next] });
        }}
        options={SCHEDULE_RECURRENCE_TYPES.map((t) => ({ value: t, label: SCHEDULE_RECURRENCE_LABELS[t] }))}
        description={last ? `${count} agendamentos, o último em ${isoToBr(last)}.` : undefined}
      />
      {type !== 'no_recurrence' ? (
        <Input
          label="Quantas vezes"
          type="number"
          inputMode="numeric"
          min={2}
          max={RECURRENCE_MAX_OCCURRENCES}
          value={count}
          onChange={(e) => onChange({ recurrence_count: Number(e.target.value) || 0 })}
          error={error}
        />
      ) : null}
    </div>
  );
}
