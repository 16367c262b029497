import { useState } from 'react';
import { CreditCard, QrCode } from 'lucide-react';
import type { TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { Button } from '@/components/ui/button';
import { getCheckoutUrl } from '../../api/billing-api';
import { PixPaymentPanel } from '../pix-payment-panel';

/** Card through Stripe Checkout, or Pix with its QR code, one click each. */
export function PayOptions({
  companyId,
  overview,
  planId,
  onPaid,
}: {
  companyId: string;
  overview: TSubscriptionOverview;
  planId?: string;
  onPaid?: () => void;
}) {
  const [method, setMethod] = useState<'pix' | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  async function card() {
    setRedirecting(true);
    try {
      window.location.assign(await getCheckoutUrl(companyId, planId));
    } catch {
      setRedirecting(false);
    }
  }

  if (method === 'pix') return <PixPaymentPanel companyId={companyId} onPaid={onPaid} autoStart />;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {overview.gateways.pix !== 'none' ? (
        <Button size="lg" leftIcon={<QrCode />} onClick={() => setMethod('pix')} fullWidth>
          Pagar com Pix
        </Button>
      ) : null}
      {overview.gateways.card ? (
        <Button size="lg" variant="secondary" leftIcon={<CreditCard />} loading={redirecting} onClick={() => void card()} fullWidth>
          Pagar com cartão
        </Button>
      ) : null}
      {overview.gateways.pix === 'none' && !overview.gateways.card ? (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Nenhuma forma de pagamento está disponível agora. Fale com o nosso suporte.
        </p>
      ) : null}
    </div>
  );
}
