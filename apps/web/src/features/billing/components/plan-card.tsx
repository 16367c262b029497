import { Check } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURE_INFO, type TExtraFeature } from '@agenda/shared/subscription';
import type { TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { Pill } from '@/components/ui/pill';
import { cn } from '@/components/ui/cn';

type TPlan = TSubscriptionOverview['plans'][number];

/** A plan to choose on /login/forma-de-pagamento: price, discount, what it includes. */
export function PlanCard({ plan, selected, onSelect }: { plan: TPlan; selected: boolean; onSelect: () => void }) {
  const extras = plan.extra_features.map((f) => EXTRA_FEATURE_INFO[f as TExtraFeature]?.label ?? f);
  const features = ['Secretária com IA no WhatsApp', 'Agenda online e lembretes', ...extras];
  return (
    <button
      type="button"
      data-testid="plan-card"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex flex-col rounded-2xl border bg-surface p-5 text-left shadow-sm transition',
        selected ? 'border-primary ring-2 ring-primary/30' : 'border-border hover:border-border-strong',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{plan.title}</h2>
          {plan.subtitle ? <p className="text-sm text-muted-foreground">{plan.subtitle}</p> : null}
        </div>
        {selected ? (
          <Pill type="primary" size="sm">
            Escolhido
          </Pill>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-bold text-foreground">{formatMoney(plan.total_value)}</span>
        <span className="text-sm text-muted-foreground">/mês</span>
      </p>
      {plan.discount_value > 0 ? <p className="text-sm text-subtle-foreground line-through">{formatMoney(plan.base_value)}</p> : null}
      <ul className="mt-4 space-y-2 text-sm">
        {features.map((f) => (
          <li key={f} className="flex gap-2 text-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
    </button>
  );
}
