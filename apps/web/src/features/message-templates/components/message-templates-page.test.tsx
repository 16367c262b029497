import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { MessageTemplatesPage } from './message-templates-page';

startMockServer();

const open = () => renderAppPage('/app/mensagens', '/app/mensagens', MessageTemplatesPage);

describe('message templates page', () => {
  it('lists the templates by name, creates one with a variable and deletes another', async () => {
    open();
    const rows = await screen.findAllByTestId('message-template');
    expect(rows.map((r) => within(r).getByText(/Agradecimento|Boas-vindas/).textContent)).toEqual(['Agradecimento', 'Boas-vindas']);

    await userEvent.click(screen.getByRole('button', { name: 'Novo modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo modelo de mensagem' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    expect(within(dialog).getByText('Dê um nome ao modelo.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome do modelo/ }), 'Retorno');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Texto/ }), 'Oi, ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nome do cliente' }));
    expect(within(dialog).getByRole('textbox', { name: /^Texto/ })).toHaveValue('Oi, {{name}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    expect(await screen.findByText('Retorno')).toBeInTheDocument();

    const thanks = (await screen.findAllByTestId('message-template')).find((r) => within(r).queryByText('Agradecimento'))!;
    await userEvent.click(within(thanks).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Agradecimento')).not.toBeInTheDocument());
  });
});
