import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Building2, CreditCard } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyStore } from '@/stores/company-store';
import { getBillingPortalUrl, useChangePlan, useResumeSubscription, useSubscriptionOverview } from '../api/billing-api';
import { CARD_BRANDS } from './billing-format';
import { ExtraFeaturesSection } from './extra-features-section';
import { CancelSubscriptionModal } from './parts/cancel-subscription-modal';
import { InvoicesCard } from './parts/invoices-card';
import { PayOptions } from './parts/pay-options';
import { SubscriptionSummary } from './parts/subscription-summary';

/** /app/empresas/{slug}/assinatura: plan, status, next bill, paying, cards, invoices, plan change and cancellation. */
export function SubscriptionPage() {
  const { company_slug } = useParams();
  const company = useCompanyStore((s) => s.companies.find((c) => c.slug === company_slug) ?? null);
  const companyId = company ? String(company.id) : '';
  const overview = useSubscriptionOverview(companyId);
  const changePlan = useChangePlan(companyId);
  const resume = useResumeSubscription(companyId);
  const [planId, setPlanId] = useState('');

  if (!company) {
    return (
      <div className="mx-auto max-w-3xl p-4 sm:p-6">
        <EmptyState
          icon={Building2}
          title="Empresa não encontrada"
          description="Ela pode ter sido removida ou você não tem acesso a ela."
        />
      </div>
    );
  }
  const data = overview.data;
  const sub = data?.subscription ?? null;
  const mustPay = Boolean(sub && (!sub.is_active || sub.status === 'expired' || (data?.next_bill && sub.gateway !== 'stripe')));
  const canPayAhead = Boolean(sub && sub.status === 'trial');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <header>
        <p className="text-sm text-muted-foreground">
          <Link to={`/app/empresas/${company.slug}/info`} className="hover:underline">
            {company.name}
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Assinatura</h1>
      </header>
      {overview.isPending || !data ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : !sub ? (
        <EmptyState icon={CreditCard} title="Sem assinatura" description="Esta empresa ainda não tem uma assinatura." />
      ) : (
        <>
          <SubscriptionSummary overview={data} />
          {mustPay || canPayAhead ? (
            <section className="rounded-2xl border border-primary/30 bg-primary-soft/40 p-5" aria-labelledby="pay-title">
              <h2 id="pay-title" className="text-lg font-semibold text-foreground">
                {mustPay ? 'Pague para continuar usando' : 'Assine agora e não perca nenhum dia'}
              </h2>
              <p className="mb-4 text-sm text-muted-foreground">
                {formatMoney(data.next_bill?.total_value ?? sub.overall_total_value)} por mês. A liberação é imediata após a confirmação.
              </p>
              <PayOptions companyId={companyId} overview={data} />
            </section>
          ) : null}
          <ExtraFeaturesSection companyId={companyId} timezone={company?.timezone ?? undefined} />
          <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm" aria-labelledby="methods-title">
            <h2 id="methods-title" className="text-lg font-semibold text-foreground">
              Formas de pagamento
            </h2>
            {data.payment_methods.length ? (
              <ul className="mt-3 space-y-2" data-testid="payment-methods">
                {data.payment_methods.map((m) => (
                  <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
                    <span className="flex items-center gap-2 text-foreground">
                      <CreditCard className="size-4 text-primary" aria-hidden />
                      {CARD_BRANDS[m.brand ?? ''] ?? m.brand ?? 'Cartão'} •••• {m.last_four}
                      {m.exp_month && m.exp_year ? (
                        <span className="text-muted-foreground">
                          validade {String(m.exp_month).padStart(2, '0')}/{m.exp_year}
                        </span>
                      ) : null}
                    </span>
                    {m.is_default ? <span className="text-xs text-muted-foreground">Principal</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">Nenhum cartão cadastrado. Pagamentos por Pix não deixam cartão salvo.</p>
            )}
            {data.payment_methods.length && data.gateways.card ? (
              <Button
                className="mt-3"
                variant="outline"
                onClick={() => void getBillingPortalUrl(companyId).then((url) => window.location.assign(url))}
              >
                Gerenciar cartões
              </Button>
            ) : null}
          </section>
          <InvoicesCard overview={data} slug={company.slug} />
          <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm" aria-labelledby="plan-change-title">
            <h2 id="plan-change-title" className="text-lg font-semibold text-foreground">
              Trocar de plano
            </h2>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
              <Select
                label="Novo plano"
                placeholder="Escolha um plano"
                value={planId}
                onValueChange={setPlanId}
                containerClassName="flex-1"
                options={data.plans
                  .filter((p) => p.id !== sub.plan.id)
                  .map((p) => ({ value: p.id, label: `${p.title} · ${formatMoney(p.total_value)}/mês`, hint: p.subtitle ?? undefined }))}
              />
              <Button
                disabled={!planId}
                loading={changePlan.isPending}
                onClick={() => void changePlan.mutateAsync(planId).then(() => setPlanId(''))}
              >
                Trocar plano
              </Button>
            </div>
          </section>
          <div className="flex justify-end">
            {sub.cancel_at_period_end && sub.status !== 'canceled' ? (
              <Button variant="outline" loading={resume.isPending} onClick={() => void resume.mutateAsync()}>
                Desfazer cancelamento
              </Button>
            ) : sub.status !== 'canceled' ? (
              <CancelSubscriptionModal companyId={companyId} endAt={sub.end_at} />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
