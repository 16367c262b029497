import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@/lib/http/client';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { GoogleCalendarCard } from './google-calendar-card';

startMockServer();

describe('Google Agenda card', () => {
  it('connects, links a calendar, unlinks it and disconnects, in Portuguese', async () => {
    const onConnect = vi.fn(async () => {
      // What the consent round trip ends with: the code verified with sync_calendars for the logged-in user.
      await http.post('/user/auth/google/verify', { code: 'mock-google-code', sync_calendars: true });
    });
    const Page = () => <GoogleCalendarCard companyId="c-demo" timezone="America/Sao_Paulo" onConnect={onConnect} />;
    const { client } = renderAppPage('/app/empresas/demo/integracoes', '/app/empresas/demo/integracoes', Page);

    await userEvent.click(await screen.findByRole('button', { name: 'Conectar Google Agenda' }));
    expect(onConnect).toHaveBeenCalledOnce();
    await client.invalidateQueries();
    expect(await screen.findByText('dona.clinica@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma agenda vinculada ainda.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Vincular agenda' }));
    const options = await screen.findAllByRole('option');
    const title = options[0]!.textContent!;
    await userEvent.click(options[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Vincular' }));
    const list = await screen.findByRole('list', { name: 'Agendas vinculadas' });
    expect(list).toHaveTextContent(title);
    expect(list).toHaveTextContent(/sincronizada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(within(list).getByText('Em tempo real')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText('Nenhuma agenda vinculada ainda.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar o Google Agenda?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conectar Google Agenda' })).toBeInTheDocument());
  });
});
