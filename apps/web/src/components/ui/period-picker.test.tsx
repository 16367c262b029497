// The finance and dashboard period: a custom range typed as DD/MM/AAAA becomes the ISO days the API takes.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodPicker, type TPeriod } from './period-picker';

function Harness({ seen }: { seen: TPeriod[] }) {
  const [value, setValue] = useState<TPeriod>({ from: '2026-11-01', to: '2026-11-30' });
  return (
    <PeriodPicker
      tz="America/Sao_Paulo"
      value={value}
      onChange={(p) => {
        seen.push(p);
        setValue(p);
      }}
    />
  );
}

describe('period picker', () => {
  it('shows the custom range in DD/MM/AAAA and hands back ISO days', async () => {
    const seen: TPeriod[] = [];
    render(<Harness seen={seen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    const from = screen.getByLabelText('De', { exact: true });
    expect(from).toHaveValue('01/11/2026');
    await userEvent.clear(from);
    await userEvent.type(from, '01102026');
    expect(from).toHaveValue('01/10/2026');
    const to = screen.getByLabelText('Até', { exact: true });
    await userEvent.clear(to);
    await userEvent.type(to, '31102026');
    expect(seen.at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
