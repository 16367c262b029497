// Pure geometry of the agenda's time grid: which hours it shows, where a schedule or a blocked
// period sits in a day column, side-by-side lanes for overlaps and the time under a click.
import type { TBlockedPeriodDto, TScheduleDto, TWorkdayDto } from '@agenda/shared/schemas/scheduling-dto';
import { addDays, dayOfWeek, minutesInDay, startOfDayIso, timeToMinutes } from '@/lib/dates';

export const HOUR_PX = 64;
const DEFAULT_RANGE = { startMin: 8 * 60, endMin: 19 * 60 };

export interface TMinuteSpan {
  start: number;
  end: number;
}

/** Work hours of a weekday, or [] when closed. */
export function workSpans(workdays: TWorkdayDto[] | null | undefined, date: string): TMinuteSpan[] {
  const day = workdays?.find((d) => d.dow === dayOfWeek(date));
  if (!day?.is_available) return [];
  return day.work_hours.map((h) => ({ start: timeToMinutes(h.start), end: timeToMinutes(h.end) }));
}

/** The gaps of [0, 1440) outside the work hours (shaded in the grid). */
export function offHours(spans: TMinuteSpan[]): TMinuteSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const gaps: TMinuteSpan[] = [];
  let cursor = 0;
  for (const s of sorted) {
    if (s.start > cursor) gaps.push({ start: cursor, end: s.start });
    cursor = Math.max(cursor, s.end);
  }
  if (cursor < 24 * 60) gaps.push({ start: cursor, end: 24 * 60 });
  return gaps;
}

/** Whole hours covering the work hours and every item shown, at least DEFAULT_RANGE when empty. */
export function gridRange(spans: TMinuteSpan[]): { startMin: number; endMin: number } {
  if (!spans.length) return DEFAULT_RANGE;
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(...spans.map((s) => s.end));
  const startMin = Math.max(0, Math.floor(start / 60) * 60);
  const endMin = Math.min(24 * 60, Math.max(startMin + 60, Math.ceil(end / 60) * 60));
  return { startMin, endMin };
}

/** Where an instant range falls inside one local day (clipped to the day), or null. */
export function spanInDay(startIso: string, endIso: string, date: string, tz: string): TMinuteSpan | null {
  const dayStart = startOfDayIso(date, tz);
  const dayEnd = startOfDayIso(addDays(date, 1), tz);
  if (endIso <= dayStart || startIso >= dayEnd) return null;
  const start = startIso <= dayStart ? 0 : minutesInDay(startIso, tz);
  const end = endIso >= dayEnd ? 24 * 60 : minutesInDay(endIso, tz);
  return end > start ? { start, end } : null;
}

export function scheduleSpan(s: Pick<TScheduleDto, 'start_at' | 'end_at'>, date: string, tz: string) {
  return spanInDay(s.start_at, s.end_at, date, tz);
}

export function blockedSpan(b: Pick<TBlockedPeriodDto, 'start_at' | 'end_at'>, date: string, tz: string) {
  return spanInDay(b.start_at, b.end_at, date, tz);
}

/** Side-by-side lanes for overlapping items (a canceled schedule under a new one). */
export function layoutLanes<T extends { id: string; span: TMinuteSpan }>(items: T[]): Map<string, { lane: number; lanes: number }> {
  const sorted = [...items].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const result = new Map<string, { lane: number; lanes: number }>();
  let cluster: { id: string; lane: number }[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const flush = () => {
    const lanes = Math.max(1, laneEnds.length);
    for (const c of cluster) result.set(c.id, { lane: c.lane, lanes });
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.span.start >= clusterEnd) flush();
    let lane = laneEnds.findIndex((end) => end <= item.span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.span.end);
    } else laneEnds[lane] = item.span.end;
    cluster.push({ id: item.id, lane });
    clusterEnd = Math.max(clusterEnd, item.span.end);
  }
  flush();
  return result;
}

export function minutesToPx(minutes: number, startMin: number): number {
  return ((minutes - startMin) / 60) * HOUR_PX;
}

/** The start time under a click at `y` px from the grid top, snapped down to `step` minutes. */
export function minutesAtY(y: number, startMin: number, endMin: number, step: number): number {
  const raw = startMin + (y / HOUR_PX) * 60;
  const snapped = Math.floor(raw / step) * step;
  return Math.max(startMin, Math.min(endMin - step, snapped));
}

/** Drag-to-move: the new start after a vertical drag of `dy` px, snapped to `step`, kept inside the day. */
export function movedStart(start: number, duration: number, dy: number, step: number): number {
  const raw = start + (dy / HOUR_PX) * 60;
  const snapped = Math.round(raw / step) * step;
  return Math.max(0, Math.min(24 * 60 - duration, snapped));
}

/** Resize: the new length after dragging the bottom edge `dy` px, snapped to `step`, at least one step. */
export function resizedDuration(start: number, duration: number, dy: number, step: number): number {
  const raw = duration + (dy / HOUR_PX) * 60;
  const snapped = Math.round(raw / step) * step;
  return Math.max(step, Math.min(24 * 60 - start, snapped));
}

/** The snapping step of a calendar's agenda: its slot increment, between 5 and 60 minutes. */
export function dragStep(slotsIncrement: number): number {
  return Math.max(5, Math.min(60, slotsIncrement || 15));
}
