// The period of the finance and dashboard pages: today, this week, this month (company timezone) or a custom range.
import { useState } from 'react';
import { addDays, dayjs, todayIn, weekStart } from '@/lib/dates';
import { Button } from './button';
import { DatePicker } from './date-picker';

export type TPeriod = { from: string; to: string };
type TPreset = 'today' | 'week' | 'month' | 'custom';

const PRESETS: { key: TPreset; label: string }[] = [
  { key: 'today', label: 'Hoje' },
  { key: 'week', label: 'Semana' },
  { key: 'month', label: 'Mês' },
  { key: 'custom', label: 'Personalizado' },
];

export function presetPeriod(preset: Exclude<TPreset, 'custom'>, tz: string): TPeriod {
  const today = todayIn(tz);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'week') return { from: weekStart(today), to: addDays(weekStart(today), 6) };
  const first = `${today.slice(0, 8)}01`;
  return { from: first, to: dayjs(first).endOf('month').format('YYYY-MM-DD') };
}

export function PeriodPicker({ tz, value, onChange }: { tz: string; value: TPeriod; onChange: (p: TPeriod) => void }) {
  const [preset, setPreset] = useState<TPreset>('month');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end" role="group" aria-label="Período">
      <div className="flex flex-wrap gap-1">
        {PRESETS.map((p) => (
          <Button
            key={p.key}
            size="sm"
            variant={preset === p.key ? 'primary' : 'outline'}
            aria-pressed={preset === p.key}
            onClick={() => {
              setPreset(p.key);
              if (p.key !== 'custom') onChange(presetPeriod(p.key, tz));
            }}
          >
            {p.label}
          </Button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className="flex gap-2">
          {/* DD/MM/AAAA typed or picked on a calendar, whatever the browser's own date format. */}
          <DatePicker label="De" value={value.from} max={value.to} onValueChange={(d) => d && onChange({ ...value, from: d })} />
          <DatePicker label="Até" value={value.to} min={value.from} onValueChange={(d) => d && onChange({ ...value, to: d })} />
        </div>
      ) : null}
    </div>
  );
}
