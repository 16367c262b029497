import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isValidTime, maskTime } from './date-utils';
import { TimeInput } from './time-input';

describe('TimeInput', () => {
  it('masks HH:mm and reports only valid times', async () => {
    const onValueChange = vi.fn();
    render(<TimeInput label="Horário" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Horário') as HTMLInputElement;
    await userEvent.type(input, '0930');
    expect(input.value).toBe('09:30');
    expect(onValueChange).toHaveBeenLastCalledWith('09:30');
  });

  it('24:00 is invalid', async () => {
    const onValueChange = vi.fn();
    render(<TimeInput label="Horário" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Horário'), '2400');
    expect(onValueChange).not.toHaveBeenCalledWith('24:00');
    expect(screen.getByText('Horário inválido')).toBeInTheDocument();
  });

  it('an incomplete time is invalid once the field is left', async () => {
    render(<TimeInput label="Horário" />);
    const input = screen.getByLabelText('Horário');
    await userEvent.type(input, '9');
    expect(screen.queryByText('Horário inválido')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.getByText('Horário inválido')).toBeInTheDocument();
  });

  it('isValidTime covers 00:00–23:59', () => {
    expect(['00:00', '23:59', '12:30'].every(isValidTime)).toBe(true);
    expect(['24:00', '23:60', '9:30', '0930', ''].some(isValidTime)).toBe(false);
    expect(maskTime('12a34')).toBe('12:34');
  });
});
