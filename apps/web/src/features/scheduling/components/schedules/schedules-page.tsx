import { useMemo, useState } from 'react';
import { CalendarSearch, Plus, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TScheduleStatus } from '@agenda/shared/schedule';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { addDays, inTz, relativeDayLabel, todayIn } from '@/lib/dates';
import { emit } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import { matchClient } from '../../api/get-clients';
import { useCalendars } from '../../api/get-calendars';
import { useSchedules } from '../../api/get-schedules';
import { useServices } from '../../api/get-services';
import { useCompanyContext } from '../../hooks/use-company-context';
import { useLiveAgenda } from '../../hooks/use-live-agenda';
import { CancelScheduleModal } from './cancel-schedule-modal';
import { ScheduleFilters, type TScheduleFilters } from './schedule-filters';
import { ScheduleListItem } from './schedule-list-item';
import { ScheduleRowActions } from './schedule-row-actions';

function periodRange(f: Pick<TScheduleFilters, 'period' | 'from' | 'to'>, today: string): { init: string; end: string } {
  switch (f.period) {
    case 'today':
      return { init: today, end: today };
    case 'tomorrow':
      return { init: addDays(today, 1), end: addDays(today, 1) };
    case 'week':
      return { init: today, end: addDays(today, 6) };
    case 'month':
      return { init: today, end: addDays(today, 29) };
    case 'past':
      return { init: addDays(today, -30), end: addDays(today, -1) };
    default:
      return { init: f.from, end: f.to < f.from ? f.from : f.to };
  }
}

function statusQuery(status: TScheduleFilters['status']): { statuses: TScheduleStatus[] | null; showCanceled: boolean } {
  if (status === 'all') return { statuses: null, showCanceled: true };
  if (status === 'open') return { statuses: ['scheduled', 'confirmed'], showCanceled: false };
  return { statuses: [status], showCanceled: status === 'canceled' };
}

/** /app/agendamentos, the landing page after login: schedules by day, with filters and quick status changes. */
export function SchedulesPage() {
  const { companyId, timezone } = useCompanyContext();
  const today = todayIn(timezone);
  const [filters, setFilters] = useState<TScheduleFilters>({
    period: 'week',
    from: today,
    to: addDays(today, 6),
    status: 'open',
    calendarId: 'all',
    serviceId: 'all',
    search: '',
  });
  const [canceling, setCanceling] = useState<TScheduleDto | null>(null);
  const calendars = useCalendars(companyId);
  const services = useServices(companyId);
  useLiveAgenda(companyId);

  const range = periodRange(filters, today);
  const status = statusQuery(filters.status);
  const schedules = useSchedules(
    companyId
      ? {
          companyId,
          ...range,
          calendarIds: filters.calendarId === 'all' ? null : [filters.calendarId],
          serviceIds: filters.serviceId === 'all' ? null : [filters.serviceId],
          statuses: status.statuses,
          showCanceled: status.showCanceled,
        }
      : null,
  );

  const groups = useMemo(() => {
    const list = (schedules.data ?? []).filter((s) =>
      matchClient({ name: s.client?.name ?? s.display_name, phone: s.client?.phone ?? null }, filters.search),
    );
    const byDay = new Map<string, TScheduleDto[]>();
    for (const s of list) {
      const day = inTz(s.start_at, timezone).format('YYYY-MM-DD');
      byDay.set(day, [...(byDay.get(day) ?? []), s]);
    }
    const days = [...byDay.entries()];
    return filters.period === 'past' ? days.reverse() : days;
  }, [schedules.data, filters.search, filters.period, timezone]);
  const total = groups.reduce((n, [, list]) => n + list.length, 0);
  const confirmed = groups.reduce((n, [, list]) => n + list.filter((s) => s.status === 'confirmed').length, 0);

  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-6" data-testid="schedules-page">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Agendamentos</h1>
          <p className="text-sm text-muted-foreground" data-testid="schedules-summary">
            {schedules.isPending
              ? 'Carregando…'
              : total
                ? `${total} ${total === 1 ? 'agendamento' : 'agendamentos'}, ${confirmed} ${confirmed === 1 ? 'confirmado' : 'confirmados'}`
                : 'Nenhum agendamento no período'}
          </p>
        </div>
        <Button leftIcon={<Plus />} onClick={() => emit('schedule-form:open', {})} data-testid="new-schedule">
          Novo agendamento
        </Button>
      </header>
      <ScheduleFilters
        value={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        calendars={(calendars.data ?? []).filter((c) => c.is_active)}
        services={services.data ?? []}
      />
      <div className="mt-5">
        {schedules.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-5 w-48" />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : schedules.isError ? (
          <EmptyState
            variant="inline"
            icon={TriangleAlert}
            title="Não foi possível carregar os agendamentos"
            description={errorMessage(schedules.error)}
            action={
              <Button leftIcon={<RefreshCw />} onClick={() => void schedules.refetch()}>
                Tentar novamente
              </Button>
            }
          />
        ) : groups.length ? (
          <div className="flex flex-col gap-6">
            {groups.map(([day, list]) => (
              <section key={day} aria-label={relativeDayLabel(day, today)}>
                <h2 className="mb-2 flex items-baseline gap-2 text-sm font-semibold text-foreground">
                  <span className={day === today ? 'text-primary' : undefined}>{relativeDayLabel(day, today)}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {list.length} {list.length === 1 ? 'agendamento' : 'agendamentos'}
                  </span>
                </h2>
                <ul className="flex flex-col gap-2">
                  {list.map((s) => (
                    <ScheduleListItem
                      key={s.id}
                      schedule={s}
                      timezone={timezone}
                      onOpen={(x) => emit('schedule-form:open', { scheduleId: x.id })}
                      actions={<ScheduleRowActions schedule={s} onCancel={setCanceling} />}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <EmptyState
            variant="inline"
            icon={CalendarSearch}
            title={filters.search ? 'Nenhum cliente encontrado' : 'Nenhum agendamento no período'}
            description={
              filters.search
                ? 'Confira o nome ou o telefone digitado, ou mude os filtros.'
                : 'Mude o período ou os filtros, ou crie um agendamento agora.'
            }
            action={<Button onClick={() => emit('schedule-form:open', {})}>Novo agendamento</Button>}
          />
        )}
      </div>
      <CancelScheduleModal schedule={canceling} onOpenChange={(o) => !o && setCanceling(null)} />
    </div>
  );
}
