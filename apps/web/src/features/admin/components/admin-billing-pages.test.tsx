import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useUserStore } from '@/stores/user-store';
import { AdminSubscriptionsPage } from './subscriptions-page';
import { AdminPlansPage } from './plans-page';
import { AdminUserPage } from './users-pages';
import { AdminArticlesPage, AdminLandingPagesPage } from './content-pages';
import { AdminAiRunsPage } from './ai-pages';
import { AdminCompanyMetricsPage } from './company-metrics-page';

startMockServer();

const asAdmin = () => useUserStore.getState().setToken('admin', 'mock-admin-token');

describe('admin subscriptions, plans, users and content pages', () => {
  it('confirms a Pix by hand and refunds part of a card bill', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/assinaturas', '/admin/assinaturas', AdminSubscriptionsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Cobranças' }));
    await userEvent.click(await screen.findByRole('button', { name: /Confirmar Pix de R\$\s197,00/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Confirmar Pix/ })).not.toBeInTheDocument());
    await userEvent.click(screen.getAllByRole('button', { name: 'Reembolsar' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reembolsar' });
    expect(confirm).toBeDisabled();
    const amount = within(dialog).getByLabelText('Valor do reembolso');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Cobrança em duplicidade');
    await userEvent.click(confirm);
    expect(await screen.findByText(/reembolsado R\$\s50,00/)).toBeInTheDocument();
  });

  it('edits a plan: price minus discount is the monthly total', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/plans', '/admin/plans', AdminPlansPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const discount = within(dialog).getByLabelText('Desconto');
    await userEvent.clear(discount);
    await userEvent.type(discount, '2000');
    expect(dialog).toHaveTextContent(/Total cobrado por mês: R\$\s177,00/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar plano' }));
    expect(await screen.findByText(/de R\$\s197,00/)).toBeInTheDocument();
  });

  it("ends one of a user's sessions", async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/usuarios/:user_id', '/admin/usuarios/00000000-0000-4000-8000-00000000a001', AdminUserPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar sessão' }));
    expect(await screen.findByText(/Encerrada em/)).toBeInTheDocument();
  });

  it('writes an article with a Markdown preview and publishes it', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/articles', '/admin/articles', AdminArticlesPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo artigo' }));
    await userEvent.type(screen.getByLabelText('Título'), 'Como confirmar horários');
    await userEvent.type(screen.getByLabelText('Endereço (slug)'), 'como-confirmar');
    await userEvent.type(screen.getByLabelText('Descrição (SEO)'), 'Confirmações automáticas pelo WhatsApp.');
    await userEvent.type(
      screen.getByLabelText('Texto'),
      'Primeiro.{enter}{enter}## Passos{enter}{enter}- **Ligue** o WhatsApp{enter}- Segundo.',
    );
    const preview = screen.getByRole('region', { name: 'Prévia' });
    expect(within(preview).getByText('Primeiro.').tagName).toBe('SPAN');
    expect(within(preview).getByRole('heading', { name: 'Passos' })).toBeInTheDocument();
    const items = within(within(preview).getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ligue o WhatsApp', 'Segundo.']);
    expect(within(items[0]!).getByText('Ligue').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    expect(screen.getByText(/Publicado em \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();
  });

  it('builds a landing page from blocks: adds, previews, moves and saves them', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/landing_pages', '/admin/landing_pages', AdminLandingPagesPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova página' }));
    await userEvent.type(screen.getByLabelText('Título'), 'Black Friday');
    await userEvent.type(screen.getByLabelText('Identificador'), 'black-friday');
    await userEvent.type(screen.getByLabelText('Descrição (SEO)'), 'Um mês grátis para salões.');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar bloco' }));
    await userEvent.type(screen.getByLabelText('Título do bloco'), 'Agenda cheia');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar bloco' }));
    const titles = screen.getAllByLabelText('Título do bloco');
    await userEvent.type(titles[1]!, 'Vantagens');
    await userEvent.type(screen.getAllByLabelText('Conteúdo do bloco')[1]!, '- Lembretes{enter}- Confirmações');
    const preview = screen.getByRole('region', { name: 'Prévia' });
    expect(within(preview).getByRole('heading', { name: 'Agenda cheia' })).toBeInTheDocument();
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Lembretes', 'Confirmações']);
    expect(within(preview).getByText('Teste grátis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subir bloco 2' }));
    expect(screen.getAllByLabelText<HTMLInputElement>('Título do bloco').map((i) => i.value)).toEqual(['Vantagens', 'Agenda cheia']);
    await userEvent.click(screen.getByRole('button', { name: 'Remover bloco 1' }));
    expect(screen.getAllByLabelText<HTMLInputElement>('Título do bloco').map((i) => i.value)).toEqual(['Agenda cheia']);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeInTheDocument();
  });

  it('shows the brain runs with cost and filters the failed ones', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/ai_model_run', '/admin/ai_model_run', AdminAiRunsPage);
    const table = await screen.findByRole('table', { name: 'Execuções' });
    expect(table).toHaveTextContent('910 ms');
    expect(table).toHaveTextContent(/R\$\s0,0001/);
    await userEvent.click(screen.getByRole('switch', { name: 'Só execuções com erro' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Execuções' })).not.toHaveTextContent('910 ms'));
    expect(screen.getByRole('table', { name: 'Execuções' })).toHaveTextContent('timeout');
  });

  it('lists the usage of each company', async () => {
    resetDb();
    asAdmin();
    renderAppPage('/admin/company_metrics', '/admin/company_metrics', AdminCompanyMetricsPage);
    const row = within(await screen.findByRole('table', { name: 'Métricas' })).getByRole('row', { name: /Barbearia Demo/ });
    expect(row).toHaveTextContent(/42\s*31\s*388\s*3/);
  });
});
