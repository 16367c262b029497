// An operation member opening /app/financeiro: the API answers 403, the page says the figures are the owner's and
// the administrators', and offers no export or new entry.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { FinancePage } from './finance-page';

startMockServer();

const refuse = () => HttpResponse.json({ message: 'Você não tem permissão para isso.' }, { status: 403 });

describe('finance for an operation member', () => {
  it('finance: "Acesso restrito", no export and no new entry', async () => {
    server.use(http.get('*/user/:company/finance/*', refuse));
    renderAppPage('/app/financeiro', '/app/financeiro', FinancePage);
    expect(await screen.findByText('Acesso restrito')).toBeInTheDocument();
    expect(screen.getByText('Só o proprietário e os administradores veem o financeiro.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo lançamento' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Resumo do período')).not.toBeInTheDocument();
  });
});
