// Issue 16: the sidebar marks what the plan does not include; those items lead to the subscription
// page (never to a page that refuses), and turn into plain links once the extra is in the plan.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sdb } from '@/mocks/handlers/secretary/secretary-db';
import { renderAppPage } from '@/test/app-page';
import { startMockServer } from '@/test/msw';
import { AppSidebar } from './app-sidebar';

startMockServer();

const Sidebar = () => <AppSidebar open onClose={() => {}} />;
const nav = () => within(screen.getByRole('navigation'));

describe('sidebar plan marks', () => {
  it('items of extras outside the plan carry a badge and lead to the subscription page', async () => {
    sdb().extraFeatures = ['instagram'];
    renderAppPage('/app/agenda', '/app/agenda', Sidebar);
    const automations = await screen.findByRole('link', { name: 'Automações (não incluído no plano: ver assinatura)' });
    expect(automations).toHaveAttribute('href', '/app/empresas/barbearia-demo/assinatura');
    expect(automations).toHaveTextContent('Extra');
    expect(nav().getByRole('link', { name: 'Mídias e arquivos (não incluído no plano: ver assinatura)' })).toBeInTheDocument();
    // Bought: a plain link to its page, no badge; items without an extra never carry one.
    const instagram = nav().getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', '/app/integracoes/instagram');
    expect(instagram).not.toHaveTextContent('Extra');
    expect(nav().getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/app/agenda');
    expect(screen.getAllByText('Extra')).toHaveLength(2);
  });

  it('shows no badge before the features load nor when every extra is included', async () => {
    sdb().extraFeatures = ['instagram', 'automations', 'company_media'];
    renderAppPage('/app/agenda', '/app/agenda', Sidebar);
    expect(screen.getByRole('link', { name: 'Automações' })).toHaveAttribute('href', '/app/automacoes');
    await waitFor(() => expect(screen.getByTestId('app-sidebar')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('Extra')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mídias e arquivos' })).toHaveAttribute('href', '/app/midias-e-arquivos');
  });
});
