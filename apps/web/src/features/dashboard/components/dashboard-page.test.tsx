// /app/dashboard with a custom period: a whole month is compared with the month before, a week with the week before.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { DashboardPage } from './dashboard-page';

startMockServer();

async function choose(from: string, to: string) {
  const start = screen.getByLabelText('De', { exact: true });
  await userEvent.clear(start);
  await userEvent.type(start, from.replace(/\D/g, ''));
  const end = screen.getByLabelText('Até', { exact: true });
  await userEvent.clear(end);
  await userEvent.type(end, to.replace(/\D/g, ''));
}

describe('dashboard period', () => {
  it('names the period it compares with: October against September, a week against the week before', async () => {
    renderAppPage('/app/dashboard', '/app/dashboard', DashboardPage);
    await screen.findByLabelText('Indicadores');
    await userEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    await choose('01/10/2025', '31/10/2025');
    expect(await screen.findByText('Comparado com 01/09/2025 a 30/09/2025.')).toBeInTheDocument();
    await choose('27/10/2025', '02/11/2025');
    expect(await screen.findByText('Comparado com 20/10/2025 a 26/10/2025.')).toBeInTheDocument();
  });
});
