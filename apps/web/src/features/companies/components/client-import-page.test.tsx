import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { replayMultipartPosts } from '@/test/multipart';
import { ClientImportPage } from './client-import-page';

startMockServer();
replayMultipartPosts();

const CSV = 'Nome;Celular;E-mail\nAna Lima;(11) 98888-0001;ana@x.com\nBia Reis;(11) 98888-0002;bia@x.com\n';

describe('/app/empresas/{slug}/importar', () => {
  it('previews the file with guessed columns, simulates, then imports with a report', async () => {
    resetDb();
    renderAppPage('/app/empresas/:company_slug/importar', '/app/empresas/barbearia-demo/importar', ClientImportPage);
    await userEvent.upload(await screen.findByLabelText('Planilha de clientes'), new File([CSV], 'clientes.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('region', { name: 'Prévia da planilha' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Nome (obrigatório)' })).toHaveTextContent('Nome');
    expect(screen.getByRole('combobox', { name: 'Telefone' })).toHaveTextContent('Celular');
    expect(screen.getByRole('combobox', { name: 'Sobrenome' })).toHaveTextContent('Não importar');

    await userEvent.click(screen.getByRole('button', { name: 'Simular importação' }));
    const dry = await screen.findByRole('region', { name: 'Simulação: nada foi gravado' });
    expect(within(dry).getByText('Importados').nextSibling).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Importar clientes' }));
    const done = await screen.findByRole('region', { name: 'Resultado da importação' });
    expect(within(done).getByText('Importados').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Importação concluída')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar relatório' })).toBeInTheDocument();
  });
});
