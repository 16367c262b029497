import type { ReactNode } from 'react';
import { TicketPercent } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import { useAffiliateHome } from '../api/affiliates';
import { brl, Ledger, LinkCard, PayoutsDue, Referrals, Section, Totals } from './affiliate-parts';

/**
 * /afiliados/home: the user's link, referrals, conversions, commission ledger and payouts due (docs/spec.md §2).
 * /app/afiliados shows the same inside the company app, with its own heading and how the program works first.
 */
export function AffiliatesHomePage({
  heading = 'Área do afiliado',
  intro,
}: {
  heading?: string;
  intro?: (home: TAffiliateHome) => ReactNode;
}) {
  const home = useAffiliateHome();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="affiliates-home">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{heading}</h1>
        <p className="text-sm text-muted-foreground">Indique a Agenda Inteligente e ganhe uma parte de cada fatura paga.</p>
      </header>
      {home.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-36 rounded-2xl" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : home.isError ? (
        <LoadError title="Não foi possível carregar a área do afiliado" error={home.error} onRetry={() => void home.refetch()} />
      ) : (
        <>
          {intro?.(home.data)}
          <LinkCard home={home.data} />
          <Totals totals={home.data.totals} />
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <Section title="Comissões" id="affiliate-ledger-title">
              <Ledger home={home.data} />
            </Section>
            <Section title="A receber" id="affiliate-payouts-title">
              <PayoutsDue home={home.data} />
              {home.data.totals.paid_out ? (
                <p className="mt-3 text-xs text-muted-foreground">Já recebido: {brl(home.data.totals.paid_out)}</p>
              ) : null}
            </Section>
          </div>
          <Section title="Indicações" id="affiliate-referrals-title">
            <Referrals home={home.data} />
          </Section>
          {home.data.coupons.length ? (
            <Section title="Seus cupons" id="affiliate-coupons-title">
              <ul className="flex flex-col gap-2">
                {home.data.coupons.map((c) => (
                  <li key={c.code} className="flex flex-wrap items-center gap-2 text-sm">
                    <TicketPercent className="size-4 text-primary" aria-hidden="true" />
                    <code className="rounded bg-surface-muted px-2 py-0.5 font-mono font-semibold">{c.code}</code>
                    <span className="text-muted-foreground">
                      {c.description ??
                        [
                          c.discount_percent ? `${c.discount_percent}% de desconto` : '',
                          c.discount_value ? `${brl(c.discount_value)} de desconto` : '',
                        ]
                          .filter(Boolean)
                          .join(' + ')}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}
