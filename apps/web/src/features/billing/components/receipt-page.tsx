import { Link, useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyStore } from '@/stores/company-store';
import { useSubscriptionOverview } from '../api/billing-api';
import { formatDate, formatDateTime } from './billing-format';

/** /app/empresas/{slug}/assinatura/recibo/{bill_id}: a printable receipt of a paid bill. */
export function ReceiptPage() {
  const { company_slug, bill_id } = useParams();
  const company = useCompanyStore((s) => s.companies.find((c) => c.slug === company_slug) ?? null);
  const overview = useSubscriptionOverview(company ? String(company.id) : '');
  const bill = overview.data?.bills.find((b) => b.id === bill_id);
  const payment = bill?.payments.find((p) => p.status === 'paid');
  const back = `/app/empresas/${company_slug ?? ''}/assinatura`;

  if (overview.isPending) return <Skeleton className="m-6 h-64 rounded-2xl" />;
  if (!company || !bill || bill.status !== 'paid') {
    return (
      <div className="mx-auto max-w-2xl p-6 text-center">
        <p className="text-muted-foreground">Recibo não encontrado. Só faturas pagas têm recibo.</p>
        <Button asChild variant="link">
          <Link to={back}>Voltar para a assinatura</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-2xl p-4 sm:p-6">
      <div className="mb-4 flex justify-between print:hidden">
        <Button asChild variant="link">
          <Link to={back}>Voltar</Link>
        </Button>
        <Button leftIcon={<Printer />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>
      <article className="rounded-2xl border border-border bg-surface p-6 print:border-0 print:p-0" data-testid="receipt">
        <h1 className="text-xl font-bold text-foreground">Recibo de pagamento</h1>
        <p className="text-sm text-muted-foreground">Agenda Inteligente</p>
        <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Cliente</dt>
          <dd className="text-foreground">{company.name}</dd>
          <dt className="text-muted-foreground">Referente a</dt>
          <dd className="text-foreground">
            Assinatura de {formatDate(bill.ref_start_at)} a {formatDate(bill.ref_end_at)}
          </dd>
          <dt className="text-muted-foreground">Valor</dt>
          <dd className="font-semibold text-foreground">{formatMoney(bill.total_value)}</dd>
          {bill.extra_features_total_value > 0 ? (
            <>
              <dt className="text-muted-foreground">Funcionalidades extras</dt>
              <dd className="text-foreground">{formatMoney(bill.extra_features_total_value)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Pago em</dt>
          <dd className="text-foreground">{formatDateTime(bill.paid_at)}</dd>
          <dt className="text-muted-foreground">Forma de pagamento</dt>
          <dd className="text-foreground">{payment?.gateway === 'stripe' ? 'Cartão de crédito' : 'Pix'}</dd>
          <dt className="text-muted-foreground">Código</dt>
          <dd className="font-mono text-xs text-foreground">{bill.id}</dd>
        </dl>
      </article>
    </div>
  );
}
