import { useState } from 'react';
import { Download, FileSpreadsheet, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TRANSACTION_STATUS_LABELS, type TPaymentMethod } from '@agenda/shared/finance';
import type { TFinanceSummaryDto, TTransactionDto } from '@agenda/shared/schemas/finance';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PeriodPicker, presetPeriod, type TPeriod } from '@/components/ui/period-picker';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { formatDateTime, isoToBr, todayIn, tzOf } from '@/lib/dates';
import { useSelectedCompany } from '@/stores/company-store';
import { downloadExport, useFinance, useFinanceWrites } from '../api/finance-api';
import { useCommissions } from '../api/finance-extras-api';
import { CommissionsCard } from './commissions-card';
import { RecurringExpenses } from './recurring-expenses';
import { TransactionFormModal, type TFormEntry } from './transaction-form-modal';

function SummaryCards({ s }: { s: TFinanceSummaryDto }) {
  const cards = [
    ['Receitas', s.income_cents],
    ['Despesas', s.expense_cents],
    ['Saldo', s.balance_cents],
    ['Ticket médio', s.average_ticket_cents],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Resumo do período">
      {cards.map(([label, cents]) => (
        <div key={label} className="rounded-xl border border-border bg-surface p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd
            className={`whitespace-nowrap text-lg font-semibold sm:text-xl ${label === 'Saldo' && cents < 0 ? 'text-danger' : 'text-foreground'}`}
          >
            {/* A negative balance signed as the entries below are ("− R$ 1.455,00"), not "-R$". */}
            {cents < 0 ? `− ${formatMoney(-cents)}` : formatMoney(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Breakdowns({ s }: { s: TFinanceSummaryDto }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <table className="w-full rounded-xl border border-border bg-surface text-sm">
        <caption className="p-2 text-left font-semibold text-foreground">Por forma de pagamento</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th className="p-2 text-left font-medium">Forma</th>
            <th className="p-2 text-right font-medium">Receitas</th>
            <th className="p-2 text-right font-medium">Despesas</th>
          </tr>
        </thead>
        <tbody>
          {s.by_payment_method.length ? (
            s.by_payment_method.map((m) => (
              <tr key={m.payment_method} className="border-t border-border">
                <td className="p-2">{PAYMENT_METHOD_LABELS[m.payment_method]}</td>
                <td className="p-2 text-right">{formatMoney(m.income_cents)}</td>
                <td className="p-2 text-right">{formatMoney(m.expense_cents)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className="p-2 text-muted-foreground">
                Nada pago no período.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <table className="w-full rounded-xl border border-border bg-surface text-sm">
        <caption className="p-2 text-left font-semibold text-foreground">Por profissional</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th className="p-2 text-left font-medium">Profissional</th>
            <th className="p-2 text-right font-medium">Receitas</th>
            <th className="p-2 text-right font-medium">Comissão</th>
          </tr>
        </thead>
        <tbody>
          {s.by_professional.length ? (
            s.by_professional.map((p) => (
              <tr key={p.calendar_id} className="border-t border-border">
                <td className="p-2">{p.title}</td>
                <td className="p-2 text-right">{formatMoney(p.income_cents)}</td>
                <td className="p-2 text-right">
                  {formatMoney(p.commission_cents)} ({p.commission_percent}%)
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className="p-2 text-muted-foreground">
                Nenhuma receita ligada a um profissional.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** /app/financeiro: the cash book of a period, appointments to charge, new entries, monthly expenses, commissions, CSV/XLSX. */
export function FinancePage() {
  const company = useSelectedCompany();
  const companyId = company ? String(company.id) : null;
  const tz = tzOf(company);
  const [period, setPeriod] = useState<TPeriod>(() => presetPeriod('month', tz));
  const [method, setMethod] = useState<TPaymentMethod>('pix');
  // The form: closed, a new entry (null) or an entry being edited.
  const [form, setForm] = useState<TFormEntry | null | undefined>(undefined);
  const professionals = useCommissions(companyId).list.data ?? [];
  const localDay = (t: TTransactionDto) => todayIn(tz, Date.parse(t.occurred_at));
  const [csvError, setCsvError] = useState<string | null>(null);
  const download = (format: 'csv' | 'xlsx') => {
    setCsvError(null);
    if (companyId) downloadExport(companyId, period, format).catch((e: unknown) => setCsvError(errorMessage(e)));
  };
  const { summary, transactions, billable } = useFinance(companyId, period);
  const writes = useFinanceWrites(companyId);
  const forbidden = (summary.error as { status?: number } | null)?.status === 403;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="finance-page">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Financeiro</h1>
          <p className="text-sm text-muted-foreground">Entradas, saídas e formas de pagamento do período.</p>
        </div>
        {forbidden ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" leftIcon={<Download />} onClick={() => download('csv')}>
              Exportar CSV
            </Button>
            <Button variant="outline" leftIcon={<FileSpreadsheet />} onClick={() => download('xlsx')}>
              Exportar XLSX
            </Button>
            <Button leftIcon={<Plus />} onClick={() => setForm(null)}>
              Novo lançamento
            </Button>
          </div>
        )}
      </header>
      <PeriodPicker tz={tz} value={period} onChange={setPeriod} />
      {csvError ? (
        <p role="alert" className="text-sm text-danger">
          {csvError}
        </p>
      ) : null}
      {summary.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-busy="true" />
      ) : forbidden ? (
        <EmptyState icon={<Lock />} title="Acesso restrito" description="Só o proprietário e os administradores veem o financeiro." />
      ) : summary.isError ? (
        <LoadError title="Não foi possível carregar o financeiro" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <SummaryCards s={summary.data} />
          {summary.data.pending_cents ? (
            <p className="text-sm text-muted-foreground">Pendente no período: {formatMoney(summary.data.pending_cents)}</p>
          ) : null}
          {billable.data?.length ? (
            <section aria-label="Atendimentos a receber" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
                <h2 className="font-semibold text-foreground">Atendimentos concluídos sem pagamento</h2>
                <Select
                  label="Forma de pagamento"
                  containerClassName="sm:w-60"
                  value={method}
                  onValueChange={(v) => setMethod(v as TPaymentMethod)}
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
                />
              </div>
              <ul className="divide-y divide-border">
                {billable.data.map((b) => (
                  <li key={b.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <span className="text-sm">
                      <span className="block font-medium text-foreground">
                        {b.client_name} · {b.service_title}
                      </span>
                      <span className="text-muted-foreground">
                        {formatDateTime(b.start_at, tz)} · {b.calendar_title} · {b.price_cents ? formatMoney(b.price_cents) : 'sem preço'}
                      </span>
                    </span>
                    <Button
                      size="sm"
                      disabled={!b.price_cents}
                      loading={writes.pay.isPending && writes.pay.variables?.scheduleId === b.id}
                      onClick={() => writes.pay.mutate({ scheduleId: b.id, body: { payment_method: method } })}
                    >
                      Registrar pagamento
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Breakdowns s={summary.data} />
          <section aria-label="Lançamentos" className="rounded-xl border border-border bg-surface">
            <h2 className="p-4 pb-2 font-semibold text-foreground">Lançamentos</h2>
            {transactions.data?.length ? (
              <ul className="divide-y divide-border">
                {transactions.data.map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-2 px-4 py-2 text-sm">
                    <span className="min-w-0">
                      <span className="block break-words font-medium text-foreground sm:truncate">{t.description}</span>
                      {/* Wraps rather than cut: the client's name comes last and a phone has no room for it. */}
                      <span className="block text-muted-foreground">
                        {isoToBr(localDay(t))} · {PAYMENT_METHOD_LABELS[t.payment_method]} · {TRANSACTION_STATUS_LABELS[t.status]}
                        {t.client_name ? ` · ${t.client_name}` : ''}
                      </span>
                    </span>
                    <span className="flex items-center gap-1">
                      <span className={`whitespace-nowrap font-semibold ${t.category === 'expense' ? 'text-danger' : 'text-foreground'}`}>
                        {t.category === 'expense' ? '−' : '+'} {formatMoney(t.amount_cents)}
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        iconOnly
                        aria-label={`Editar ${t.description}`}
                        onClick={() => setForm({ ...t, occurred_on: localDay(t) })}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        iconOnly
                        aria-label={`Excluir ${t.description}`}
                        onClick={() => writes.remove.mutate(t.id)}
                      >
                        <Trash2 />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-4 pb-4 text-sm text-muted-foreground">Nenhum lançamento no período.</p>
            )}
          </section>
          <RecurringExpenses companyId={companyId} />
          <CommissionsCard companyId={companyId} />
        </>
      )}
      {form !== undefined && companyId ? (
        <TransactionFormModal
          companyId={companyId}
          today={todayIn(tz)}
          entry={form}
          professionals={professionals}
          saving={writes.create.isPending || writes.update.isPending}
          onSave={(body) => (form ? writes.update.mutateAsync({ id: form.id, body }) : writes.create.mutateAsync(body))}
          onClose={() => setForm(undefined)}
        />
      ) : null}
    </div>
  );
}
