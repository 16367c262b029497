import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useUserStore } from '@/stores/user-store';
import { AdminPlatformEventsPage } from './platform-events-page';
import { AdminScheduledMessagesPage } from './scheduled-messages-page';
import { AdminIntegrationsPage } from './integrations-page';
import { AdminToolsPage } from './tools-page';
import { AdminDashboardLeadsPage, AdminDashboardSalesPage } from './dashboard-funnel-pages';

const server = startMockServer();

const asAdmin = () => {
  resetDb();
  useUserStore.getState().setToken('admin', 'mock-admin-token');
};

describe('admin platform events and scheduled messages', () => {
  it('lists the platform events with their UTMs and filters them by type', async () => {
    asAdmin();
    renderAppPage('/admin/eventos_plataforma', '/admin/eventos_plataforma', AdminPlatformEventsPage);
    const list = await screen.findByRole('list', { name: 'Eventos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('lancamento')).toBeInTheDocument();
    expect(within(list).getByText('Barbearia Demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cadastro' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it('shows the empty state and the API’s message when the events cannot be read', async () => {
    asAdmin();
    server.use(
      http.get('*/admin/console/platform_events', () => HttpResponse.json({ page: 1, has_more: false, event_names: [], events: [] })),
    );
    renderAppPage('/admin/eventos_plataforma', '/admin/eventos_plataforma', AdminPlatformEventsPage);
    expect(await screen.findByText('Nenhum evento')).toBeInTheDocument();
    server.use(http.get('*/admin/console/platform_events', () => HttpResponse.json({ message: 'Falhou.' }, { status: 500 })));
    renderAppPage('/admin/eventos_plataforma', '/admin/eventos_plataforma', AdminPlatformEventsPage);
    expect(await screen.findByText('Não foi possível carregar os eventos')).toBeInTheDocument();
  });

  it('lists every company’s queue and cancels a pending message after confirming', async () => {
    asAdmin();
    renderAppPage('/admin/scheduled_messages', '/admin/scheduled_messages', AdminScheduledMessagesPage);
    const list = await screen.findByRole('list', { name: 'Mensagens' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Erro: WhatsApp desconectado')).toBeInTheDocument();
    const pending = within(list).getByText('Lembrete de horário').closest('li')!;
    expect(pending).toHaveTextContent('Agendada');
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancelar envio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta mensagem?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(pending).queryByRole('button', { name: 'Cancelar envio' })).not.toBeInTheDocument());
    expect(pending).toHaveTextContent('Cancelada');
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falhou' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mensagens' })).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('admin integrations', () => {
  it('lists the connections problems first with their health, and filters by health', async () => {
    asAdmin();
    renderAppPage('/admin/integrations', '/admin/integrations', AdminIntegrationsPage);
    const list = await screen.findByRole('list', { name: 'Integrações' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Com problema');
    expect(items[0]).toHaveTextContent('O acesso ao Instagram expirou');
    expect(within(list).getByText('rafael@gmail.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Saúde' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Removida (1)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Integrações' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Integrações' })).toHaveTextContent('Removido');
  });
});

describe('admin dashboard leads and sales', () => {
  it('shows the leads with their sources and links the dashboard sections', async () => {
    asAdmin();
    renderAppPage('/admin/dashboard/leads', '/admin/dashboard/leads', AdminDashboardLeadsPage);
    expect(await screen.findByText('26')).toBeInTheDocument();
    // Day by day: the period's first day counts 9 sign-ups and 7 new companies (dates shown DD/MM/YYYY).
    const daily = screen.getByRole('table', { name: 'Cadastros por dia' });
    const first = within(daily).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}97$/);
    const sources = screen.getByRole('list', { name: 'Origens' });
    expect(within(sources).getByText('Direto (sem UTM)')).toBeInTheDocument();
    expect(within(sources).getByText('12 (46%)')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Seções do painel' });
    expect(within(tabs).getByRole('link', { name: 'Vendas' })).toHaveAttribute('href', '/admin/dashboard/vendas');
  });

  it('shows the sales in reais, by plan', async () => {
    asAdmin();
    renderAppPage('/admin/dashboard/vendas', '/admin/dashboard/vendas', AdminDashboardSalesPage);
    expect(await screen.findByText('Novas assinaturas pagas')).toBeInTheDocument();
    expect(screen.getByText(/12\.483,00/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vendas por plano' });
    expect(within(table).getByText('Profissional').closest('tr')).toHaveTextContent(/6\s*2\s*R\$\s*6\.486,00/);
    const revenue = screen.getByRole('table', { name: 'Receita por dia' });
    expect(within(revenue).getAllByRole('row')[2]).toHaveTextContent(/R\$\s*5\.483,00/);
    expect(screen.getByRole('table', { name: 'Assinaturas por dia' })).toHaveTextContent('Cancelamentos');
  });

  it('shows the error state when the sales cannot be read', async () => {
    asAdmin();
    server.use(http.get('*/admin/console/dashboard/sales', () => HttpResponse.json({ message: 'Falhou.' }, { status: 500 })));
    renderAppPage('/admin/dashboard/vendas', '/admin/dashboard/vendas', AdminDashboardSalesPage);
    expect(await screen.findByText('Não foi possível carregar as vendas')).toBeInTheDocument();
  });
});

describe('admin tools', () => {
  it('finds a company and a user by a phone typed in any format, with the phone normalised', async () => {
    asAdmin();
    renderAppPage('/admin/tools', '/admin/tools', AdminToolsPage);
    await userEvent.type(screen.getByLabelText('Buscar'), '(11) 99999-0000');
    await userEvent.click(screen.getByRole('button', { name: 'Localizar' }));
    expect(await screen.findByText('+5511999990000', { selector: 'code' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Empresas encontradas' })).getByRole('link', { name: 'Barbearia Demo' }),
    ).toHaveAttribute('href', '/admin/empresas/00000000-0000-4000-8000-00000000c001');
    expect(within(screen.getByRole('list', { name: 'Usuários encontrados' })).getByText('Rafael Souza')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar'));
    await userEvent.type(screen.getByLabelText('Buscar'), 'ninguem@exemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Localizar' }));
    expect(await screen.findByText('Nada encontrado')).toBeInTheDocument();
  });
});
