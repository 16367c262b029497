import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { cdb } from '@/mocks/handlers/clients-db';
import { ClientScheduledMessagesPage } from './client-scheduled-messages-page';

startMockServer();

describe('/app/clientes/{id}/mensagens-agendadas', () => {
  it("shows the client's profile with the tab active, and the client's messages under it", async () => {
    const client = cdb().clients[0]!;
    renderAppPage(
      '/app/clientes/:client_id/mensagens-agendadas',
      `/app/clientes/${client.id}/mensagens-agendadas`,
      ClientScheduledMessagesPage,
    );
    expect(await screen.findByRole('heading', { level: 1, name: client.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mensagens agendadas' })).toBeInTheDocument();
    const tab = within(screen.getByRole('navigation', { name: 'Seções do cliente' })).getByRole('link', { name: 'Mensagens agendadas' });
    expect(tab).toHaveAttribute('aria-current', 'page');
    const button = screen.getByRole('button', { name: 'Nova mensagem' });
    await waitFor(() => expect(button).toBeEnabled());
  });
});
