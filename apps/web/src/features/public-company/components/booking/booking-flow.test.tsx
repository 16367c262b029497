import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { on } from '@/lib/events';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';
import { db } from '@/mocks/db';
import { addSchedule, CAL_CARLOS, CAL_MARINA, schdb, SVC_CORTE } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { useUserStore } from '@/stores/user-store';
import { BookingPage } from './booking-page';

startMockServer();
// jsdom has no scrolling; each step scrolls to the top.
window.scrollTo = () => undefined;

let offs: (() => void)[] = [];
afterEach(() => {
  offs.forEach((off) => off());
  offs = [];
  useUserStore.getState().reset();
});

/** Stands in for the two-factor modal: "sends" a code and submits it. */
function answerTwoFactor(): Promise<TTwoFactorOpenPayload> {
  return new Promise((resolve) => {
    offs.push(
      on('two-factor:open', (p) => {
        db.codes.set(p.phone, { code: '123456', action: p.action, sentAt: Date.now() });
        void p.verify('123456');
        resolve(p);
      }),
    );
  });
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/:company_slug/agendar', Component: BookingPage, ErrorBoundary: () => <p>Página não encontrada</p> },
      { path: '/:company_slug/:service_slug', Component: BookingPage, ErrorBoundary: () => <p>Página não encontrada</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function chooseFirstDay() {
  await screen.findByRole('heading', { name: 'Escolha o dia' });
  await waitFor(() => expect(screen.queryByLabelText('Carregando dias')).toBeNull());
  // The month calendar loads with the step (its own chunk).
  await screen.findByRole('button', { name: /próximo mês/i });
  if (!screen.queryAllByTestId('booking-day-quick').length) await userEvent.click(screen.getByRole('button', { name: /próximo mês/i }));
  await userEvent.click((await screen.findAllByTestId('booking-day-quick'))[0]!);
}

describe('public booking flow', () => {
  it('goes service → professional → day → time → phone, code and name → confirmation → done', async () => {
    const twoFactor = answerTwoFactor();
    renderAt('/barbearia-demo/agendar');
    expect(await screen.findByRole('heading', { name: 'Escolha o serviço' })).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 5')).toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('booking-service').find((b) => b.textContent?.includes('Corte masculino'))!);

    expect(await screen.findByRole('heading', { name: 'Com quem?' })).toBeInTheDocument();
    expect(screen.getAllByTestId('booking-professional').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Carlos'),
      expect.stringContaining('Marina'),
    ]);
    await userEvent.click(screen.getByTestId('booking-any-professional'));

    await chooseFirstDay();
    expect(await screen.findByRole('heading', { name: 'Escolha o horário' })).toBeInTheDocument();
    const slot = (await screen.findAllByTestId('booking-slot'))[0]!;
    const time = slot.textContent!;
    await userEvent.click(slot);

    expect(await screen.findByRole('heading', { name: 'Seus dados' })).toBeInTheDocument();
    const phone = screen.getByLabelText(/Seu WhatsApp/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5511912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    // The code comes first, for any phone; only after it does a new phone give the name.
    const request = await twoFactor;
    expect(request).toMatchObject({ action: 'client_sign_in', phone: '+5511912345678', companySlug: 'barbearia-demo' });
    await userEvent.type(await screen.findByLabelText(/Seu nome/), 'Marcos Vieira');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    const modal = await screen.findByRole('dialog', { name: 'Confirme seu agendamento' });
    expect(within(modal).getByTestId('booking-summary')).toHaveTextContent('Corte masculino');
    expect(within(modal).getByTestId('booking-summary')).toHaveTextContent('Qualquer profissional');
    expect(within(modal).getByTestId('booking-summary')).toHaveTextContent(time);
    await userEvent.click(within(modal).getByTestId('confirm-booking'));
    expect(await screen.findByTestId('booking-success')).toHaveTextContent('Agendamento confirmado!');
    const booked = schdb().schedules.find((s) => s.client?.name === 'Marcos Vieira');
    expect(booked).toMatchObject({ service_id: SVC_CORTE, interface: 'PLATFORM_CLIENT', status: 'scheduled' });
    expect(useUserStore.getState().tokens.client).toBeTruthy();
  });

  it('a known phone signs in with the client_sign_in code, without the name', async () => {
    const twoFactor = answerTwoFactor();
    renderAt('/barbearia-demo/corte-masculino');
    // The service comes from the address: the flow starts at the professional.
    expect(await screen.findByRole('heading', { name: 'Com quem?' })).toBeInTheDocument();
    expect(screen.getByText('Passo 2 de 5')).toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('booking-professional')[1]!);
    await chooseFirstDay();
    await userEvent.click((await screen.findAllByTestId('booking-slot'))[0]!);
    const phone = await screen.findByLabelText(/Seu WhatsApp/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5511987650001');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await twoFactor).toMatchObject({ action: 'client_sign_in', phone: '+5511987650001' });
    const modal = await screen.findByRole('dialog', { name: 'Confirme seu agendamento' });
    expect(within(modal).getByText('Em nome de João Pereira.')).toBeInTheDocument();
    expect(within(modal).getByTestId('booking-summary')).toHaveTextContent('Marina');
  });

  it('a slot taken meanwhile shows the conflict message and goes back to the times', async () => {
    answerTwoFactor();
    renderAt('/barbearia-demo/corte-masculino');
    await userEvent.click(await screen.findByTestId('booking-any-professional'));
    await chooseFirstDay();
    const slot = (await screen.findAllByTestId('booking-slot'))[0]!;
    const time = slot.textContent!;
    const chosen = slot.getAttribute('data-start')!;
    await userEvent.click(slot);
    const phone = await screen.findByLabelText(/Seu WhatsApp/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5511987650002');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const modal = await screen.findByRole('dialog', { name: 'Confirme seu agendamento' });
    // Both professionals get booked at that time by someone else.
    const start = schdb().schedules.length;
    for (const calendarId of [CAL_CARLOS, CAL_MARINA])
      addSchedule(schdb(), { clientId: schdb().clients[0]!.id, serviceId: SVC_CORTE, calendarId, start: chosen });
    expect(schdb().schedules.length).toBe(start + 2);
    await userEvent.click(within(modal).getByTestId('confirm-booking'));
    expect(await screen.findByTestId('booking-conflict')).toHaveTextContent(SCHEDULE_CONFLICT_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Escolha o horário' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('booking-slot').map((b) => b.textContent)).not.toContain(time));
  });

  it('an unknown service slug is the 404 page', async () => {
    renderAt('/barbearia-demo/servico-que-nao-existe');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });

  it('an unknown company is the 404 page', async () => {
    renderAt('/empresa-que-nao-existe/agendar');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});
