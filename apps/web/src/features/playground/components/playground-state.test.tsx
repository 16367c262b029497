import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EMPTY_DIALOGUE_STATE } from '@agenda/shared/schemas/dialogue-state-dto';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { usePlaygroundStore } from '../hooks/use-playground-store';
import { DialogueStatePanel } from './parts/dialogue-state-panel';
import { PlaygroundPage } from './playground-page';

startMockServer();
afterEach(() => usePlaygroundStore.setState({ companyId: null, entries: [], dialogueState: null }));

const term = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextElementSibling as HTMLElement;

describe('playground: what the secretary understood', () => {
  it('shows every slot in Portuguese, with "—" for what is still unknown', () => {
    render(
      <DialogueStatePanel
        state={{
          ...EMPTY_DIALOGUE_STATE,
          goal: 'move',
          services: ['Corte', 'Barba'],
          professional: 'Marcos',
          day: { date: '2026-11-27', date_to: null },
          part_of_day: { key: 'evening', from: '18:00', to: '22:00' },
          pending_proposal: 'Posso remarcar seu *Corte* para sexta-feira, 27/11, às 19:00, com *Marcos*?',
          offered: [{ at: '2026-11-27 19:00', professional: 'Marcos' }],
        }}
      />,
    );
    const panel = screen.getByTestId('dialogue-state');
    expect(term(panel, 'Pedido')).toHaveTextContent('Remarcar');
    expect(term(panel, 'Serviço')).toHaveTextContent('Corte + Barba');
    expect(term(panel, 'Profissional')).toHaveTextContent('Marcos');
    expect(term(panel, 'Dia')).toHaveTextContent('sex., 27/11');
    expect(term(panel, 'Período')).toHaveTextContent('Noite (18:00–22:00)');
    expect(term(panel, 'Horário')).toHaveTextContent('—');
    expect(term(panel, 'Proposta pendente')).toHaveTextContent('Posso remarcar seu Corte para sexta-feira');
    expect(term(panel, 'Horários oferecidos')).toHaveTextContent('sex., 27/11 às 19:00 · Marcos');
  });

  it('is collapsible on a phone: the header toggles the details', async () => {
    render(<DialogueStatePanel state={EMPTY_DIALOGUE_STATE} />);
    const toggle = screen.getByRole('button', { name: /O que a secretária entendeu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('updates after each answer and sends the phone typed in "Telefone do cliente"', async () => {
    const phones: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/playground/message'))
        phones.push(((await request.clone().json()) as { client: { phone: string } }).client.phone);
    });
    renderAppPage('/app/playground', '/app/playground', PlaygroundPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar cliente' }));
    const phone = screen.getByLabelText('Telefone do cliente');
    await userEvent.clear(phone);
    await userEvent.type(phone, '11987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Começar nova conversa' }));
    const panel = screen.getByTestId('dialogue-state');
    expect(panel).toHaveTextContent('Envie uma mensagem para ver o que a secretária guardou da conversa.');
    await userEvent.type(screen.getByLabelText('Mensagem como cliente'), 'tem horário amanhã?{Enter}');
    await waitFor(() => expect(term(panel, 'Horários oferecidos')).toHaveTextContent('às 13:00 · Carlos'));
    expect(term(panel, 'Serviço')).toHaveTextContent('Corte masculino');
    expect(phones).toEqual(['+5511987654321']);
    server.events.removeAllListeners();
    server.use(http.post('*/user/:company/playground/message', () => HttpResponse.json({ replies: ['Oi!'], actions: [] })));
    await userEvent.type(screen.getByLabelText('Mensagem como cliente'), 'oi{Enter}');
    await waitFor(() => expect(panel).toHaveTextContent('Envie uma mensagem'));
  });
});
