import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bdb } from '@/mocks/handlers/billing/billing-extras-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useToastStore } from '@/stores/toast-store';
import { ENABLE_FAILURE, ExtraFeaturesSection } from './extra-features-section';

const server = startMockServer();
const Section = () => <ExtraFeaturesSection companyId="c-demo" />;
const open = () => renderAppPage('/app/empresas/:slug/assinatura', '/app/empresas/barbearia-demo/assinatura', Section);
const toasts = () => useToastStore.getState().toasts.map((t) => [t.type, t.title ?? null, t.message]);

describe('ExtraFeaturesSection', () => {
  it('lists each feature with its monthly price and shows the prorated charge before enabling', async () => {
    useToastStore.setState({ toasts: [] });
    open();
    const row = await screen.findByTestId('extra-feature-client_records');
    expect(row).toHaveTextContent(/R\$\s39,90\/mês/);
    await userEvent.click(within(row).getByRole('switch', { name: 'Habilitar Prontuário de clientes' }));
    const summary = await screen.findByTestId('extra-feature-proration');
    // 20 of 30 days left: 3990 × 2/3 = 2660 now, then the monthly price.
    expect(summary).toHaveTextContent(/Proporcional aos 20 dias restantes deste período\s*R\$\s26,60/);
    expect(summary).toHaveTextContent(/Acréscimo na próxima fatura\s*R\$\s66,50/);
    await userEvent.click(screen.getByRole('button', { name: 'Habilitar' }));
    await waitFor(() => expect(within(row).getByRole('switch')).toBeChecked());
    expect(bdb().bought.has('client_records')).toBe(true);
    expect(toasts()).toContainEqual(['success', null, 'Funcionalidade habilitada com sucesso.']);
  });

  it('switches a feature off at the period end and says until when it works', async () => {
    bdb().bought.set('automations', null);
    open();
    const row = await screen.findByTestId('extra-feature-automations');
    await userEvent.click(within(row).getByRole('switch', { name: 'Desativar Automações' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar no fim do período' }));
    expect(await within(row).findByText(/Disponível até \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
    expect(within(row).getByRole('switch')).not.toBeChecked();
  });

  it('shows a plan feature as included and not switchable', async () => {
    bdb().inPlan.push('instagram');
    open();
    const row = await screen.findByTestId('extra-feature-instagram');
    expect(row).toHaveTextContent('Incluído no plano');
    expect(within(row).getByRole('switch')).toBeDisabled();
  });

  it('shows the §8 failure message with the reason and keeps the feature off', async () => {
    useToastStore.setState({ toasts: [] });
    const reason = 'A assinatura desta empresa não está ativa. Regularize a assinatura para habilitar funcionalidades extras.';
    server.use(
      http.post('*/user/:company/subscription/enable_subscription_extra_feature', () =>
        HttpResponse.json({ message: reason }, { status: 409 }),
      ),
    );
    open();
    const row = await screen.findByTestId('extra-feature-calendar');
    await userEvent.click(within(row).getByRole('switch'));
    await userEvent.click(await screen.findByRole('button', { name: 'Habilitar' }));
    await waitFor(() => expect(toasts()).toContainEqual(['error', ENABLE_FAILURE, reason]));
    expect(within(row).getByRole('switch')).not.toBeChecked();
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    server.use(
      http.post('*/user/graphql/query', ({ request }) =>
        fail && new URL(request.url).searchParams.get('caller') === 'extraFeaturesOptions'
          ? HttpResponse.json({ message: 'Falha ao carregar' }, { status: 400 })
          : undefined,
      ),
    );
    open();
    expect(await screen.findByText('Não foi possível carregar as funcionalidades extras')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('extra-feature-instagram')).toBeInTheDocument();
  });
});
