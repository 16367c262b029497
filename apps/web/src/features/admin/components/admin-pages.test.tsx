import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useUserStore } from '@/stores/user-store';
import { AdminCompaniesPage } from './companies-page';
import { AdminCompanyPage } from './company-page';
import { AdminChatPage } from './chat-page';
import { AdminWebhookEventsPage } from './webhook-events-page';

startMockServer();

const asAdmin = () => useUserStore.getState().setToken('admin', 'mock-admin-token');
const COMPANY = '00000000-0000-4000-8000-00000000c001';
const CHAT = '00000000-0000-4000-8000-00000000c0c1';

describe('admin back-office pages', () => {
  it('blocks a company with a reason and unblocks it', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/empresas/:company_id', `/admin/empresas/${COMPANY}`, AdminCompanyPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Bloquear empresa' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Motivo do bloqueio'), 'Chargeback');
    await userEvent.click(confirm);
    expect(await screen.findByText(/Bloqueada: Chargeback/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(screen.queryByText(/Bloqueada:/)).not.toBeInTheDocument());
  });

  it('tags a company on its page, and the list filters by that tag', async () => {
    resetDb();
    asAdmin();
    const page = renderAppPage('/admin/empresas/:company_id', `/admin/empresas/${COMPANY}`, AdminCompanyPage);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Concorrente' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Concorrente' })).toHaveAttribute('aria-checked', 'true'));
    // The header shows the tag as a pill next to the subscription status.
    expect(await screen.findAllByText('Concorrente')).toHaveLength(2);
    page.unmount();
    renderAppPage('/admin/empresas', '/admin/empresas', AdminCompaniesPage);
    expect(await screen.findByRole('table', { name: 'Empresas' })).toHaveTextContent('Concorrente');
    await userEvent.click(screen.getByRole('combobox', { name: 'Etiqueta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lead não qualificado' }));
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeInTheDocument();
  });

  it("lists and searches the company's clients on its clientes page", async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/empresas/:company_id/clientes', `/admin/empresas/${COMPANY}/clientes`, AdminCompanyPage);
    const table = await screen.findByRole('table', { name: 'Clientes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Paula Souza').closest('tr')).toHaveTextContent('Ativo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar cliente' }), 'rui');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Clientes' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('rui@example.com')).toBeInTheDocument();
  });

  it('shows the AI turns of a chat and saves a review tag', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/chats/:chat_id/logs', `/admin/chats/${CHAT}/logs`, AdminChatPage);
    const turns = await screen.findByRole('list', { name: 'Turnos da secretária' });
    expect(turns).toHaveTextContent('42 ms');
    expect(turns).toHaveTextContent('available_slots');
    expect(screen.getByText('Último: Positivo (+1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Erro crítico' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Erro crítico' })).toHaveAttribute('aria-checked', 'true'));
  });

  it('replays a failed webhook event', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/webhook_events', '/admin/webhook_events', AdminWebhookEventsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Reprocessar' }));
    expect(await screen.findByText('Processado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprocessar' })).not.toBeInTheDocument();
  });
});
