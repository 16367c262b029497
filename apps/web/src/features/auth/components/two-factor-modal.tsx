// The two-factor code modal of docs/spec.md §4: opened by an event, sends the code on open with a
// 45 s resend countdown (mm:ss), takes 6 digits only, ignores a double submit, optionally
// checks the code first, then calls back, closes (autoClose) and fires its events.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatCountdown, sanitizeTwoFactorCode, TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_RESEND_SECONDS } from '@agenda/shared/two-factor';
import { formatPhone } from '@agenda/shared/phone';
import { Modal } from '@/components/ui/modal';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { emit, on } from '@/lib/events';
import { errorMessage } from '@/lib/http/errors';
import type { TTwoFactorOpenPayload } from '@/lib/two-factor-types';
import { toast } from '@/stores/toast-store';
import { sendTwoFactorCode } from '../api/send-two-factor-code';
import { checkTwoFactorCode } from '../api/check-two-factor-code';
import { useCountdown } from '../hooks/use-countdown';

const SEND_ERROR_PREFIX = 'Erro ao enviar código de confirmação: ';
const CHECK_ERROR_PREFIX = 'Erro ao confirmar código de confirmação: ';

export default function TwoFactorModal({ initial }: { initial?: TTwoFactorOpenPayload | null }) {
  const [request, setRequest] = useState<TTwoFactorOpenPayload | null>(null);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const countdown = useCountdown(TWO_FACTOR_RESEND_SECONDS);
  const { restart, stop } = countdown;

  const send = useCallback(
    async (req: TTwoFactorOpenPayload) => {
      setSendError(null);
      setSending(true);
      restart();
      try {
        const sent = await sendTwoFactorCode({ phone: req.phone, name: req.name, action: req.action });
        if (sent.autofillCode) setCode(sent.autofillCode);
      } catch (error) {
        const reason = errorMessage(error);
        const message = `${SEND_ERROR_PREFIX}${reason}`;
        setSendError(message);
        toast.error(message);
        console.error(message, error);
        // A 429 means a code is already on its way: keep the countdown; otherwise allow a new try.
        if ((error as { status?: number }).status !== 429) stop();
      } finally {
        setSending(false);
      }
    },
    [restart, stop],
  );

  const openWith = useCallback(
    (req: TTwoFactorOpenPayload) => {
      setRequest(req);
      setCode('');
      busyRef.current = false;
      setBusy(false);
      setOpen(true);
      void send(req);
    },
    [send],
  );

  const close = useCallback(() => {
    setOpen(false);
    setCode('');
    busyRef.current = false;
    setBusy(false);
  }, []);

  // The first request may arrive before this chunk loaded.
  const initialHandled = useRef(false);
  useEffect(() => {
    if (initial && !initialHandled.current) {
      initialHandled.current = true;
      openWith(initial);
    }
  }, [initial, openWith]);

  useEffect(() => {
    const offs = [
      on('two-factor:open', openWith),
      on('two-factor:reopen', () => {
        if (request) {
          setCode('');
          setOpen(true);
        }
      }),
      on('two-factor:close', close),
      on('modals:close-all', close),
    ];
    return () => offs.forEach((off) => off());
  }, [openWith, close, request]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!request || code.length !== TWO_FACTOR_CODE_LENGTH) return;
    if (busyRef.current) return; // a second submit while one runs is ignored
    busyRef.current = true;
    setBusy(true);
    const { phone, action } = request;
    try {
      if (request.validateBeforeClose) {
        try {
          await checkTwoFactorCode({ phone, code, action });
        } catch (error) {
          toast.error(`${CHECK_ERROR_PREFIX}${errorMessage(error)}`);
          return;
        }
      }
      emit('two-factor:verification-started', { phone, action });
      await request.verify(code);
      if (request.autoClose ?? true) close();
      emit('two-factor:verified', { phone, action, code });
    } catch (error) {
      // The callback reports its own error (HTTP toasts); the modal stays open for a new try.
      console.error(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const canResend = countdown.left <= 0 && !sending;

  return (
    <Modal
      open={open}
      onOpenChange={(v) => (v ? setOpen(true) : close())}
      title="Confirme seu telefone"
      icon={<ShieldCheck />}
      size="sm"
      description={
        request ? (
          <>
            Enviamos um código de {TWO_FACTOR_CODE_LENGTH} dígitos pelo WhatsApp para{' '}
            <strong className="whitespace-nowrap text-foreground">{formatPhone(request.phone)}</strong>.
          </>
        ) : null
      }
      closeOnOverlayClick={false}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="two-factor-modal">
        <Input
          label="Código de confirmação"
          value={code}
          onChange={(e) => setCode(sanitizeTwoFactorCode(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={TWO_FACTOR_CODE_LENGTH}
          placeholder="000000"
          className="text-center font-mono text-2xl tracking-[0.5em]"
          aria-describedby="two-factor-resend"
          name="code"
        />
        {sendError ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            {sendError}
          </p>
        ) : null}
        <p id="two-factor-resend" className="text-center text-sm text-muted-foreground" data-testid="two-factor-resend">
          {canResend ? (
            <>
              Não recebeu?{' '}
              <button
                type="button"
                className="font-semibold text-primary underline-offset-4 hover:underline"
                onClick={() => request && void send(request)}
              >
                Clique aqui para enviar novamente
              </button>
            </>
          ) : sending ? (
            'Enviando código…'
          ) : (
            <>
              Você pode pedir um novo código em{' '}
              <span className="font-mono font-semibold text-foreground">{formatCountdown(countdown.left)}</span>
            </>
          )}
        </p>
        <Button type="submit" size="lg" fullWidth disabled={code.length < TWO_FACTOR_CODE_LENGTH} loading={busy}>
          Continuar
        </Button>
      </form>
    </Modal>
  );
}
