// Wires dnd-kit to the time grid: a schedule dropped on a column (another time, professional or day)
// or its bottom edge dragged (another length) becomes a reschedule; Alt+arrows do the same by keyboard.
import {
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DndContextProps,
} from '@dnd-kit/core';
import type { TCalendarDto, TScheduleDto } from '@agenda/shared/schemas/scheduling-dto';
import { inTz, minutesInDay } from '@/lib/dates';
import { useAgendaMoves } from '../../hooks/use-agenda-moves';
import { dragStep, movedStart, resizedDuration } from './grid-geometry';
import type { TKeyMove } from './schedule-block';

interface TColumn {
  date: string;
  calendar: TCalendarDto;
}

/** Where a schedule sits now: its local day, start minute and length. */
function placeOf(s: TScheduleDto, timezone: string) {
  const duration = s.duration_in_minutes || Math.round((Date.parse(s.end_at) - Date.parse(s.start_at)) / 60_000);
  return { date: inTz(s.start_at, timezone).format('YYYY-MM-DD'), startMin: minutesInDay(s.start_at, timezone), duration };
}

const nameOf = (data: unknown) => {
  const s = (data as { schedule?: TScheduleDto } | undefined)?.schedule;
  return s ? (s.client?.name ?? s.display_name) : 'agendamento';
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Movendo ${nameOf(active.data.current)}.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active.data.current)} sobre outra coluna.` : undefined),
  onDragEnd: ({ active }) => `${nameOf(active.data.current)} solto; salvando a mudança.`,
  onDragCancel: ({ active }) => `Movimento de ${nameOf(active.data.current)} cancelado.`,
};

export const MOVE_HINT =
  'Arraste para mudar o horário ou o profissional; arraste a borda inferior para mudar a duração. No teclado: Alt + setas movem, Alt + Shift + setas mudam a duração.';

export function useAgendaDnd(columns: TColumn[], timezone: string) {
  const move = useAgendaMoves();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a phone a long press picks the appointment up, so a swipe still scrolls the agenda.
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );
  const calendarOf = (id: string) => columns.find((c) => c.calendar.id === id)?.calendar;
  const stepOf = (id: string) => dragStep(calendarOf(id)?.slots_increment_in_minutes ?? 15);

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const data = active.data.current as { schedule: TScheduleDto; kind: 'move' | 'resize' } | undefined;
    if (!data) return;
    const s = data.schedule;
    const at = placeOf(s, timezone);
    if (data.kind === 'resize') {
      const duration = resizedDuration(at.startMin, at.duration, delta.y, stepOf(s.calendar_id));
      void move({ schedule: s, date: at.date, calendarId: s.calendar_id, startMin: at.startMin, duration });
      return;
    }
    const target = (over?.data.current as { date: string; calendarId: string } | undefined) ?? {
      date: at.date,
      calendarId: s.calendar_id,
    };
    const startMin = movedStart(at.startMin, at.duration, delta.y, stepOf(target.calendarId));
    void move({ schedule: s, date: target.date, calendarId: target.calendarId, startMin, duration: at.duration });
  };

  const onKeyMove = (s: TScheduleDto, key: TKeyMove) => {
    const at = placeOf(s, timezone);
    const step = stepOf(s.calendar_id);
    const next = { schedule: s, date: at.date, calendarId: s.calendar_id, startMin: at.startMin, duration: at.duration };
    if (key === 'earlier') next.startMin = Math.max(0, at.startMin - step);
    else if (key === 'later') next.startMin = Math.min(24 * 60 - at.duration, at.startMin + step);
    else if (key === 'shorter') next.duration = Math.max(step, at.duration - step);
    else if (key === 'longer') next.duration = Math.min(24 * 60 - at.startMin, at.duration + step);
    else {
      const i = columns.findIndex((c) => c.date === at.date && c.calendar.id === s.calendar_id);
      const neighbour = columns[i + (key === 'next-column' ? 1 : -1)];
      if (i < 0 || !neighbour) return;
      next.date = neighbour.date;
      next.calendarId = neighbour.calendar.id;
    }
    void move(next);
  };

  const dnd: Partial<DndContextProps> = {
    sensors,
    collisionDetection: pointerWithin,
    onDragEnd,
    accessibility: { announcements, screenReaderInstructions: { draggable: MOVE_HINT } },
  };
  return { dnd, onKeyMove };
}
