import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startMockServer } from '@/test/msw';
import { on } from '@/lib/events';
import { SignUpPage } from './sign-up-page';

startMockServer();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/login/cadastre-se', Component: SignUpPage }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

async function fillForm() {
  await userEvent.type(await screen.findByLabelText('Seu nome'), 'Ana Souza');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
  const phone = screen.getByLabelText('WhatsApp');
  await userEvent.clear(phone);
  await userEvent.type(phone, '+5511987650000');
}

describe('sign-up page', () => {
  it('uppercases the cupom from the query string', async () => {
    renderAt('/login/cadastre-se?cupom=amigo10');
    expect(await screen.findByLabelText(/Cupom/)).toHaveValue('AMIGO10');
  });

  it('shows the required-field errors in Portuguese', async () => {
    renderAt('/login/cadastre-se');
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido.')).toBeInTheDocument();
  });

  it('accepts an empty optional password and opens the two-factor modal with action sign_up', async () => {
    const opened = vi.fn();
    const off = on('two-factor:open', opened);
    renderAt('/login/cadastre-se');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]![0]).toMatchObject({ action: 'sign_up', phone: '+5511987650000', name: 'Ana Souza' });
    off();
  });

  it('fills the cupom from an affiliate link kept on this device', async () => {
    localStorage.setItem('referred_sharing_code', 'demo2026');
    try {
      renderAt('/login/cadastre-se');
      expect(await screen.findByLabelText(/Cupom/)).toHaveValue('DEMO2026');
    } finally {
      localStorage.removeItem('referred_sharing_code');
    }
  });

  it('tells an unknown cupom on its field and sends no confirmation code', async () => {
    const opened = vi.fn();
    const off = on('two-factor:open', opened);
    renderAt('/login/cadastre-se?cupom=NAOEXISTE');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Cupom inválido ou expirado.')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    const cupom = screen.getByLabelText(/Cupom/);
    await userEvent.clear(cupom);
    await userEvent.type(cupom, 'demo10');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    off();
  });
});
