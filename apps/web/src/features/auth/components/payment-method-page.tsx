import { Link } from 'react-router';
import { Check, CreditCard, QrCode } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURE_INFO, type TExtraFeature } from '@agenda/shared/subscription';
import { Button } from '@/components/ui/button';
import { Pill } from '@/components/ui/pill';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlans, type TPlan } from '../api/get-plans';

function PlanCard({ plan, highlight }: { plan: TPlan; highlight: boolean }) {
  const extras = (plan.extra_features ?? []).map((f) => EXTRA_FEATURE_INFO[f as TExtraFeature]?.label ?? f);
  const features = plan.meta?.features ?? ['Secretária com IA no WhatsApp', 'Agenda online e lembretes', ...extras];
  const hasDiscount = (plan.discount_value ?? 0) > 0;
  return (
    <article
      data-testid="plan-card"
      className={`flex flex-col rounded-2xl border bg-surface p-5 shadow-sm ${highlight ? 'border-primary ring-2 ring-primary/20' : 'border-border'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{plan.title}</h2>
          {plan.subtitle ? <p className="text-sm text-muted-foreground">{plan.subtitle}</p> : null}
        </div>
        {highlight ? (
          <Pill type="primary" size="sm">
            Mais escolhido
          </Pill>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-bold text-foreground">{formatMoney(plan.total_value)}</span>
        <span className="text-sm text-muted-foreground">/mês</span>
      </p>
      {hasDiscount ? <p className="text-sm text-subtle-foreground line-through">{formatMoney(plan.base_value)}</p> : null}
      {plan.description ? <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p> : null}
      {features.length ? (
        <ul className="mt-4 space-y-2 text-sm">
          {features.map((f) => (
            <li key={f} className="flex gap-2 text-foreground">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      {plan.trial_days ? <p className="mt-4 text-xs font-medium text-accent">{plan.trial_days} dias de teste grátis</p> : null}
    </article>
  );
}

export function PaymentMethodPage() {
  const plans = usePlans();
  return (
    <div className="w-full max-w-4xl">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">Escolha seu plano</h1>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          Sua empresa já está no período de teste. Escolha o plano e a forma de pagamento quando quiser: cartão de crédito ou Pix.
        </p>
      </header>
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : plans.data?.length ? (
        <div className={`grid gap-4 sm:grid-cols-2 ${plans.data.length > 2 ? 'lg:grid-cols-3' : 'mx-auto max-w-3xl'}`}>
          {plans.data.map((p, i) => (
            <PlanCard key={p.id} plan={p} highlight={Boolean(p.meta?.highlight) || (plans.data.length > 1 && i === 1)} />
          ))}
        </div>
      ) : (
        <p className="rounded-2xl border border-border bg-surface p-6 text-center text-muted-foreground">
          Não foi possível carregar os planos agora. Você pode escolher depois, na página de assinatura da empresa.
        </p>
      )}
      <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong bg-surface-sunken p-5 text-center text-sm text-muted-foreground sm:flex-row sm:text-left">
        <div className="flex gap-2 text-primary">
          <CreditCard className="size-5" aria-hidden />
          <QrCode className="size-5" aria-hidden />
        </div>
        <p className="flex-1">O pagamento por cartão ou Pix fica disponível na página de assinatura da empresa.</p>
        <Button asChild>
          <Link to="/app/agendamentos">Continuar no teste grátis</Link>
        </Button>
      </div>
    </div>
  );
}
