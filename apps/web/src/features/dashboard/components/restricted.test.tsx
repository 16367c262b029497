// An operation member opening /app/dashboard: the API answers 403, the page says the figures are the owner's and
// the administrators', and shows none.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { DashboardPage } from './dashboard-page';

startMockServer();

describe('dashboard for an operation member', () => {
  it('dashboard: "Acesso restrito", no figures', async () => {
    server.use(
      http.get('*/user/:company/dashboard', () => HttpResponse.json({ message: 'Você não tem permissão para isso.' }, { status: 403 })),
    );
    renderAppPage('/app/dashboard', '/app/dashboard', DashboardPage);
    expect(await screen.findByText('Acesso restrito')).toBeInTheDocument();
    expect(screen.getByText('Só o proprietário e os administradores veem o painel.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Indicadores')).not.toBeInTheDocument();
  });
});
