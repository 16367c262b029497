import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { useToastStore } from '@/stores/toast-store';
import { useUserStore } from '@/stores/user-store';
import { finishAdminEmailSignIn } from '../api/admin-email-link';
import { AdminLoginPage } from './admin-login-page';

const navigateTo = vi.hoisted(() => vi.fn(() => true));
vi.mock('@/lib/navigation', async (original) => ({ ...(await original<object>()), navigateTo }));

const server = startMockServer();
const SAME_ANSWER = 'Se este e-mail for de um administrador, enviamos um link de acesso. Ele vale por 15 minutos.';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <AdminLoginPage />
    </MemoryRouter>,
  );
}

function captureSends() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/admin/auth/email_token/send')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('admin login: sign-in by e-mail link (issue 14 item 1)', () => {
  beforeEach(() => {
    useToastStore.getState().clear();
    useUserStore.getState().reset();
    server.events.removeAllListeners();
  });

  it('asks for a link with the typed e-mail and shows the answer, keeping the e-mail typed for the password', async () => {
    const bodies = captureSends();
    renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), 'equipe@agendainteligente.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com link por e-mail' }));
    const form = screen.getByRole('form', { name: 'Entrar com link por e-mail' });
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('equipe@agendainteligente.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(bodies).toEqual([{ email: 'equipe@agendainteligente.com.br' }]);
    expect(form).toContainElement(screen.getByRole('button', { name: 'Enviar outro link' }));

    await userEvent.click(screen.getByRole('button', { name: 'Entrar com senha' }));
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });

  it('checks the e-mail before asking (Portuguese message, no request)', async () => {
    const bodies = captureSends();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com link por e-mail' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the limit message of a 429 and no success text', async () => {
    server.use(
      http.post('*/admin/auth/email_token/send', () =>
        HttpResponse.json({ message: 'Muitos links pedidos para este e-mail. Tente novamente em uma hora.' }, { status: 429 }),
      ),
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com link por e-mail' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@agendainteligente.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Muitos links pedidos para este e-mail. Tente novamente em uma hora.',
      ),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('trades the link token for an admin session; a bad link says so', async () => {
    expect(await finishAdminEmailSignIn('mock-email-token')).toBe(true);
    expect(useUserStore.getState().tokens.admin).toBe('mock-admin-token');
    expect(useUserStore.getState().admin?.email).toBe('admin@agendainteligente.com.br');
    expect(navigateTo).toHaveBeenCalledWith('/admin/empresas');
    navigateTo.mockClear();

    useUserStore.getState().reset();
    expect(await finishAdminEmailSignIn('link-velho-ou-usado')).toBe(false);
    expect(useUserStore.getState().tokens.admin).toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Link de acesso inválido. Peça um novo link.');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
