import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useUserStore } from '@/stores/user-store';
import { AdminAiToolsPage } from './ai-tools-page';
import { AdminPersonalitiesPage } from './personalities-page';
import { AdminDashboardPage } from './dashboard-page';
import { AdminNotificationsPage } from './notifications-page';
import { AdminAuditLogsPage } from './audit-logs-page';
import { AdminAiToolSnapshotsPage } from './ai-tool-snapshots-page';

startMockServer();

const asAdmin = () => {
  resetDb();
  useUserStore.getState().setToken('admin', 'mock-admin-token');
};

describe('admin AI tools, personalities, dashboard, notifications and logs', () => {
  it('creates an AI tool, refusing a broken argument schema first, then deletes it', async () => {
    asAdmin();
    renderAppPage('/admin/ai_tool', '/admin/ai_tool', AdminAiToolsPage);
    expect(await screen.findByText('available_slots')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova ferramenta' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText('Nome'), 'responder_duvida');
    await userEvent.type(within(drawer).getByLabelText('Descrição para a IA'), 'Responde dúvidas gerais do cliente.');
    const schema = within(drawer).getByLabelText('Esquema dos argumentos (JSON Schema)');
    await userEvent.clear(schema);
    await userEvent.type(schema, '{{"type": "object"');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar ferramenta' }));
    expect(await within(drawer).findByText('O esquema dos argumentos não é um JSON válido.')).toBeInTheDocument();
    await userEvent.clear(schema);
    await userEvent.type(schema, '{{"type": "object", "properties": {{"pergunta": {{"type": "string"}}}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar ferramenta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('responder_duvida')).closest('li')!;
    expect(row).toHaveTextContent('Versão 1');
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('responder_duvida')).not.toBeInTheDocument());
  });

  it('opens the tool of /admin/ai_tool/{name} in its drawer', async () => {
    asAdmin();
    renderAppPage('/admin/ai_tool/:ai_tool_name', '/admin/ai_tool/available_slots', AdminAiToolsPage);
    const drawer = await screen.findByRole('dialog', { name: 'Editar available_slots' });
    expect(drawer).toHaveTextContent('Versão 3; salvar cria a versão 4.');
    expect(within(drawer).getByLabelText('Esquema dos argumentos (JSON Schema)')).toHaveValue(
      JSON.stringify(
        { type: 'object', properties: { service_id: { type: 'string' }, date: { type: 'string' } }, required: ['service_id'] },
        null,
        2,
      ),
    );
  });

  it('lists the saved versions of the AI tools', async () => {
    asAdmin();
    renderAppPage('/admin/ai_tool/snapshots', '/admin/ai_tool/snapshots', AdminAiToolSnapshotsPage);
    const versions = await screen.findByRole('list', { name: 'Versões' });
    expect(versions).toHaveTextContent('available_slots');
    expect(versions).toHaveTextContent('Versão 3');
    expect(screen.getByRole('combobox', { name: 'Ferramenta' })).toBeInTheDocument();
  });

  it('keeps a personality in use from being deleted and creates a new one', async () => {
    asAdmin();
    renderAppPage('/admin/chat_personality', '/admin/chat_personality', AdminPersonalitiesPage);
    const formal = (await screen.findByText('Formal e objetiva')).closest('li')!;
    expect(within(formal).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(formal).toHaveTextContent('2 empresa(s) usam');
    await userEvent.click(screen.getByRole('button', { name: 'Nova personalidade' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText('Nome'), 'Acolhedora');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar personalidade' }));
    expect(await within(drawer).findByText(/Identificador: de 2 a 60/)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/^Identificador/), 'acolhedora');
    await userEvent.type(within(drawer).getByLabelText(/^Instruções de tom/), 'Fale com carinho e chame pelo nome.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar personalidade' }));
    expect(await screen.findByText('Acolhedora')).toBeInTheDocument();
  });

  it('shows the key figures with the MRR in reais', async () => {
    asAdmin();
    renderAppPage('/admin/dashboard', '/admin/dashboard', AdminDashboardPage);
    expect(await screen.findByText('Empresas pagantes')).toBeInTheDocument();
    expect(screen.getByText('128')).toBeInTheDocument();
    expect(screen.getByText(/25\.216,00/)).toBeInTheDocument();
    expect(screen.getByText('1.874 pela secretária (64%)')).toBeInTheDocument();
  });

  it('lists notifications with read state and sends one to every company', async () => {
    asAdmin();
    renderAppPage('/admin/notifications', '/admin/notifications', AdminNotificationsPage);
    expect(await screen.findByText('Manutenção programada')).toBeInTheDocument();
    expect(screen.getByText('Não lida')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    const drawer = await screen.findByRole('dialog');
    const send = within(drawer).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await userEvent.type(within(drawer).getByLabelText('Título'), 'Novidade');
    await userEvent.type(within(drawer).getByLabelText('Mensagem'), 'Agora há lembretes automáticos.');
    await userEvent.click(send);
    expect(await screen.findByText('Novidade')).toBeInTheDocument();
    expect(screen.getByText(/2 enviada\(s\) pela equipe, 2 ainda não lida/)).toBeInTheDocument();
  });

  it('filters the platform logs by action', async () => {
    asAdmin();
    renderAppPage('/admin/notifications', '/admin/notifications', AdminNotificationsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar notificação' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText('Título'), 'Aviso');
    await userEvent.type(within(drawer).getByLabelText('Mensagem'), 'Texto do aviso.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    renderAppPage('/admin/logs_plataforma', '/admin/logs_plataforma', AdminAuditLogsPage);
    expect(await screen.findByText('Enviou notificação')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Administrador' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ação' })).toBeInTheDocument();
  });

  it('shows the error reports the site sent, with what became of each, in the "Erros do site" tab', async () => {
    asAdmin();
    await fetch('/general/slack/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'error', payload: { message: 'Falha ao abrir a agenda', url: 'https://x/app/agendamentos' } }),
    });
    renderAppPage('/admin/logs_plataforma', '/admin/logs_plataforma', AdminAuditLogsPage);
    await userEvent.click(await screen.findByRole('tab', { name: 'Erros do site' }));
    const list = await screen.findByRole('list', { name: 'Erros relatados' });
    const reports = within(list).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent('Falha ao abrir a agenda');
    expect(reports[0]).toHaveTextContent('Só registrado (Slack não configurado)');
    expect(reports[0]).toHaveTextContent('Página: https://x/app/agendamentos');
    expect(reports[1]).toHaveTextContent('Enviado ao Slack');
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação do envio' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falha ao enviar ao Slack' }));
    expect(await screen.findByText('Nenhum erro relatado')).toBeInTheDocument();
  });
});
