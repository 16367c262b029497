import type { KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Check, Repeat } from 'lucide-react';
import type { TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { cn } from '@/components/ui/cn';
import { formatTime } from '@/lib/dates';
import { useCalendarStore } from '@/stores/calendar-store';
import { STATUS_SHORT_LABELS } from '../schedule-status-pill';
import { blockTint, statusColor, statusTone } from './status-colors';

interface Props {
  schedule: TScheduleDto;
  /** The calendar's colour; replaced by the status's when the agenda colours by status. */
  color: string;
  timezone: string;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  onOpen: (schedule: TScheduleDto) => void;
  /** Narrow week column: the name only (the position already tells the time). */
  compact?: boolean;
  /** Drag, edge resize and Alt+arrows (canceled and past-attended ones stay put). */
  movable?: boolean;
  onKeyMove?: (schedule: TScheduleDto, key: TKeyMove) => void;
}

export type TKeyMove = 'earlier' | 'later' | 'shorter' | 'longer' | 'previous-column' | 'next-column';

const KEY_MOVES: Record<string, [TKeyMove, TKeyMove]> = {
  ArrowUp: ['earlier', 'shorter'],
  ArrowDown: ['later', 'longer'],
  ArrowLeft: ['previous-column', 'previous-column'],
  ArrowRight: ['next-column', 'next-column'],
};

/** Alt+↑/↓ moves by one step, Alt+←/→ to the neighbouring column, Alt+Shift+↑/↓ changes the length. */
function keyMove(e: KeyboardEvent): TKeyMove | null {
  const pair = e.altKey ? KEY_MOVES[e.key] : undefined;
  return pair ? pair[e.shiftKey ? 1 : 0] : null;
}

/** One schedule in a day column: client, time and service, tinted with the calendar's or the status's colour. */
export function ScheduleBlock(props: Props) {
  const { schedule: s, timezone, top, lane, lanes, onOpen, compact, movable, onKeyMove } = props;
  const drag = useDraggable({ id: s.id, data: { schedule: s, kind: 'move' }, disabled: !movable });
  const edge = useDraggable({ id: `resize:${s.id}`, data: { schedule: s, kind: 'resize' }, disabled: !movable });
  // A resize leaves the block (and so its edge) where it is and draws the new length as an outline:
  // dnd-kit measures the handle without transforms, so a block that grew under it would move the
  // handle and feed back into the drag (the preview jittered and the drop landed short).
  const height = props.height;
  const resizing = edge.isDragging ? Math.max(18, props.height + (edge.transform?.y ?? 0)) : null;
  const moving = drag.transform ?? null;
  const canceled = s.status === 'canceled';
  // Read here rather than threaded through TimeGrid and GridColumn: every block of the agenda follows it.
  const byStatus = useCalendarStore((st) => st.colorBy === 'status');
  const color = byStatus ? statusColor(s.status) : props.color;
  // By status, red already says canceled: no fading (it would also drop the text under AA contrast).
  const faded = canceled && !byStatus;
  const time = `${formatTime(s.start_at, timezone)}–${formatTime(s.end_at, timezone)}`;
  const full = s.client?.name ?? s.display_name;
  const parts = full.trim().split(/\s+/);
  const name = compact && parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]![0]}.` : full;
  const roomy = height >= 44;
  return (
    <>
      <button
        type="button"
        ref={drag.setNodeRef}
        {...(movable ? drag.listeners : {})}
        data-testid="agenda-schedule"
        data-schedule-id={s.id}
        data-status={s.status}
        data-tone={byStatus ? statusTone(s.status) : undefined}
        aria-describedby={movable ? 'agenda-move-hint' : undefined}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(s);
        }}
        onKeyDown={(e) => {
          const k = movable && onKeyMove ? keyMove(e) : null;
          if (!k) return;
          e.preventDefault();
          onKeyMove!(s, k);
        }}
        title={`${full} · ${time} · ${s.service?.title ?? ''} · ${STATUS_SHORT_LABELS[s.status]}`}
        aria-label={`${full}, ${time}, ${s.service?.title ?? 'serviço'}, ${STATUS_SHORT_LABELS[s.status]}`}
        className={cn(
          'absolute z-[2] flex flex-col overflow-hidden rounded-md border-l-[3px] px-1.5 text-left text-[11px] leading-4 shadow-xs ring-1 ring-black/5 transition-[filter,box-shadow] hover:shadow-md hover:brightness-[0.98] focus-visible:outline-2 focus-visible:outline-ring dark:ring-white/10',
          roomy ? 'py-1' : 'justify-center py-0',
          faded && 'opacity-70',
          (moving || edge.isDragging) && 'z-[5] shadow-lg ring-2 ring-primary/60',
        )}
        style={{
          transform: moving ? `translate3d(${moving.x}px, ${moving.y}px, 0)` : undefined,
          top: top + 1,
          height: Math.max(18, height - 2),
          left: `calc(${(lane / lanes) * 100}% + 2px)`,
          width: `calc(${100 / lanes}% - 4px)`,
          borderLeftColor: color,
          background: faded
            ? 'repeating-linear-gradient(135deg, var(--color-surface-muted) 0 6px, var(--color-surface) 6px 12px)'
            : blockTint(color),
        }}
      >
        <span className={cn('flex min-w-0 items-center gap-1 font-semibold text-foreground', canceled && 'line-through')}>
          {roomy || compact ? null : (
            <span className="shrink-0 tabular-nums font-medium text-muted-foreground">{formatTime(s.start_at, timezone)}</span>
          )}
          <span className="truncate">
            {name}
            {!roomy && !compact && s.service ? <span className="font-normal text-muted-foreground"> · {s.service.title}</span> : null}
          </span>
          {s.status === 'confirmed' && !compact ? <Check className="size-3 shrink-0 text-success" aria-hidden /> : null}
          {s.recurrence_type !== 'no_recurrence' && !compact ? (
            <Repeat className="size-3 shrink-0 text-muted-foreground" aria-hidden />
          ) : null}
        </span>
        {roomy ? (
          <span className="truncate text-muted-foreground">
            <span className="tabular-nums">{time}</span>
            {s.service ? ` · ${s.service.title}` : ''}
          </span>
        ) : null}
        {roomy && height >= 64 && canceled ? (
          <span className={cn('truncate font-medium', byStatus ? 'text-danger-soft-foreground' : 'text-danger')}>Cancelado</span>
        ) : null}
        {movable ? (
          <span
            ref={edge.setNodeRef}
            {...edge.listeners}
            aria-hidden
            data-testid="agenda-resize"
            onClick={(e) => e.stopPropagation()}
            className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize touch-none after:absolute after:bottom-0.5 after:left-1/2 after:h-0.5 after:w-6 after:-translate-x-1/2 after:rounded-full after:bg-foreground/30"
          />
        ) : null}
      </button>
      {resizing !== null ? (
        <div
          aria-hidden
          data-testid="agenda-resize-preview"
          className="pointer-events-none absolute z-[6] rounded-md border-2 border-dashed border-primary bg-primary/10"
          style={{
            top: top + 1,
            height: resizing - 2,
            left: `calc(${(lane / lanes) * 100}% + 2px)`,
            width: `calc(${100 / lanes}% - 4px)`,
          }}
        />
      ) : null}
    </>
  );
}
