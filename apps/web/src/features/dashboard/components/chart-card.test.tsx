// The table behind each dashboard chart reads its figures in Portuguese: "1,2%", not "1.2%".
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChartCard } from './chart-card';

describe('chart card table', () => {
  it('writes decimals with a comma and the unit beside each figure, the previous period in its own column', () => {
    render(
      <ChartCard
        title="Ocupação por profissional"
        unit="%"
        rows={[
          { label: 'Carlos', current: 1.2, previous: 12.5 },
          { label: 'Marina', current: 0, previous: 100 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Ocupação por profissional' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['ItemPeríodoAnterior', 'Carlos1,2%12,5%', 'Marina0%100%']);
  });
});
