// Everything an open agenda shows: the calendars (feeding the §4 selection rules of the calendar
// store), the schedules and blocked periods of the visible days and the per-day counts of the
// date picker. Each reloads when the date changes, and live through the company room.
import { useEffect, useMemo } from 'react';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { addDays, weekStart } from '@/lib/dates';
import { useCalendarStore } from '@/stores/calendar-store';
import { useBlockedPeriods } from '../api/get-blocked-periods';
import { useCalendars } from '../api/get-calendars';
import { useScheduleCounts } from '../api/get-schedule-counts';
import { useSchedules } from '../api/get-schedules';
import { useCompanyContext } from './use-company-context';
import { useLiveAgenda } from './use-live-agenda';

/** Day: a column per professional; week: one professional's seven days; list: the week's days one under the other. */
export type TAgendaView = 'day' | 'week' | 'list';

function visibleDates(date: string, view: TAgendaView): string[] {
  if (view === 'day') return [date];
  const first = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

export function useAgendaData(view: TAgendaView) {
  const { companyId, timezone } = useCompanyContext();
  const date = useCalendarStore((s) => s.date);
  const selectedIds = useCalendarStore((s) => s.selectedIds);
  const showCanceled = useCalendarStore((s) => s.showCanceled);
  const calendarsQuery = useCalendars(companyId);
  useLiveAgenda(companyId);

  const calendars = useMemo(() => (calendarsQuery.data ?? []).filter((c) => c.is_active), [calendarsQuery.data]);
  const allIds = useMemo(() => calendars.map((c) => c.id).join(','), [calendars]);
  useEffect(() => {
    if (calendarsQuery.data) useCalendarStore.getState().setCalendars(allIds ? allIds.split(',') : []);
  }, [allIds, calendarsQuery.data]);

  const selected: TCalendarDto[] = useMemo(
    () => calendars.filter((c) => selectedIds.some((id) => String(id) === c.id)),
    [calendars, selectedIds],
  );
  const selectedKey = selected.map((c) => c.id);
  const dates = visibleDates(date, view);
  const init = dates[0]!;
  const end = dates[dates.length - 1]!;
  const ready = Boolean(companyId && calendarsQuery.data && selected.length);

  const schedules = useSchedules(ready ? { companyId: companyId!, init, end, calendarIds: selectedKey, showCanceled } : null);
  const blocked = useBlockedPeriods(ready ? companyId : null, init, end, selectedKey);
  const counts = useScheduleCounts(ready ? companyId : null, date, timezone, selectedKey);

  return { companyId, timezone, date, dates, calendars, selected, showCanceled, calendarsQuery, schedules, blocked, counts };
}
