import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Copy, QrCode } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import type { TGeneratedBill } from '@agenda/shared/schemas/billing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/loader';
import { toast } from '@/stores/toast-store';
import { useGenerateBill } from '../api/billing-api';
import { usePaymentLive } from '../hooks/use-payment-live';
import { formatDateTime } from './billing-format';

/** Pix with the QR code and the copy button, waiting live for the confirmation; green once paid. */
export function PixPaymentPanel({ companyId, onPaid, autoStart = false }: { companyId: string; onPaid?: () => void; autoStart?: boolean }) {
  const generate = useGenerateBill(companyId);
  const [charge, setCharge] = useState<TGeneratedBill | null>(null);
  const payment = charge?.subscription_bill_payment;
  const paid = usePaymentLive(companyId, payment?.id, payment?.status === 'paid');

  useEffect(() => {
    if (paid) onPaid?.();
  }, [paid, onPaid]);

  async function start() {
    setCharge(await generate.mutateAsync());
  }

  // Chosen with one click ("Pagar com Pix"): the charge is created right away.
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    void generate.mutateAsync().then(setCharge, () => undefined);
  }, [autoStart, generate]);

  async function copy() {
    if (!payment?.pix_qr_code) return;
    try {
      await navigator.clipboard.writeText(payment.pix_qr_code);
      toast.success('Código Pix copiado. Cole no app do seu banco.');
    } catch {
      toast.error('Não foi possível copiar. Selecione o código e copie manualmente.');
    }
  }

  if (paid) {
    return (
      <div
        data-testid="pix-paid"
        className="flex flex-col items-center gap-2 rounded-2xl border border-success/40 bg-success/10 p-6 text-center"
        role="status"
      >
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <p className="text-lg font-semibold text-foreground">Pagamento confirmado!</p>
        <p className="text-sm text-muted-foreground">Sua assinatura está ativa. Obrigado!</p>
      </div>
    );
  }

  if (!payment) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-5 text-center">
        <QrCode className="size-8 text-primary" aria-hidden />
        <p className="text-sm text-muted-foreground">Pague com o app do seu banco. A confirmação chega em segundos.</p>
        <Button onClick={() => void start()} loading={generate.isPending} fullWidth>
          {generate.isError ? 'Tentar de novo' : 'Gerar Pix'}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-5 text-center" data-testid="pix-charge">
      <p className="text-sm text-muted-foreground">
        Valor: <span className="font-semibold text-foreground">{formatMoney(payment.total_value)}</span>
      </p>
      {payment.pix_qr_image ? (
        <img src={payment.pix_qr_image} alt="QR Code do Pix" className="size-56 rounded-lg border border-border bg-white p-2" />
      ) : null}
      <label className="w-full text-left text-xs font-medium text-muted-foreground" htmlFor="pix-code">
        Pix copia e cola
      </label>
      <textarea
        id="pix-code"
        readOnly
        value={payment.pix_qr_code ?? ''}
        className="h-20 w-full resize-none rounded-lg border border-border bg-surface-sunken p-2 font-mono text-xs text-foreground"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button onClick={() => void copy()} leftIcon={<Copy />} fullWidth>
        Copiar código Pix
      </Button>
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner size="sm" label="Aguardando pagamento" /> Aguardando a confirmação do pagamento…
      </p>
      {payment.expires_at ? <p className="text-xs text-subtle-foreground">Válido até {formatDateTime(payment.expires_at)}</p> : null}
    </div>
  );
}
