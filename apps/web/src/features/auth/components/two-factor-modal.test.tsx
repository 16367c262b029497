import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { db } from '@/mocks/db';
import { emit, on } from '@/lib/events';
import { useToastStore } from '@/stores/toast-store';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';
import TwoFactorModal from './two-factor-modal';

const server = startMockServer();
const PHONE = '+5511988887777';

function open(extra: Partial<TTwoFactorOpenPayload> = {}) {
  const verify = vi.fn<(code: string) => Promise<void>>().mockResolvedValue(undefined);
  act(() => emit('two-factor:open', { action: 'sign_up', phone: PHONE, name: 'Ana', verify, ...extra }));
  return verify;
}

const codeInput = () => screen.getByLabelText('Código de confirmação') as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const sentCode = () => db.codes.get(PHONE)?.code;

describe('two-factor modal (docs/spec.md §4)', () => {
  beforeEach(() => useToastStore.getState().clear());
  afterEach(() => vi.useRealTimers());

  it('sends the code on open with the event payload and shows the 45 s countdown', async () => {
    const sends: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/general/two_factor_auth/send')) sends.push(await request.clone().json());
    });
    render(<TwoFactorModal />);
    open();
    expect(await screen.findByText('Confirme seu telefone')).toBeInTheDocument();
    await waitFor(() => expect(sends).toEqual([{ phone: PHONE, name: 'Ana', action: 'sign_up' }]));
    expect(screen.getByTestId('two-factor-resend')).toHaveTextContent(/00:4[45]/);
    server.events.removeAllListeners();
  });

  it('fills in the code the API returns for the review phone', async () => {
    server.use(http.post('*/general/two_factor_auth/send', () => HttpResponse.json({ message: 'ok', url: null, code: '123456' })));
    render(<TwoFactorModal />);
    open();
    await waitFor(() => expect(codeInput().value).toBe('123456'));
    expect(continueButton()).toBeEnabled();
  });

  it('offers to send again when the countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<TwoFactorModal />);
    open();
    await screen.findByText(/00:4/);
    await act(async () => {
      vi.advanceTimersByTime(45_500);
    });
    const resend = await screen.findByRole('button', { name: 'Clique aqui para enviar novamente' });
    db.codes.clear();
    await act(async () => resend.click());
    await waitFor(() => expect(sentCode()).toBeDefined());
    expect(await screen.findByText(/00:4/)).toBeInTheDocument();
  });

  it('keeps digits only, at most 6, and enables Continue only at 6', async () => {
    const user = userEvent.setup();
    render(<TwoFactorModal />);
    open();
    await user.type(codeInput(), '12a3-4');
    expect(codeInput().value).toBe('1234');
    expect(continueButton()).toBeDisabled();
    await user.type(codeInput(), '56789');
    expect(codeInput().value).toBe('123456');
    expect(continueButton()).toBeEnabled();
  });

  it('calls back with the code, fires started/verified events and closes (autoClose)', async () => {
    const user = userEvent.setup();
    const started = vi.fn();
    const verified = vi.fn();
    const offs = [on('two-factor:verification-started', started), on('two-factor:verified', verified)];
    render(<TwoFactorModal />);
    const verify = open();
    await user.type(codeInput(), '654321');
    await user.click(continueButton());
    await waitFor(() => expect(verify).toHaveBeenCalledWith('654321'));
    expect(started).toHaveBeenCalledWith({ phone: PHONE, action: 'sign_up' });
    expect(verified).toHaveBeenCalledWith({ phone: PHONE, action: 'sign_up', code: '654321' });
    await waitFor(() => expect(screen.queryByText('Confirme seu telefone')).not.toBeInTheDocument());
    offs.forEach((o) => o());
  });

  it('stays open when autoClose is false', async () => {
    const user = userEvent.setup();
    render(<TwoFactorModal />);
    const verify = open({ autoClose: false });
    await user.type(codeInput(), '111111');
    await user.click(continueButton());
    await waitFor(() => expect(verify).toHaveBeenCalled());
    expect(screen.getByText('Confirme seu telefone')).toBeInTheDocument();
  });

  it('ignores a second submit while the first runs', async () => {
    const user = userEvent.setup();
    render(<TwoFactorModal />);
    let release!: () => void;
    const slow = vi.fn(() => new Promise<void>((r) => (release = r)));
    open({ verify: slow });
    await user.type(codeInput(), '222222');
    const form = screen.getByTestId('two-factor-modal') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    act(() => form.requestSubmit());
    await waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
    act(() => form.requestSubmit());
    expect(slow).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(screen.queryByText('Confirme seu telefone')).not.toBeInTheDocument());
  });

  it('with validateBeforeClose checks the code first and keeps the modal open on failure', async () => {
    const user = userEvent.setup();
    render(<TwoFactorModal />);
    const verify = open({ validateBeforeClose: true });
    await waitFor(() => expect(sentCode()).toBeDefined());
    await user.type(codeInput(), '000000');
    await user.click(continueButton());
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Erro ao confirmar código de confirmação: Código inválido ou expirado.',
      ),
    );
    expect(verify).not.toHaveBeenCalled();
    expect(screen.getByText('Confirme seu telefone')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();

    await user.clear(codeInput());
    await user.type(codeInput(), sentCode()!);
    await user.click(continueButton());
    await waitFor(() => expect(verify).toHaveBeenCalledWith(sentCode()));
  });

  it('shows the send error in a toast and in the modal', async () => {
    server.use(http.post('*/general/two_factor_auth/send', () => HttpResponse.json({ message: 'Telefone bloqueado.' }, { status: 422 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TwoFactorModal />);
    open();
    const text = 'Erro ao enviar código de confirmação: Telefone bloqueado.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'error', message: text });
  });

  it('closing clears the code; the close event closes and reopen shows it again', async () => {
    const user = userEvent.setup();
    render(<TwoFactorModal />);
    open();
    await user.type(codeInput(), '123');
    act(() => emit('two-factor:close'));
    await waitFor(() => expect(screen.queryByText('Confirme seu telefone')).not.toBeInTheDocument());
    act(() => emit('two-factor:reopen'));
    expect(await screen.findByText('Confirme seu telefone')).toBeInTheDocument();
    expect(codeInput().value).toBe('');
  });
});
