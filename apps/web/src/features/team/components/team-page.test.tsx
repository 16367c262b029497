import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDb } from '@/mocks/db';
import { tdb } from '@/mocks/handlers/team-handlers';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { on } from '@/lib/events';
import { TeamPage } from './team-page';

startMockServer();

describe('/app/usuarios', () => {
  it('lists the team with roles, invites by phone as operation and removes a member', async () => {
    resetDb();
    renderAppPage('/app/usuarios', '/app/usuarios', TeamPage);
    const list = await screen.findByRole('list', { name: 'Equipe' });
    expect(list).toHaveTextContent('Dono Demo');
    expect(list).toHaveTextContent('Proprietário');
    expect(list).toHaveTextContent('Consultas e agendamentos');
    // The owner has no actions: never offered nor removable.
    expect(within(list).getAllByRole('button', { name: 'Remover' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Convidar' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Rafa Souza');
    await userEvent.type(screen.getByLabelText('WhatsApp'), '11912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByRole('region', { name: 'Convites pendentes' })).toHaveTextContent('Rafa Souza');
    expect(tdb().invites[0]).toMatchObject({ name: 'Rafa Souza', phone: '+5511912345678', role: 'operation' });

    await userEvent.click(within(list).getByRole('button', { name: 'Remover' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover acesso' }));
    await waitFor(() => expect(tdb().members.map((m) => m.role)).toEqual(['owner']));
  });

  it('the owner makes a member the owner after the WhatsApp code and stays as admin', async () => {
    resetDb();
    const opened: { action: string; phone: string }[] = [];
    const off = on('two-factor:open', (p) => {
      opened.push({ action: p.action, phone: p.phone });
      void p.verify('123456');
    });
    renderAppPage('/app/usuarios', '/app/usuarios', TeamPage);
    const list = await screen.findByRole('list', { name: 'Equipe' });
    await userEvent.click(within(list).getByRole('button', { name: 'Tornar proprietário' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você continua como Administrador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(
        tdb()
          .members.map((m) => m.role)
          .sort(),
      ).toEqual(['admin', 'owner']),
    );
    expect(opened).toEqual([{ action: 'transfer_ownership', phone: expect.stringMatching(/^\+55/) }]);
    off();
  });
});
