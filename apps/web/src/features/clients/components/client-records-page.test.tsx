import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { cdb } from '@/mocks/handlers/clients-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { ClientRecordsPage } from './client-records-page';

startMockServer();

describe('/app/clientes/{id}/prontuario', () => {
  it('adds a text record, edits its text and deletes it', async () => {
    resetDb();
    const client = cdb().clients[0]!;
    renderAppPage('/app/clientes/:client_id/prontuario', `/app/clientes/${client.id}/prontuario`, ClientRecordsPage);
    expect(await screen.findByText('Prontuário vazio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prontuário' })).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByLabelText('Texto'), 'Alergia a amônia');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao prontuário' }));
    const card = await screen.findByTestId('client-record');
    expect(card).toHaveTextContent('Observação');
    expect(card).toHaveTextContent('Alergia a amônia');
    expect(screen.getByLabelText('Texto')).toHaveValue('');

    await userEvent.click(within(card).getByRole('button', { name: 'Editar registro' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Texto'));
    await userEvent.type(within(dialog).getByLabelText('Texto'), 'Alergia a amônia e a tinta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('client-record')).toHaveTextContent('Alergia a amônia e a tinta'));

    await userEvent.click(within(screen.getByTestId('client-record')).getByRole('button', { name: 'Excluir registro' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Prontuário vazio')).toBeInTheDocument();
  });

  it('asks for the text of a text record before sending', async () => {
    resetDb();
    const client = cdb().clients[1]!;
    renderAppPage('/app/clientes/:client_id/prontuario', `/app/clientes/${client.id}/prontuario`, ClientRecordsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao prontuário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva o texto do registro.');
  });
});
