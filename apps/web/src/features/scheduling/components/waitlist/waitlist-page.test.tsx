import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { WaitlistPage } from './waitlist-page';

startMockServer();

const open = () => renderAppPage('/app/agenda/lista-de-espera', '/app/agenda/lista-de-espera', WaitlistPage);

describe('waitlist page', () => {
  it('lists today’s line in order, shows the held offer by tab, takes a client off the list', async () => {
    open();
    const rows = await screen.findAllByTestId('waitlist-entry');
    expect(rows.map((r) => within(r).getByText(/Ana Souza|Bruno Lima/).textContent)).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(within(rows[0]!).getByLabelText('1º da fila')).toBeInTheDocument();
    // The window each client wants: any time, or from 17:00 on (asked to the secretary).
    expect(within(rows[0]!).getByTestId('waitlist-window')).toHaveTextContent('Qualquer horário');
    expect(within(rows[1]!).getByTestId('waitlist-window')).toHaveTextContent('a partir das 17:00');
    expect(within(rows[1]!).getByText('Pedido pela secretária: prefere a partir das 17:00.')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Tirar da lista' }));
    await waitFor(() => expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('waitlist-entry')).getByLabelText('1º da fila')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Com oferta' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(screen.getByText(/aguardando resposta até/)).toBeInTheDocument();
  });

  it('asks for a registered client and a service before adding', async () => {
    open();
    await screen.findAllByTestId('waitlist-entry');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar à lista de espera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Escolha um cliente já cadastrado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha o serviço.')).toBeInTheDocument();
  });
});
