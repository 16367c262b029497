import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { getSelectedCompany, useCompanyStore } from '@/stores/company-store';
import { useChangePlan, useSubscriptionOverview, useUpdateByStripeSession } from '../api/billing-api';
import { PayOptions } from './parts/pay-options';
import { PlanCard } from './plan-card';

/** /login/forma-de-pagamento: choose the plan and pay by card (Checkout) or Pix, then back to the agenda. */
export function PaymentMethodPage() {
  const [params] = useSearchParams();
  const companies = useCompanyStore((s) => s.companies);
  const company = companies.find((c) => String(c.id) === params.get('company_id')) ?? getSelectedCompany();
  const companyId = company ? String(company.id) : '';
  const overview = useSubscriptionOverview(companyId);
  const changePlan = useChangePlan(companyId);
  const fromCheckout = useUpdateByStripeSession(companyId);
  const sessionId = params.get('stripe_session_id');
  const asked = useRef(false);
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    if (!sessionId || !companyId || asked.current) return;
    asked.current = true;
    void fromCheckout.mutateAsync(sessionId).then(async (o) => {
      if (o.subscription?.is_active && o.subscription.status === 'active') {
        setPaid(true);
        await reloadCompanies().catch(() => undefined);
      }
    });
  }, [companyId, fromCheckout, sessionId]);

  if (!company) {
    return (
      <div className="w-full max-w-md text-center">
        <p className="text-muted-foreground">Crie sua empresa para escolher um plano.</p>
        <Button asChild className="mt-4">
          <Link to="/login/finalizar-cadastro">Criar empresa</Link>
        </Button>
      </div>
    );
  }
  const data = overview.data;
  const sub = data?.subscription;

  if (paid) {
    return (
      <div className="flex w-full max-w-md flex-col items-center gap-3 text-center" data-testid="payment-done">
        <CheckCircle2 className="size-12 text-success" aria-hidden />
        <h1 className="text-2xl font-bold text-foreground">Assinatura ativa!</h1>
        <p className="text-muted-foreground">Pagamento confirmado. Sua secretária já está trabalhando.</p>
        <Button asChild size="lg" fullWidth>
          <Link to="/app/agenda">Ir para a agenda</Link>
        </Button>
      </div>
    );
  }

  // Locked out: paying comes first; otherwise after the plans.
  const payOptions = (planId: string) =>
    data ? (
      <section className="mx-auto max-w-md" aria-label="Forma de pagamento">
        <PayOptions companyId={companyId} overview={data} planId={planId} onPaid={() => setPaid(true)} />
      </section>
    ) : null;

  return (
    <div className="w-full max-w-4xl">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">Escolha seu plano</h1>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          {sub?.is_active
            ? `${company.name}: escolha o plano e pague por cartão de crédito ou Pix.`
            : `A assinatura de ${company.name} não está ativa. Pague agora e volte a usar na hora.`}
        </p>
      </header>
      {overview.isPending || !data || !sub ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : (
        <>
          {sub.is_active ? null : <div className="mb-6">{payOptions(sub.plan.id)}</div>}
          <div className={`grid gap-4 ${data.plans.length > 1 ? 'sm:grid-cols-2' : 'mx-auto max-w-md'}`}>
            {data.plans.map((p) => (
              <PlanCard
                key={p.id}
                plan={p}
                selected={p.id === sub.plan.id}
                onSelect={() => {
                  if (p.id !== sub.plan.id && !changePlan.isPending) void changePlan.mutateAsync(p.id);
                }}
              />
            ))}
          </div>
          {sub.is_active ? <div className="mt-6">{payOptions(sub.plan.id)}</div> : null}
          <p className="mt-6 text-center text-sm">
            <Link className="text-muted-foreground underline-offset-2 hover:underline" to={`/app/empresas/${company.slug}/assinatura`}>
              Ver faturas e detalhes da assinatura
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
