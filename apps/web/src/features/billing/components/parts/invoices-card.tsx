import { Link } from 'react-router';
import { formatMoney } from '@agenda/shared/money';
import type { TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { Pill } from '@/components/ui/pill';
import { BILL_STATUS, formatDate } from '../billing-format';

/** Invoices with status, value, due and paid dates, each with its printable receipt once paid. */
export function InvoicesCard({ overview, slug }: { overview: TSubscriptionOverview; slug: string }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="text-lg font-semibold text-foreground">
        Faturas
      </h2>
      {overview.bills.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">Nenhuma fatura ainda. A primeira aparece quando você escolhe pagar.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border" data-testid="invoices">
          {overview.bills.map((b) => {
            const status = BILL_STATUS[b.status] ?? { label: b.status, type: 'default' as const };
            return (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-foreground">
                    {formatDate(b.ref_start_at)} a {formatDate(b.ref_end_at)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Vencimento {formatDate(b.due_at)}
                    {b.paid_at ? ` · paga em ${formatDate(b.paid_at)}` : ''}
                    {b.gateway === 'stripe' ? ' · cartão' : b.payments.some((p) => p.gateway.startsWith('pix')) ? ' · Pix' : ''}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm font-semibold text-foreground">{formatMoney(b.total_value)}</span>
                  <Pill type={status.type} size="sm">
                    {status.label}
                  </Pill>
                  {b.status === 'paid' ? (
                    <Link
                      className="text-sm font-medium text-primary underline-offset-2 hover:underline"
                      to={`/app/empresas/${slug}/assinatura/recibo/${b.id}`}
                    >
                      Recibo
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
