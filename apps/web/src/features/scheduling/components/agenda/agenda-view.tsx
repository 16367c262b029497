import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Minimize2 } from 'lucide-react';
import { scheduleCountsRange } from '@agenda/shared/datetime';
import type { TCalendarDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { addDays, todayIn } from '@/lib/dates';
import { emit } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCalendarStore } from '@/stores/calendar-store';
import { useAgendaData, type TAgendaView } from '../../hooks/use-agenda-data';
import { BlockedPeriodDrawer } from '../blocked-periods/blocked-period-drawer';
import { AgendaDateButton } from './agenda-date-button';
import { AgendaList } from './agenda-list';
import { AgendaError, AgendaSkeleton, NoCalendars, NoneSelected } from './agenda-states';
import { AgendaToolbar } from './agenda-toolbar';
import { CalendarChips } from './calendar-chips';
import { StatusLegend } from './status-legend';
import { TimeGrid } from './time-grid';
import { WeekProfessional } from './week-professional';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** /app/agenda and its full-screen variant /app/agenda/completa. */
export function AgendaView({ full = false }: { full?: boolean }) {
  const [chosen, setView] = useState<TAgendaView>(full ? 'week' : 'day');
  const [weekCalendarId, setWeekCalendarId] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  const desktop = useMediaQuery('(min-width: 768px)');
  const view: TAgendaView = chosen === 'week' && !desktop ? 'list' : chosen;
  const [params, setParams] = useSearchParams();
  const store = useCalendarStore();
  const data = useAgendaData(view);
  const { timezone, date, dates, calendars, selected } = data;
  const weekCalendar = selected.find((c) => c.id === weekCalendarId) ?? selected[0];

  // /app/agenda?date=YYYY-MM-DD opens that day (links from notifications).
  useEffect(() => {
    const wanted = params.get('date');
    if (wanted && DATE.test(wanted)) {
      useCalendarStore.getState().setDate(wanted);
      params.delete('date');
      setParams(params, { replace: true });
    }
  }, [params, setParams]);

  const countsRange = scheduleCountsRange(date, timezone);
  const step = (direction: -1 | 1) => store.setDate(addDays(date, direction * (view === 'day' ? 1 : 7)));
  const onGrid = view === 'week' && weekCalendar ? [weekCalendar] : selected;
  const create = (calendar: TCalendarDto | null, day: string, time?: string) =>
    emit('schedule-form:open', { calendarId: calendar?.id ?? null, date: day, time: time ?? null });
  const open = (s: TScheduleDto) => emit('schedule-form:open', { scheduleId: s.id });

  const loading = data.calendarsQuery.isPending;
  const schedules = data.schedules.data ?? [];
  const blocked = data.blocked.data ?? [];
  const fetching = data.schedules.isFetching || data.blocked.isFetching;

  let body;
  if (loading) body = <AgendaSkeleton />;
  else if (data.calendarsQuery.isError)
    body = <AgendaError message={errorMessage(data.calendarsQuery.error)} onRetry={() => void data.calendarsQuery.refetch()} />;
  else if (!calendars.length) body = <NoCalendars />;
  else if (!selected.length) body = <NoneSelected onAll={() => store.toggle()} />;
  else if (data.schedules.isError)
    body = <AgendaError message={errorMessage(data.schedules.error)} onRetry={() => void data.schedules.refetch()} />;
  else if (view === 'list')
    body = (
      <AgendaList
        dates={dates}
        calendars={selected}
        schedules={schedules}
        timezone={timezone}
        onCreateOn={(d) => create(null, d)}
        onOpen={open}
      />
    );
  else
    body = (
      <TimeGrid
        dates={dates}
        calendars={onGrid}
        schedules={schedules.filter((s) => onGrid.some((c) => c.id === s.calendar_id))}
        blocked={blocked}
        timezone={timezone}
        swipe={!desktop && view === 'day'}
        onCreate={create}
        onOpen={open}
      />
    );

  return (
    <div data-testid="agenda-page" className={cn('flex flex-col bg-background', full ? 'fixed inset-0 z-40' : 'h-[calc(100dvh-4rem)]')}>
      {full ? (
        <div className="flex h-12 shrink-0 items-center justify-between border-b border-border bg-surface px-3 sm:px-4">
          <h1 className="text-base font-semibold text-foreground">Agenda completa</h1>
          <Link
            to="/app/agenda"
            className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <Minimize2 className="size-4" aria-hidden />
            Sair da tela cheia
          </Link>
        </div>
      ) : (
        <h1 className="sr-only">Agenda</h1>
      )}
      <AgendaToolbar
        view={view}
        desktop={desktop}
        full={full}
        showCanceled={store.showCanceled}
        colorBy={store.colorBy}
        dateButton={
          <AgendaDateButton date={date} counts={data.counts.data} min={countsRange.start} max={countsRange.end} onChange={store.setDate} />
        }
        onView={setView}
        onStep={step}
        onToday={() => store.setDate(todayIn(timezone))}
        onShowCanceled={store.setShowCanceled}
        onColorBy={store.setColorBy}
        onNew={() => create(selected.length === 1 ? selected[0]! : null, date)}
        onBlock={() => setBlocking(true)}
      />
      {calendars.length > 1 ? <CalendarChips calendars={calendars} selectedIds={store.selectedIds} onToggle={store.toggle} /> : null}
      {store.colorBy === 'status' && selected.length ? <StatusLegend /> : null}
      {view === 'week' && selected.length > 1 && weekCalendar ? (
        <WeekProfessional calendars={selected} value={weekCalendar.id} onChange={setWeekCalendarId} />
      ) : null}
      <div className="relative flex min-h-0 flex-1 flex-col border-t border-border">
        {fetching && !loading ? <div aria-hidden className="absolute inset-x-0 top-0 z-40 h-0.5 animate-pulse bg-primary" /> : null}
        {body}
      </div>
      <BlockedPeriodDrawer open={blocking} onOpenChange={setBlocking} defaultDate={date} calendars={calendars} />
    </div>
  );
}
