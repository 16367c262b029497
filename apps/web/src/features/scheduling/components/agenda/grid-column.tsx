import { useState, type MouseEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import type { TBlockedPeriodDto, TCalendarDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { minutesInDay, minutesToTime } from '@/lib/dates';
import { blockedSpan, HOUR_PX, layoutLanes, minutesAtY, minutesToPx, offHours, scheduleSpan, workSpans } from './grid-geometry';
import { ScheduleBlock, type TKeyMove } from './schedule-block';

export interface TGridColumnProps {
  date: string;
  calendar: TCalendarDto;
  schedules: TScheduleDto[];
  blocked: TBlockedPeriodDto[];
  timezone: string;
  range: { startMin: number; endMin: number };
  /** Current time, when this column is today. */
  now: number | null;
  compact?: boolean;
  onCreate: (calendar: TCalendarDto, date: string, time: string) => void;
  onOpen: (schedule: TScheduleDto) => void;
  onKeyMove: (schedule: TScheduleDto, key: TKeyMove) => void;
}

const STRIPES =
  'repeating-linear-gradient(135deg, color-mix(in srgb, var(--color-muted-foreground) 18%, transparent) 0 5px, transparent 5px 11px)';

/** One calendar on one day: hour lines, closed hours, blocked periods (striped), schedules, now line. */
export function GridColumn(props: TGridColumnProps) {
  const { date, calendar, schedules, blocked, timezone, range, now, compact, onCreate, onOpen, onKeyMove } = props;
  const [hover, setHover] = useState<number | null>(null);
  const drop = useDroppable({ id: `${date}|${calendar.id}`, data: { date, calendarId: calendar.id } });
  const height = ((range.endMin - range.startMin) / 60) * HOUR_PX;
  const step = Math.max(10, Math.min(calendar.slots_increment_in_minutes, 60));
  const px = (m: number) => minutesToPx(Math.max(range.startMin, Math.min(range.endMin, m)), range.startMin);

  const items = schedules
    .map((s) => ({ id: s.id, s, span: scheduleSpan(s, date, timezone) }))
    .filter((x): x is typeof x & { span: NonNullable<typeof x.span> } => x.span !== null);
  const lanes = layoutLanes(items);
  const blocks = blocked.map((b) => ({ b, span: blockedSpan(b, date, timezone) })).filter((x) => x.span !== null);
  const closed = offHours(workSpans(calendar.workdays, date));

  const timeAt = (e: MouseEvent<HTMLDivElement>) =>
    minutesAtY(e.clientY - e.currentTarget.getBoundingClientRect().top, range.startMin, range.endMin, step);

  return (
    <div
      ref={drop.setNodeRef}
      role="presentation"
      data-testid="agenda-column"
      data-calendar-id={calendar.id}
      data-date={date}
      className={cn('group/col relative cursor-cell border-l border-border', drop.isOver && 'bg-primary-soft/40')}
      style={{
        height,
        backgroundImage: `linear-gradient(to bottom, var(--color-border) 1px, transparent 1px), linear-gradient(to bottom, transparent ${HOUR_PX / 2}px, color-mix(in srgb, var(--color-border) 55%, transparent) ${HOUR_PX / 2}px, color-mix(in srgb, var(--color-border) 55%, transparent) ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX / 2 + 1}px)`,
        backgroundSize: `100% ${HOUR_PX}px`,
      }}
      onMouseMove={(e) => setHover(timeAt(e))}
      onMouseLeave={() => setHover(null)}
      onClick={(e) => onCreate(calendar, date, minutesToTime(timeAt(e)))}
    >
      {closed.map((g) => (
        <div
          key={g.start}
          aria-hidden
          data-testid="agenda-closed"
          className="absolute inset-x-0 bg-surface-sunken/70"
          style={{ top: px(g.start), height: px(g.end) - px(g.start) }}
        />
      ))}
      {blocks.map(({ b, span }) => (
        <div
          key={b.id}
          data-testid="agenda-blocked"
          title={b.reason ? `Bloqueado: ${b.reason}` : 'Horário bloqueado'}
          onClick={(e) => e.stopPropagation()}
          className="absolute inset-x-0 z-[1] cursor-not-allowed overflow-hidden border-y border-border-strong/60 px-1.5 pt-0.5 text-[10px] font-semibold text-muted-foreground"
          style={{ top: px(span!.start), height: Math.max(14, px(span!.end) - px(span!.start)), backgroundImage: STRIPES }}
        >
          <span className="rounded bg-surface/85 px-1">{compact ? 'Bloq.' : `Bloqueado${b.reason ? ` · ${b.reason}` : ''}`}</span>
        </div>
      ))}
      {hover !== null ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-1 z-[1] hidden items-center gap-1 rounded-md border border-dashed border-primary/50 bg-primary-soft/60 px-1.5 text-[11px] font-medium text-primary-soft-foreground group-hover/col:flex"
          style={{ top: px(hover) + 1, height: Math.max(16, (step / 60) * HOUR_PX - 2) }}
        >
          <Plus className="size-3" />
          {minutesToTime(hover)}
        </div>
      ) : null}
      {items.map(({ s, span }) => {
        const l = lanes.get(s.id) ?? { lane: 0, lanes: 1 };
        return (
          <ScheduleBlock
            key={s.id}
            schedule={s}
            color={calendar.color}
            timezone={timezone}
            top={px(span.start)}
            height={px(span.end) - px(span.start)}
            lane={l.lane}
            lanes={l.lanes}
            onOpen={onOpen}
            compact={compact}
            movable={s.status !== 'canceled' && s.status !== 'confirmed_not_attended'}
            onKeyMove={onKeyMove}
          />
        );
      })}
      {now !== null ? (
        <NowLine
          top={px(minutesInDay(now, timezone))}
          visible={minutesInDay(now, timezone) >= range.startMin && minutesInDay(now, timezone) <= range.endMin}
        />
      ) : null}
    </div>
  );
}

function NowLine({ top, visible }: { top: number; visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      aria-hidden
      data-testid="agenda-now-line"
      className={cn('pointer-events-none absolute inset-x-0 z-[3] h-0.5 bg-danger')}
      style={{ top }}
    >
      <span className="absolute -top-[3px] -left-1 size-2 rounded-full bg-danger" />
    </div>
  );
}
