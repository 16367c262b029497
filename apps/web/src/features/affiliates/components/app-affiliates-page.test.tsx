import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { AppAffiliatesPage } from './app-affiliates-page';

const server = startMockServer();
const open = () => renderAppPage('/app/afiliados', '/app/afiliados', AppAffiliatesPage);

describe('/app/afiliados', () => {
  it('explains the program with the user’s code and terms, then shows the link and the referrals', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Indique e ganhe', level: 1 })).toBeInTheDocument();
    const how = await screen.findByRole('region', { name: 'Como funciona' });
    expect(within(how).getByText(/código DEMO2026/)).toBeInTheDocument();
    expect(within(how).getByText(/% de cada fatura paga por \d+ mes/)).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-link')).toHaveValue(`${window.location.origin}/afiliados/meu-link/DEMO2026`);
    expect(screen.getByTestId('affiliate-referrals')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    server.use(http.get('*/user/affiliates/home', () => HttpResponse.json({ message: 'Falhou.' }, { status: 500 })));
    open();
    expect(await screen.findByText('Não foi possível carregar a área do afiliado')).toBeInTheDocument();
  });
});
