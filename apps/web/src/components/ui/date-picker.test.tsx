import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';
import { brDateToIso, isoToBrDate, maskDate } from './date-utils';

describe('DatePicker', () => {
  it('shows a YYYY-MM-DD value as DD/MM/YYYY', () => {
    render(<DatePicker label="Data" value="2026-03-28" onValueChange={() => {}} />);
    expect(screen.getByLabelText('Data')).toHaveValue('28/03/2026');
  });

  it('typing a date emits YYYY-MM-DD', async () => {
    const onValueChange = vi.fn();
    render(<DatePicker label="Data" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Data');
    await userEvent.type(input, '05042026');
    expect(input).toHaveValue('05/04/2026');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-04-05');
  });

  it('an impossible date is reported as null and flagged on blur', async () => {
    const onValueChange = vi.fn();
    render(<DatePicker label="Data" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Data');
    await userEvent.type(input, '31022026');
    expect(onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    fireEvent.blur(input);
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
  });

  it('picking a day in the calendar sets the value and shows day badges', async () => {
    const onValueChange = vi.fn();
    render(
      <DatePicker label="Data" value="2026-03-10" onValueChange={onValueChange} renderDayBadge={(d) => (d.getDate() === 12 ? 3 : null)} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const grid = await screen.findByRole('grid');
    const badge = grid.querySelector('[data-slot="day-badge"]');
    expect(badge).toHaveTextContent('3');
    const day = within(grid)
      .getAllByRole('button')
      .find((b) => b.textContent?.startsWith('15'))!;
    await userEvent.click(day);
    expect(onValueChange).toHaveBeenLastCalledWith('2026-03-15');
    expect(screen.getByLabelText('Data')).toHaveValue('15/03/2026');
  });

  it('helpers', () => {
    expect(maskDate('28032026')).toBe('28/03/2026');
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brDateToIso('29/02/2026')).toBeNull();
    expect(isoToBrDate('2026-12-01')).toBe('01/12/2026');
  });
});
