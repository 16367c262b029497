import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseBrCode } from '@agenda/shared/pix-br-code';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { SubscriptionPage } from './subscription-page';

startMockServer();

const PATH = '/app/empresas/:company_slug/assinatura';
const URL = '/app/empresas/barbearia-demo/assinatura';

describe('subscription page', () => {
  it('shows the plan, status, remaining days and next bill, and no invoices yet', async () => {
    renderAppPage(PATH, URL, SubscriptionPage);
    expect(await screen.findByText('Profissional')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Período de teste');
    expect(screen.getByTestId('remaining-days')).toHaveTextContent('5 dias restantes');
    expect(screen.getByText(/Nenhuma fatura ainda/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar com cartão' })).toBeInTheDocument();
  });

  it('pays ahead by Pix with one click: a BR Code that parses back and a copy button', async () => {
    renderAppPage(PATH, URL, SubscriptionPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar com Pix' }));
    const charge = await screen.findByTestId('pix-charge');
    const code = (within(charge).getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value;
    expect(parseBrCode(code)).toMatchObject({ pointOfInitiation: 'static', amountCents: 17_990 });
    expect(within(charge).getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
    expect(within(charge).getByText(/Aguardando a confirmação/)).toBeInTheDocument();
  });

  it('cancels only with a reason chosen from the list', async () => {
    renderAppPage(PATH, URL, SubscriptionPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar cancelamento' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Muito caro' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Desfazer cancelamento' })).toBeInTheDocument();
  });
});
