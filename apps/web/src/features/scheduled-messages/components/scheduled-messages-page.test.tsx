import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { cdb } from '@/mocks/handlers/clients-db';
import { ScheduledMessagesPage } from './scheduled-messages-page';

startMockServer();

const open = () => renderAppPage('/app/mensagens-agendadas', '/app/mensagens-agendadas', ScheduledMessagesPage);
const rows = () => screen.findAllByTestId('scheduled-message');

describe('scheduled messages page', () => {
  it('lists the pending messages, then the sent ones by tab', async () => {
    open();
    const pending = await rows();
    expect(pending.map((r) => within(r).getByText(/Ana Souza|Bruno Lima/).textContent)).toEqual(['Bruno Lima', 'Ana Souza']);
    await userEvent.click(screen.getByRole('tab', { name: 'Enviadas' }));
    await waitFor(() => expect(screen.getAllByTestId('scheduled-message')).toHaveLength(1));
    expect(screen.getByText('Carla Dias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar texto' })).not.toBeInTheDocument();
  });

  it('edits the text of a pending message and cancels another', async () => {
    open();
    const [bruno] = await rows();
    await userEvent.click(within(bruno!).getByRole('button', { name: 'Editar texto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar mensagem agendada' });
    const text = within(dialog).getByLabelText('Texto da mensagem');
    await userEvent.clear(text);
    expect(within(dialog).getByRole('button', { name: 'Salvar texto' })).toBeDisabled();
    await userEvent.type(text, 'Bruno, seu horário é amanhã às 15h!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar texto' }));
    expect(await screen.findByText('Bruno, seu horário é amanhã às 15h!')).toBeInTheDocument();

    const ana = (await rows()).find((r) => within(r).queryByText('Ana Souza'))!;
    await userEvent.click(within(ana).getByRole('button', { name: 'Cancelar envio' }));
    await waitFor(() => expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: 'Canceladas' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
  });

  it("schedules a message by hand: client, channel, day and time, text previewed with the client's data", async () => {
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Nova mensagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem agendada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar mensagem' }));
    expect(within(dialog).getByText('Escolha o cliente.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escreva o texto da mensagem.')).toBeInTheDocument();

    const [first] = await within(dialog).findAllByTestId('client-option');
    const name = first!.querySelector('span')!.textContent!;
    await userEvent.click(first!);
    expect(within(dialog).getByTestId('picked-client')).toHaveTextContent(name);
    expect(await within(dialog).findByText('WhatsApp')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Mensagem/), 'Oi, {{{{name}}! Abriu um horário amanhã.');
    await waitFor(() => expect(within(dialog).getByTestId('scheduled-preview')).toHaveTextContent('Oi, Ana! Abriu um horário amanhã.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar mensagem' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova mensagem agendada' })).not.toBeInTheDocument());
    const created = (await rows()).find((r) => within(r).queryByText(/Abriu um horário amanhã/));
    expect(created).toHaveTextContent(name);
    expect(created).toHaveTextContent('Manual');
  });

  it("starts with the client on the client's tab", async () => {
    const client = cdb().clients[0]!;
    renderAppPage('/app/clientes/:client_id/mensagens-agendadas', `/app/clientes/${client.id}/mensagens-agendadas`, ScheduledMessagesPage);
    const button = await screen.findByRole('button', { name: 'Nova mensagem' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem agendada' });
    expect(within(dialog).getByTestId('picked-client')).toHaveTextContent(client.name);
  });
});
