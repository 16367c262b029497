import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { server } from '@/mocks/server';
import { http, HttpResponse } from 'msw';
import { AppModals } from '@/app/layouts/app/app-modals';
import { useToastStore } from '@/stores/toast-store';
import { usePlaygroundStore } from '../hooks/use-playground-store';
import { PlaygroundPage } from './playground-page';

startMockServer();
afterEach(() => usePlaygroundStore.setState({ companyId: null, entries: [] }));

const messages = () => screen.queryAllByTestId('playground-message');

describe('playground', () => {
  it('talks to the brain as a client, shows the booking it made and cleans the tests up', async () => {
    renderAppPage('/app/playground', '/app/playground', PlaygroundPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Oi, tem horário pra amanhã à tarde?' }));
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[0]).toHaveAttribute('data-from', 'client');
    expect(messages()[1]).toHaveAttribute('data-from', 'assistant');
    expect(messages()[1]).toHaveTextContent('Olá, Ana! Para Corte masculino amanhã tenho estes horários');

    await userEvent.type(screen.getByLabelText('Mensagem como cliente'), 'pode ser o segundo{Enter}');
    const action = await screen.findByTestId('playground-booking-action');
    expect(action).toHaveTextContent(/Agendamento criado · .+ às 15:00/);
    expect(within(screen.getByTestId('playground-bookings')).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar testes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Limpar os testes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Limpar testes' }));
    await waitFor(() =>
      expect(
        useToastStore.getState().toasts.some((t) => t.message === '1 agendamento de teste cancelado e conversas de teste apagadas.'),
      ).toBe(true),
    );
    expect(messages()).toHaveLength(0);
    expect(screen.getByText('Converse como se fosse um cliente')).toBeInTheDocument();
  });

  it('sends the message with the pretend client and shows a failure as a bubble', async () => {
    let body: { message: string; client: { name: string; phone: string } } | null = null;
    server.use(
      http.post('*/user/:company/playground/message', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ message: 'A assistente está indisponível.' }, { status: 503 });
      }),
    );
    renderAppPage('/app/playground', '/app/playground', PlaygroundPage);
    await userEvent.type(await screen.findByLabelText('Mensagem como cliente'), 'quanto custa?{Enter}');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]).toHaveAttribute('data-from', 'error');
    expect(body!.message).toBe('quanto custa?');
    expect(body!.client.name).toBe('Ana Teste');
    expect(body!.client.phone).toMatch(/^\+55119\d{8}$/);
  });

  it('changes the pretend client, which starts a new conversation', async () => {
    renderAppPage('/app/playground', '/app/playground', PlaygroundPage);
    await userEvent.type(await screen.findByLabelText('Mensagem como cliente'), 'oi{Enter}');
    await waitFor(() => expect(messages()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Alterar cliente' }));
    const form = screen.getByTestId('playground-client-form');
    await userEvent.clear(within(form).getByLabelText('Nome do cliente'));
    await userEvent.type(within(form).getByLabelText('Nome do cliente'), 'Beatriz Souza');
    await userEvent.click(within(form).getByRole('button', { name: 'Começar nova conversa' }));
    expect(messages()).toHaveLength(0);
    expect(screen.getByText('Beatriz Souza')).toBeInTheDocument();
  });

  it('opens the "testar assistente" modal from anywhere through its event', async () => {
    renderAppPage('/app/playground', '/app/playground', () => null, [AppModals]);
    act(() => emit('test-chat:open'));
    const dialog = await screen.findByRole('dialog', { name: 'Testar assistente' });
    await userEvent.type(within(dialog).getByLabelText('Mensagem como cliente'), 'quanto custa?{Enter}');
    expect(await within(dialog).findByText('R$ 45,00', { exact: false })).toBeInTheDocument();
  });
});
