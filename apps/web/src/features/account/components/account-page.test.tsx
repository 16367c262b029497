// Issue 16: the user's own account — name and e-mail, a phone proved by a code to the new number, the
// password (the current one asked), the sessions signed out one by one, and deleting the account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@/lib/events';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';
import { db } from '@/mocks/db';
import { resetMockSessions } from '@/mocks/handlers/profile-handlers';
import { renderAppPage } from '@/test/app-page';
import { startMockServer } from '@/test/msw';
import { useToastStore } from '@/stores/toast-store';
import { useUserStore } from '@/stores/user-store';
import { AccountPage } from './account-page';

startMockServer();

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const section = async (name: string) => within(await screen.findByRole('region', { name }));
const render = () => renderAppPage('/app/minha-conta', '/app/minha-conta', AccountPage);

// The two-factor modal lives in the root layout: here the request it receives is answered as it would,
// with a code sent through the mock API to the phone asked for.
let asked: TTwoFactorOpenPayload[] = [];
let off = () => {};
async function typeCodeSentTo(phone: string) {
  await waitFor(() => expect(asked.map((a) => a.phone)).toContain(phone));
  const request = asked.find((a) => a.phone === phone)!;
  const sent = await fetch('http://localhost/general/two_factor_auth/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, action: request.action }),
  });
  expect(sent.status).toBe(200);
  await request.verify(db.codes.get(phone)!.code);
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  asked = [];
  off = on('two-factor:open', (p) => void asked.push(p));
});
afterEach(() => {
  off();
  resetMockSessions();
});

describe('Minha conta (issue 16)', () => {
  it('saves the name and e-mail, and the session shows the new name', async () => {
    render();
    const data = await section('Dados pessoais');
    const name = await data.findByLabelText('Nome');
    expect(name).toHaveValue('Dono Demo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rafael Souza');
    await userEvent.click(data.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(toasts()).toContain('Dados salvos.'));
    expect(db.users.find((u) => u.id === 'u-demo')!.name).toBe('Rafael Souza');
    await waitFor(() => expect(useUserStore.getState().user?.name).toBe('Rafael Souza'));
  });

  it('changes the phone after the code sent to the new number', async () => {
    render();
    const phone = await section('Telefone');
    await userEvent.type(await phone.findByLabelText('Novo telefone'), '11987654321');
    await userEvent.click(phone.getByRole('button', { name: 'Enviar código' }));
    await typeCodeSentTo('+5511987654321');
    await waitFor(() => expect(toasts()).toContain('Telefone alterado.'));
    expect(db.users.find((u) => u.id === 'u-demo')!.phone).toBe('+5511987654321');
    expect(await phone.findByText(/98765-4321/)).toBeInTheDocument();
  });

  it('asks the current password to change it, and says when it is wrong', async () => {
    render();
    const password = await section('Senha');
    await userEvent.type(await password.findByLabelText('Senha atual'), 'errada-123');
    await userEvent.type(password.getByLabelText('Nova senha'), 'nova-senha-9');
    await userEvent.click(password.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(toasts()).toContain('A senha atual não confere.'));
    await userEvent.clear(password.getByLabelText('Senha atual'));
    await userEvent.type(password.getByLabelText('Senha atual'), 'demo12345');
    await userEvent.click(password.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(toasts()).toContain('Senha alterada.'));
    expect(db.users.find((u) => u.id === 'u-demo')!.password).toBe('nova-senha-9');
  });

  it('lists the sessions and signs out another device', async () => {
    render();
    const sessions = await section('Sessões ativas');
    expect(await sessions.findAllByTestId('session-item')).toHaveLength(2);
    expect(sessions.getByText('Este aparelho')).toBeInTheDocument();
    await userEvent.click(sessions.getByRole('button', { name: 'Encerrar a sessão de Safari no iPhone' }));
    await waitFor(() => expect(sessions.getAllByTestId('session-item')).toHaveLength(1));
    expect(sessions.queryByText('Safari no iPhone')).toBeNull();
  });

  it('deletes the account after a confirmation and the code, and leaves for the sign-in page', async () => {
    const { router } = render();
    const danger = await section('Excluir conta');
    await userEvent.click(await danger.findByRole('button', { name: 'Excluir minha conta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir sua conta?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar código' }));
    await typeCodeSentTo('+5511999990000');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db.users.some((u) => u.id === 'u-demo')).toBe(false);
    expect(useUserStore.getState().user).toBeNull();
  });
});
