import { useEffect, useMemo, useRef } from 'react';
import { DndContext } from '@dnd-kit/core';
import type { TBlockedPeriodDto, TCalendarDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { minutesInDay, minutesToTime, todayIn, weekdayShort } from '@/lib/dates';
import { useNow } from '../../hooks/use-now';
import { GridColumn } from './grid-column';
import { blockedSpan, gridRange, HOUR_PX, scheduleSpan, workSpans, type TMinuteSpan } from './grid-geometry';
import { MOVE_HINT, useAgendaDnd } from './use-agenda-dnd';

export interface TTimeGridProps {
  dates: string[];
  calendars: TCalendarDto[];
  schedules: TScheduleDto[];
  blocked: TBlockedPeriodDto[];
  timezone: string;
  /** Phone day view: each calendar nearly as wide as the screen, swiped sideways. */
  swipe?: boolean;
  onCreate: (calendar: TCalendarDto, date: string, time: string) => void;
  onOpen: (schedule: TScheduleDto) => void;
}

const GUTTER = 52;

/** Day (one column per calendar) or week (one professional's seven days) time grid; appointments drag and resize. */
export function TimeGrid({ dates, calendars, schedules, blocked, timezone, swipe, onCreate, onOpen }: TTimeGridProps) {
  const now = useNow();
  const today = todayIn(timezone, now);
  const week = dates.length > 1;
  const scroller = useRef<HTMLDivElement>(null);

  const range = useMemo(() => {
    const spans: TMinuteSpan[] = [];
    for (const date of dates) {
      for (const c of calendars) spans.push(...workSpans(c.workdays, date));
      for (const s of schedules) {
        const sp = scheduleSpan(s, date, timezone);
        if (sp) spans.push(sp);
      }
    }
    return gridRange(spans);
  }, [dates, calendars, schedules, timezone]);

  // Start scrolled near the current time (or the start of the day's hours).
  const scrolledFor = useRef('');
  useEffect(() => {
    const key = `${dates[0]}-${dates.length}`;
    if (!scroller.current || scrolledFor.current === key) return;
    scrolledFor.current = key;
    const target = dates.includes(today) ? minutesInDay(now, timezone) - 90 : range.startMin;
    scroller.current.scrollTop = Math.max(0, ((target - range.startMin) / 60) * HOUR_PX);
  }, [dates, today, now, timezone, range.startMin]);

  const hours: number[] = [];
  for (let m = range.startMin; m < range.endMin; m += 60) hours.push(m);

  const columns = dates.flatMap((date) => calendars.map((calendar) => ({ date, calendar })));
  const { dnd, onKeyMove } = useAgendaDnd(columns, timezone);
  const colMin = week ? (calendars.length > 1 ? 56 : 96) : swipe && calendars.length > 1 ? 'min(78vw, 360px)' : 160;
  const template = `${GUTTER}px repeat(${columns.length}, minmax(${typeof colMin === 'number' ? `${colMin}px` : colMin}, 1fr))`;
  const byCalendar = <T extends { calendar_id: string }>(list: T[], id: string): T[] => list.filter((x) => x.calendar_id === id);

  return (
    <DndContext {...dnd}>
      <p id="agenda-move-hint" className="sr-only">
        {MOVE_HINT}
      </p>
      {/* Focusable, so a keyboard can scroll it on a day with no appointment to tab to (axe scrollable-region-focusable). */}
      <div
        ref={scroller}
        data-testid="agenda-grid"
        tabIndex={0}
        role="region"
        aria-label="Grade da agenda"
        className={cn('relative min-h-0 flex-1 overflow-auto overscroll-contain bg-surface', swipe && 'snap-x snap-mandatory')}
        style={{ scrollPaddingLeft: GUTTER }}
      >
        <div className="grid min-w-full" style={{ gridTemplateColumns: template }}>
          {/* header */}
          <div
            className="sticky top-0 left-0 z-30 border-b border-border bg-surface"
            style={{ gridRow: week && calendars.length > 1 ? 'span 2' : undefined }}
          />
          {week
            ? dates.map((date) => (
                <div
                  key={date}
                  className={cn(
                    'sticky top-0 z-20 flex h-12 flex-col items-center justify-center border-b border-l border-border bg-surface text-xs',
                    calendars.length > 1 && 'h-10',
                  )}
                  style={{ gridColumn: `span ${calendars.length}` }}
                >
                  <span className="font-medium text-muted-foreground">{weekdayShort(date)}</span>
                  <span
                    className={cn(
                      'flex size-6 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
                      date === today ? 'bg-primary text-primary-foreground' : 'text-foreground',
                    )}
                  >
                    {Number(date.slice(8))}
                  </span>
                </div>
              ))
            : null}
          {(!week || calendars.length > 1) &&
            columns.map(({ date, calendar }) => (
              <div
                key={`h-${date}-${calendar.id}`}
                className={cn(
                  'sticky z-20 flex min-w-0 items-center gap-1.5 border-b border-l border-border bg-surface px-2 text-xs font-semibold text-foreground',
                  week ? 'top-10 h-7 justify-center' : 'top-0 h-12 snap-start',
                )}
                title={calendar.title}
              >
                <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ background: calendar.color }} />
                <span className={cn('truncate', week && 'text-[11px] font-medium text-muted-foreground')}>{calendar.title}</span>
                {!week ? (
                  <span className="ml-auto shrink-0 rounded-full bg-surface-muted px-1.5 text-[11px] font-medium text-muted-foreground tabular-nums">
                    {byCalendar(schedules, calendar.id).filter((s) => s.status !== 'canceled').length}
                  </span>
                ) : null}
              </div>
            ))}

          {/* hours gutter */}
          <div className="sticky left-0 z-10 bg-surface" style={{ height: ((range.endMin - range.startMin) / 60) * HOUR_PX }}>
            {hours.map((m) => (
              <span
                key={m}
                className={cn(
                  'absolute right-1.5 text-[11px] font-medium text-subtle-foreground tabular-nums',
                  m === range.startMin ? 'translate-y-0.5' : '-translate-y-1/2',
                )}
                style={{ top: ((m - range.startMin) / 60) * HOUR_PX }}
              >
                {minutesToTime(m)}
              </span>
            ))}
          </div>
          {columns.map(({ date, calendar }) => (
            <div key={`${date}-${calendar.id}`} className={cn(swipe && 'snap-start')}>
              <GridColumn
                date={date}
                calendar={calendar}
                schedules={byCalendar(schedules, calendar.id)}
                blocked={byCalendar(blocked, calendar.id).filter((b) => blockedSpan(b, date, timezone))}
                timezone={timezone}
                range={range}
                now={date === today ? now : null}
                compact={week}
                onCreate={onCreate}
                onOpen={onOpen}
                onKeyMove={onKeyMove}
              />
            </div>
          ))}
        </div>
      </div>
    </DndContext>
  );
}
