// Prices on the home page: the plans of the database, with the extra features one can add.
import { Link, useLocation } from 'react-router';
import { Check } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURE_INFO, EXTRA_FEATURES } from '@agenda/shared/subscription';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { usePublicPlans } from '../api/public-plans';
import { signUpHref } from './sign-up-link';

export function HomePricing() {
  const plans = usePublicPlans();
  const { search } = useLocation();
  return (
    <section id="precos" aria-labelledby="precos-titulo" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="precos-titulo" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Preços simples, sem fidelidade
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">Comece com o teste grátis e escolha o plano depois.</p>
      {plans.status === 'pending' ? (
        <div className="mt-10 grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </div>
      ) : plans.status === 'error' ? (
        <div className="mt-10">
          <LoadError title="Não foi possível carregar os preços." error={plans.error} onRetry={plans.retry} />
        </div>
      ) : (
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {plans.data.map((p) => (
            <li
              key={p.id}
              className={cn(
                'flex flex-col rounded-2xl border bg-surface p-6 shadow-sm',
                p.meta?.highlight ? 'border-primary ring-2 ring-primary/20' : 'border-border',
              )}
            >
              <h3 className="text-lg font-semibold text-foreground">{p.title}</h3>
              {p.subtitle && <p className="text-sm text-muted-foreground">{p.subtitle}</p>}
              <p className="mt-4">
                {p.base_value > p.total_value && (
                  <span className="mr-2 text-sm text-muted-foreground line-through">{formatMoney(p.base_value)}</span>
                )}
                <span className="text-3xl font-extrabold text-foreground">{formatMoney(p.total_value)}</span>
                <span className="text-sm text-muted-foreground"> /mês</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {(p.meta?.features ?? []).map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <Link
                to={signUpHref(search)}
                className="mt-6 inline-flex h-11 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover"
              >
                {p.trial_days > 0 ? `Testar ${p.trial_days} dias grátis` : 'Assinar'}
                <span className="sr-only"> o plano {p.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 rounded-2xl border border-border bg-surface-muted/60 p-5">
        <h3 className="font-semibold text-foreground">Funcionalidades extras, quando precisar</h3>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {EXTRA_FEATURES.map((f) => (
            <li key={f} className="flex justify-between gap-3 rounded-lg bg-surface px-3 py-2">
              <span>{EXTRA_FEATURE_INFO[f].label}</span>
              <span className="font-medium whitespace-nowrap">+ {formatMoney(EXTRA_FEATURE_INFO[f].priceInCents)}/mês</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
