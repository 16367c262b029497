import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bdb } from '@/mocks/handlers/billing/billing-extras-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { AffiliatesHomePage } from './affiliates-home-page';

const server = startMockServer();
const open = () => renderAppPage('/afiliados/home', '/afiliados/home', AffiliatesHomePage);

describe('/afiliados/home', () => {
  it('shows the link, the totals, the commission ledger, payouts due and referrals', async () => {
    open();
    expect(await screen.findByTestId('affiliate-link')).toHaveValue(`${window.location.origin}/afiliados/meu-link/DEMO2026`);
    const totals = screen.getByTestId('affiliate-totals');
    expect(within(totals).getByText('Indicações').parentElement).toHaveTextContent('3');
    expect(within(totals).getByText('A receber').parentElement).toHaveTextContent(/R\$\s78,78/);
    const ledger = screen.getByTestId('affiliate-ledger');
    expect(within(ledger).getAllByRole('row')).toHaveLength(4);
    expect(within(ledger).getAllByText('A receber')).toHaveLength(2);
    expect(within(ledger).getByText('Pago')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-payouts')).toHaveTextContent('Total a receber');
    expect(screen.getByTestId('affiliate-referrals')).toHaveTextContent('Aguardando primeiro pagamento');
    expect(screen.getByText('DEMO10')).toBeInTheDocument();
  });

  it('shows empty states before anyone signs up through the link', async () => {
    const a = bdb().affiliate;
    a.referrals = [];
    a.commissions = [];
    a.payouts_due = [];
    a.coupons = [];
    a.totals = { referrals: 0, conversions: 0, commissions_total: 0, payouts_due: 0, paid_out: 0 };
    open();
    expect(await screen.findByText('Ninguém se cadastrou pelo seu link ainda')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma comissão ainda')).toBeInTheDocument();
    expect(screen.getByText('Nenhum valor a receber no momento.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the page', async () => {
    let fail = true;
    server.use(
      http.get('*/user/affiliates/home', () =>
        fail ? HttpResponse.json({ message: 'Serviço indisponível' }, { status: 400 }) : undefined,
      ),
    );
    open();
    expect(await screen.findByText('Não foi possível carregar a área do afiliado')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('affiliate-ledger')).toBeInTheDocument();
  });
});
