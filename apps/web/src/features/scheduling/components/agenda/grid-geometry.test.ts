import { describe, expect, it } from 'vitest';
import { dragStep, gridRange, layoutLanes, minutesAtY, movedStart, offHours, resizedDuration, spanInDay, workSpans } from './grid-geometry';

const workdays = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
  dow,
  is_available: dow >= 2,
  work_hours:
    dow >= 2
      ? [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '19:00' },
        ]
      : [],
}));

describe('agenda grid geometry', () => {
  it('reads the work hours of the weekday and the gaps around them', () => {
    // 2026-11-24 is a Tuesday.
    expect(workSpans(workdays, '2026-11-24')).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1140 },
    ]);
    expect(workSpans(workdays, '2026-11-23')).toEqual([]);
    expect(offHours(workSpans(workdays, '2026-11-24'))).toEqual([
      { start: 0, end: 540 },
      { start: 720, end: 780 },
      { start: 1140, end: 1440 },
    ]);
  });

  it('covers whole hours around everything shown', () => {
    expect(gridRange([{ start: 545, end: 1130 }])).toEqual({ startMin: 540, endMin: 1140 });
    expect(gridRange([])).toEqual({ startMin: 480, endMin: 1140 });
  });

  it('places instants in the local day of the company timezone, clipped to the day', () => {
    // 13:00Z is 10:00 in São Paulo (UTC-3).
    expect(spanInDay('2026-11-24T13:00:00.000Z', '2026-11-24T13:30:00.000Z', '2026-11-24', 'America/Sao_Paulo')).toEqual({
      start: 600,
      end: 630,
    });
    expect(spanInDay('2026-11-24T13:00:00.000Z', '2026-11-24T13:30:00.000Z', '2026-11-25', 'America/Sao_Paulo')).toBeNull();
    // A blocked period over several days fills the middle day.
    expect(spanInDay('2026-11-23T12:00:00.000Z', '2026-11-26T12:00:00.000Z', '2026-11-24', 'America/Sao_Paulo')).toEqual({
      start: 0,
      end: 1440,
    });
  });

  it('puts overlapping items side by side and keeps separate ones full width', () => {
    const lanes = layoutLanes([
      { id: 'a', span: { start: 600, end: 630 } },
      { id: 'b', span: { start: 600, end: 660 } },
      { id: 'c', span: { start: 700, end: 730 } },
    ]);
    expect(lanes.get('a')!.lanes).toBe(2);
    expect(lanes.get('b')!.lanes).toBe(2);
    expect(lanes.get('a')!.lane).not.toBe(lanes.get('b')!.lane);
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 1 });
  });

  it('snaps a click to the slot increment', () => {
    // 64 px per hour: y=80 is 1h15 after 08:00.
    expect(minutesAtY(80, 480, 1140, 30)).toBe(540);
    expect(minutesAtY(80, 480, 1140, 15)).toBe(555);
    expect(minutesAtY(5000, 480, 1140, 30)).toBe(1110);
  });

  it('snaps a drag to the calendar step and keeps the appointment inside the day', () => {
    // 64 px per hour: 32 px down is half an hour later.
    expect(movedStart(600, 30, 32, 15)).toBe(630);
    expect(movedStart(600, 30, 20, 15)).toBe(615); // 18.75 min → 15
    expect(movedStart(600, 30, -700, 15)).toBe(0);
    expect(movedStart(1380, 60, 200, 15)).toBe(1380);
    expect(resizedDuration(600, 30, 32, 15)).toBe(60);
    expect(resizedDuration(600, 30, -64, 15)).toBe(15);
    expect(resizedDuration(1380, 30, 640, 30)).toBe(60);
    expect(dragStep(0)).toBe(15);
    expect(dragStep(2)).toBe(5);
    expect(dragStep(90)).toBe(60);
  });
});
