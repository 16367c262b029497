import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { replayMultipartPosts } from '@/test/multipart';
import { MediaPage } from './media-page';

startMockServer();
replayMultipartPosts();

describe('/app/midias-e-arquivos', () => {
  it('uploads a file with its description, shows the §9 type tile, edits the description and deletes it', async () => {
    resetDb();
    renderAppPage('/app/midias-e-arquivos', '/app/midias-e-arquivos', MediaPage);
    expect(await screen.findByText('Nenhum arquivo ainda')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha um arquivo.');

    const pdf = new File(['%PDF-1.4 tabela'], 'precos.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Arquivo'), pdf);
    await userEvent.type(screen.getByLabelText('Quando a secretária deve enviar'), 'Catálogo de preços: mandar quando pedirem valores');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const item = await screen.findByTestId('media-item');
    expect(item).toHaveTextContent('precos.pdf');
    expect(item).toHaveTextContent('Catálogo de preços: mandar quando pedirem valores');
    expect(item.querySelector('[data-color="red"], .text-red-600')).not.toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Editar descrição de precos.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Quando a secretária deve enviar'));
    await userEvent.type(within(dialog).getByLabelText('Quando a secretária deve enviar'), 'Tabela de preços 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('media-item')).toHaveTextContent('Tabela de preços 2026'));

    await userEvent.click(within(screen.getByTestId('media-item')).getByRole('button', { name: 'Excluir precos.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum arquivo ainda')).toBeInTheDocument();
  });
});
