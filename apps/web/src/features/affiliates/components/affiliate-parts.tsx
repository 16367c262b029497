import { useState } from 'react';
import { Check, Copy, HandCoins, Receipt, UserPlus, Users } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { COMMISSION_STATUS_LABELS, type TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { toast } from '@/stores/toast-store';

export const brl = (cents: number) => formatMoney(cents, 'BRL');
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

export function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LinkCard({ home }: { home: TAffiliateHome }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${home.link_path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Link copiado para a área de transferência.');
    } catch {
      toast.error('Não foi possível copiar. Selecione o link e copie manualmente.');
    }
  };
  return (
    <Section title="Seu link de indicação" id="affiliate-link">
      <p className="mb-3 text-sm text-muted-foreground">
        Quem se cadastrar pelo link ou com o código <strong className="font-semibold text-foreground">{home.sharing_code}</strong> fica
        ligado a você. Você ganha {home.commission_percent.toLocaleString('pt-BR')}% de cada fatura paga durante {home.commission_months}{' '}
        {home.commission_months === 1 ? 'mês' : 'meses'}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={url}
          aria-label="Link de indicação"
          data-testid="affiliate-link"
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 w-full min-w-0 shrink-0 rounded-lg border border-border bg-surface-muted px-3 font-mono text-sm text-foreground sm:w-auto sm:flex-1"
        />
        <Button leftIcon={copied ? <Check /> : <Copy />} onClick={() => void copy()}>
          {copied ? 'Copiado' : 'Copiar link'}
        </Button>
      </div>
    </Section>
  );
}

export function Totals({ totals }: { totals: TAffiliateHome['totals'] }) {
  const items = [
    { label: 'Indicações', value: String(totals.referrals), icon: Users },
    { label: 'Conversões', value: String(totals.conversions), icon: UserPlus },
    { label: 'Comissões', value: brl(totals.commissions_total), icon: Receipt },
    { label: 'A receber', value: brl(totals.payouts_due), icon: HandCoins },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="affiliate-totals">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-2xl border border-border bg-surface p-4 shadow-xs">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-foreground sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PayoutsDue({ home }: { home: TAffiliateHome }) {
  if (!home.payouts_due.length) return <p className="text-sm text-muted-foreground">Nenhum valor a receber no momento.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="affiliate-payouts">
      {home.payouts_due.map((p) => (
        <li key={p.month} className="flex items-center justify-between py-2 text-sm">
          <span className="text-foreground first-letter:uppercase">{monthLabel(p.month)}</span>
          <span className="font-semibold tabular-nums text-foreground">{brl(p.amount)}</span>
        </li>
      ))}
      <li className="flex items-center justify-between py-2 text-sm">
        <span className="font-medium text-foreground">Total a receber</span>
        <span className="font-semibold tabular-nums text-foreground">{brl(home.totals.payouts_due)}</span>
      </li>
    </ul>
  );
}

export function Referrals({ home }: { home: TAffiliateHome }) {
  if (!home.referrals.length)
    return (
      <EmptyState
        variant="inline"
        icon={Users}
        title="Ninguém se cadastrou pelo seu link ainda"
        description="Compartilhe seu link com outros negócios. Quem se cadastrar por ele aparece aqui."
      />
    );
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="affiliate-referrals">
      {home.referrals.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-foreground">{r.name}</p>
            <p className="text-sm break-words text-muted-foreground">
              {r.companies.length ? r.companies.join(', ') : 'Ainda sem empresa'} · cadastro em {shortDate(r.created_at)}
            </p>
          </div>
          {r.converted_at ? (
            <Pill type="success" size="sm">
              Convertida em {shortDate(r.converted_at)}
            </Pill>
          ) : (
            <Pill size="sm">Aguardando primeiro pagamento</Pill>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Ledger({ home }: { home: TAffiliateHome }) {
  if (!home.commissions.length)
    return (
      <EmptyState
        variant="inline"
        icon={Receipt}
        title="Nenhuma comissão ainda"
        description="Quando uma empresa indicada por você pagar uma fatura, a comissão aparece aqui."
      />
    );
  const status = (c: TAffiliateHome['commissions'][number]) => (
    <Pill type={c.status === 'paid' ? 'success' : 'warning'} size="sm">
      {COMMISSION_STATUS_LABELS[c.status]}
    </Pill>
  );
  return (
    <>
      {/* Phones: one card per line. */}
      <ul className="flex flex-col divide-y divide-border sm:hidden" data-testid="affiliate-ledger-cards">
        {home.commissions.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="truncate font-medium text-foreground">{c.company_name}</p>
              <p className="text-muted-foreground">
                {shortDate(c.created_at)} · fatura {brl(c.bill_value)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-semibold tabular-nums text-foreground">{brl(c.amount)}</span>
              {status(c)}
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm sm:table" data-testid="affiliate-ledger">
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-subtle-foreground">
            <th className="px-2 py-2 font-medium">Data</th>
            <th className="px-2 py-2 font-medium">Empresa</th>
            <th className="px-2 py-2 text-right font-medium">Fatura</th>
            <th className="px-2 py-2 text-right font-medium">Comissão</th>
            <th className="px-2 py-2 text-right font-medium">Situação</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {home.commissions.map((c) => (
            <tr key={c.id}>
              <td className="px-2 py-2 tabular-nums">{shortDate(c.created_at)}</td>
              <td className="px-2 py-2">{c.company_name}</td>
              <td className="px-2 py-2 text-right tabular-nums">{brl(c.bill_value)}</td>
              <td className="px-2 py-2 text-right font-medium tabular-nums">
                {brl(c.amount)}{' '}
                <span className="text-xs text-muted-foreground">({(c.rate_basis_points / 100).toLocaleString('pt-BR')}%)</span>
              </td>
              <td className="px-2 py-2 text-right">{status(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
