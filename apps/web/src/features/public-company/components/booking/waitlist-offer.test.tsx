import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { on } from '@/lib/events';
import { db } from '@/mocks/db';
import { CAL_MARINA, schdb, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { useUserStore } from '@/stores/user-store';
import { BookingPage } from './booking-page';

startMockServer();
window.scrollTo = () => undefined;

let offs: (() => void)[] = [];
afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
  useUserStore.getState().reset();
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:company_slug/:service_slug', Component: BookingPage }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Marina is blocked for the next 70 days: every day she works is full. */
function fillMarina() {
  const now = new Date();
  schdb().blocked.push({
    id: uuid(990),
    company_id: 'c-demo',
    calendar_id: CAL_MARINA,
    group_id: uuid(991),
    start_at: now.toISOString(),
    end_at: new Date(now.getTime() + 70 * 86_400_000).toISOString(),
    reason: 'Férias',
    is_cancel_schedules: false,
    message_to_canceled_schedules: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}

describe('waitlist on the booking page', () => {
  it('a full day offers the waitlist for any time or a part of the day; the client picks the morning, signs in and joins it', async () => {
    fillMarina();
    offs.push(
      on('two-factor:open', (p) => {
        db.codes.set(p.phone, { code: '123456', action: p.action, sentAt: Date.now() });
        void p.verify('123456');
      }),
    );
    renderAt('/barbearia-demo/corte-masculino');
    await userEvent.click((await screen.findAllByTestId('booking-professional')).find((b) => b.textContent?.includes('Marina'))!);
    await screen.findByRole('heading', { name: 'Escolha o dia' });
    await waitFor(() => expect(screen.queryByLabelText('Carregando dias')).toBeNull());
    // The month calendar loads with the step (its own chunk).
    await screen.findByRole('button', { name: /próximo mês/i });
    if (!screen.queryAllByTestId('full-day-mark').length) await userEvent.click(screen.getByRole('button', { name: /próximo mês/i }));
    expect(await screen.findByTestId('full-days-hint')).toHaveTextContent('Dia lotado: escolha-o para entrar na lista de espera.');
    const marks = await screen.findAllByTestId('full-day-mark');
    await userEvent.click(marks[0]!.closest('button')!);

    expect(await screen.findByRole('heading', { name: 'Escolha o horário' })).toBeInTheDocument();
    expect(await screen.findByTestId('waitlist-offer')).toHaveTextContent('Este dia está lotado.');
    // The part of the day: any time by default; "Manhã" is what the client wants here.
    const parts = screen.getByRole('radiogroup', { name: 'Horário de preferência' });
    expect(
      within(parts)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Qualquer horário', 'Manhã', 'Tarde', 'Noite']);
    expect(within(parts).getByRole('radio', { name: 'Qualquer horário' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(parts).getByRole('radio', { name: 'Manhã' }));
    expect(within(parts).getByRole('radio', { name: 'Manhã' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    const phone = await screen.findByLabelText(/Seu WhatsApp/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5511987650001');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    // The mock stores the company's morning as the API does, and the confirmation names it.
    expect(await screen.findByTestId('waitlist-joined')).toHaveTextContent(
      /Você está na lista de espera de .+ \(manhã\)\. Se um horário vagar/,
    );
  });
});
