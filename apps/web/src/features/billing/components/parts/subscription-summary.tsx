import { CalendarClock, CreditCard, Receipt } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import type { TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { Pill } from '@/components/ui/pill';
import { CARD_BRANDS, formatDate, subscriptionPill } from '../billing-format';

type TSub = NonNullable<TSubscriptionOverview['subscription']>;

function remainingText(sub: TSub): string {
  if (sub.status === 'expired' && sub.grace_ends_at)
    return `Pagamento em atraso. Regularize até ${formatDate(sub.grace_ends_at)} para não perder o acesso.`;
  if (!sub.is_active) return 'Vencido';
  if (sub.cancel_at_period_end) return `Cancelada: acesso até ${formatDate(sub.end_at)}`;
  return sub.remaining_days === 1 ? '1 dia restante' : `${sub.remaining_days} dias restantes`;
}

/** Plan, status badge, remaining days, next bill and totals of the current subscription. */
export function SubscriptionSummary({ overview }: { overview: TSubscriptionOverview }) {
  const sub = overview.subscription!;
  const next = overview.next_bill;
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm" aria-labelledby="plan-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Plano atual</p>
          <h2 id="plan-title" className="text-xl font-semibold text-foreground">
            {sub.plan.title}
          </h2>
          {sub.plan.subtitle ? <p className="text-sm text-muted-foreground">{sub.plan.subtitle}</p> : null}
        </div>
        <Pill type={subscriptionPill(sub.status)} dot data-testid="subscription-status">
          {sub.status_label}
        </Pill>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div className="relative pl-8">
          <dt className="text-xs text-muted-foreground">
            <CalendarClock className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden />
            {sub.status === 'trial' ? 'Teste grátis' : 'Período'}
          </dt>
          <dd className="text-sm font-medium text-foreground" data-testid="remaining-days">
            {remainingText(sub)}
          </dd>
          <dd className="text-xs text-subtle-foreground">até {formatDate(sub.end_at)}</dd>
        </div>
        <div className="relative pl-8">
          <dt className="text-xs text-muted-foreground">
            <Receipt className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden />
            Próxima fatura
          </dt>
          <dd className="text-sm font-medium text-foreground">
            {next
              ? `${formatMoney(next.total_value)} · vence ${formatDate(next.due_at)}`
              : `${formatMoney(sub.overall_total_value)} · ${formatDate(sub.end_at)}`}
          </dd>
          {sub.extra_features_total_value > 0 ? (
            <dd className="text-xs text-subtle-foreground">
              Plano {formatMoney(sub.total_value)} + extras {formatMoney(sub.extra_features_total_value)}
            </dd>
          ) : null}
        </div>
        <div className="relative pl-8">
          <dt className="text-xs text-muted-foreground">
            <CreditCard className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden />
            Forma de pagamento
          </dt>
          <dd className="text-sm font-medium text-foreground">
            {overview.payment_methods.length
              ? overview.payment_methods
                  .filter((m) => m.is_default)
                  .map((m) => `${CARD_BRANDS[m.brand ?? ''] ?? m.brand ?? 'Cartão'} final ${m.last_four}`)
                  .join(', ')
              : sub.gateway === 'pix'
                ? 'Pix'
                : 'Nenhuma cadastrada'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
