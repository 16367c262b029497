// Issue 16: the agenda shades the hours a professional does not work and draws the current-time line
// where the clock is (a fixed instant here, so the test holds at any hour).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { GridColumn } from './grid-column';

// Wednesday 04/03/2026, 09:00–12:00 and 13:00–18:00; the grid shows 08:00–20:00 (64 px an hour).
const calendar = {
  id: 'cal-1',
  title: 'Carlos',
  color: '#2563eb',
  slots_increment_in_minutes: 30,
  workdays: [
    {
      dow: 3,
      is_available: true,
      work_hours: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
    },
  ],
} as unknown as TCalendarDto;

function column(now: number | null, date = '2026-03-04') {
  render(
    <DndContext>
      <GridColumn
        date={date}
        calendar={calendar}
        schedules={[]}
        blocked={[]}
        timezone="America/Sao_Paulo"
        range={{ startMin: 8 * 60, endMin: 20 * 60 }}
        now={now}
        onCreate={() => {}}
        onOpen={() => {}}
        onKeyMove={() => {}}
      />
    </DndContext>,
  );
}

describe('agenda column', () => {
  it('shades the closed hours: before opening, the lunch break and after closing', () => {
    column(null);
    const closed = screen.getAllByTestId('agenda-closed').map((el) => [el.style.top, el.style.height]);
    expect(closed).toEqual([
      ['0px', '64px'],
      ['256px', '64px'],
      ['640px', '128px'],
    ]);
    expect(screen.queryByTestId('agenda-now-line')).toBeNull();
  });

  it('shades the whole of a closed day (Sunday)', () => {
    column(null, '2026-03-01');
    expect(screen.getAllByTestId('agenda-closed').map((el) => [el.style.top, el.style.height])).toEqual([['0px', '768px']]);
  });

  it('draws the current-time line at the clock (10:30 is 2.5 hours below 08:00)', () => {
    column(Date.parse('2026-03-04T13:30:00Z'));
    expect(screen.getByTestId('agenda-now-line').style.top).toBe('160px');
  });

  it('draws no line when the time is outside the hours shown', () => {
    column(Date.parse('2026-03-04T01:00:00Z'));
    expect(screen.queryByTestId('agenda-now-line')).toBeNull();
  });
});
