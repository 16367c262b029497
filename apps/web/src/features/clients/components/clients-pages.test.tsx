import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { cdb } from '@/mocks/handlers/clients-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { ClientsPage } from './clients-page';
import { CrmPage } from './crm-page';
import { ClientTimelinePage } from './client-tabs';

startMockServer();

describe('/app/clientes', () => {
  it('lists clients by name, searches by phone in any format and creates one through the form', async () => {
    resetDb();
    renderAppPage('/app/clientes', '/app/clientes', ClientsPage);
    const list = await screen.findByRole('list', { name: 'Lista de clientes' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Ana Beatriz Souza'),
      expect.stringContaining('João Pereira'),
      expect.stringContaining('Pedro Almeida'),
    ]);
    await userEvent.type(screen.getByLabelText('Buscar cliente'), '(11) 98765-0003');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Lista de clientes' })).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Lista de clientes' })).toHaveTextContent('Pedro Almeida');
    await userEvent.clear(screen.getByLabelText('Buscar cliente'));
    await userEvent.type(screen.getByLabelText('Buscar cliente'), 'ninguem');
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Novo cliente' })[0]!);
    await userEvent.type(await screen.findByLabelText('Nome'), 'Carla Dias');
    await userEvent.type(screen.getByLabelText('Endereço'), 'R. Augusta, 1500 - São Paulo');
    await userEvent.click(screen.getByRole('button', { name: 'VIP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cdb().clients.find((c) => c.name === 'Carla Dias')?.tags).toEqual(['VIP']));
    expect(cdb().clients.find((c) => c.name === 'Carla Dias')?.address).toBe('R. Augusta, 1500 - São Paulo');
  });
});

describe('/app/crm', () => {
  it('shows the six stages in order with counts, and moves a card with the keyboard', async () => {
    resetDb();
    renderAppPage('/app/crm', '/app/crm', CrmPage);
    const columns = await screen.findAllByRole('listitem', {
      name: /^(Contato Inicial|Qualificado|Ativo|Inativo|Desqualificado|Sem resposta)$/,
    });
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Contato Inicial',
      'Qualificado',
      'Ativo',
      'Inativo',
      'Desqualificado',
      'Sem resposta',
    ]);
    expect(screen.getByTestId('crm-totals-qualified')).toHaveTextContent('1 cliente');
    const card = within(columns[1]!).getByTestId('crm-card');
    card.focus();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    await waitFor(() => expect(cdb().clients.find((c) => c.name === 'Ana Beatriz Souza')?.crm_stage).toBe('active'));
    await waitFor(() => expect(screen.getByTestId('crm-totals-active')).toHaveTextContent('2 clientes'));
  });
});

describe('/app/clientes/{id}/timeline', () => {
  it('shows the header, the tabs (no link to pages not built) and the timeline', async () => {
    resetDb();
    const id = cdb().clients[0]!.id;
    renderAppPage('/app/clientes/:client_id/timeline', `/app/clientes/${id}/timeline`, ClientTimelinePage);
    expect(await screen.findByRole('heading', { name: 'João Pereira' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seções do cliente' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Linha do tempo', 'Conversas', 'Histórico', 'Agendamentos', 'Prontuário', 'Mensagens agendadas']);
    const timeline = await screen.findByRole('list', { name: 'Linha do tempo' });
    expect(timeline).toHaveTextContent('Cliente cadastrado');
    expect(timeline).toHaveTextContent('Corte masculino');
  });
});
