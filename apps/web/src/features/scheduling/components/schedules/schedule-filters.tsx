import { useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import type { TCalendarDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const PERIODS = [
  ['today', 'Hoje'],
  ['tomorrow', 'Amanhã'],
  ['week', 'Próximos 7 dias'],
  ['month', 'Próximos 30 dias'],
  ['past', 'Últimos 30 dias'],
  ['custom', 'Escolher datas'],
] as const;
type TPeriod = (typeof PERIODS)[number][0];

const STATUS_FILTERS = [
  ['open', 'Agendados e confirmados'],
  ['scheduled', 'Só agendados'],
  ['confirmed', 'Só confirmados'],
  ['confirmed_not_attended', 'Não compareceram'],
  ['canceled', 'Cancelados'],
  ['all', 'Todos'],
] as const;
type TStatusFilter = (typeof STATUS_FILTERS)[number][0];

export interface TScheduleFilters {
  period: TPeriod;
  from: string;
  to: string;
  status: TStatusFilter;
  calendarId: string;
  serviceId: string;
  search: string;
}

interface Props {
  value: TScheduleFilters;
  onChange: (patch: Partial<TScheduleFilters>) => void;
  calendars: TCalendarDto[];
  services: TServiceDto[];
}

const ALL = 'all';

/** Date range, status, calendar, service and client search of /app/agendamentos. */
export function ScheduleFilters({ value, onChange, calendars, services }: Props) {
  const [open, setOpen] = useState(false);
  const extra = [value.status !== 'open', value.calendarId !== ALL, value.serviceId !== ALL].filter(Boolean).length;
  return (
    <div className="flex flex-col gap-3" data-testid="schedule-filters">
      <div
        role="radiogroup"
        aria-label="Período"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {PERIODS.map(([p, label]) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={value.period === p}
            onClick={() => onChange({ period: p })}
            className={cn(
              'h-9 shrink-0 rounded-full border px-3.5 text-sm font-medium transition-colors pointer-coarse:h-11 focus-visible:outline-2 focus-visible:outline-ring',
              value.period === p
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-muted-foreground hover:bg-surface-muted',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {value.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <DatePicker label="De" value={value.from} onValueChange={(d) => d && onChange({ from: d })} />
          <DatePicker label="Até" value={value.to} min={value.from} onValueChange={(d) => d && onChange({ to: d })} />
        </div>
      ) : null}
      <div className="flex gap-2">
        <Input
          aria-label="Buscar cliente"
          placeholder="Buscar cliente"
          leftIcon={<Search />}
          value={value.search}
          onChange={(e) => onChange({ search: e.target.value })}
          containerClassName="flex-1"
        />
        <Button
          variant="outline"
          leftIcon={<SlidersHorizontal />}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="md:hidden"
        >
          Filtros{extra ? ` (${extra})` : ''}
        </Button>
      </div>
      <div className={cn('grid gap-3 md:grid-cols-3', !open && 'max-md:hidden')}>
        <Select
          label="Status"
          value={value.status}
          onValueChange={(v) => onChange({ status: v as TStatusFilter })}
          options={STATUS_FILTERS.map(([v, l]) => ({ value: v, label: l }))}
        />
        <Select
          label="Agenda"
          value={value.calendarId}
          onValueChange={(v) => onChange({ calendarId: v })}
          options={[
            { value: ALL, label: 'Todas as agendas' },
            ...calendars.map((c) => ({
              value: c.id,
              label: c.title,
              icon: <span className="block size-2.5 rounded-full" style={{ background: c.color }} />,
            })),
          ]}
        />
        <Select
          label="Serviço"
          value={value.serviceId}
          onValueChange={(v) => onChange({ serviceId: v })}
          options={[{ value: ALL, label: 'Todos os serviços' }, ...services.map((s) => ({ value: s.id, label: s.title }))]}
        />
      </div>
    </div>
  );
}
