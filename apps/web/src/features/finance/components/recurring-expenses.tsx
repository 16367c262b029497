// Monthly expenses (rent, products): each one writes its entry, paid, on its day of every month.
import { useState } from 'react';
import { Repeat, X } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@agenda/shared/finance';
import type { TRecurringExpenseBody } from '@agenda/shared/schemas/finance';
import { Button } from '@/components/ui/button';
import { CurrencyInput } from '@/components/ui/currency-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { useRecurringExpenses } from '../api/finance-extras-api';

const EMPTY: TRecurringExpenseBody = { description: '', amount_cents: 0, payment_method: 'pix', day_of_month: 5 };

export function RecurringExpenses({ companyId }: { companyId: string | null }) {
  const { list, create, stop } = useRecurringExpenses(companyId);
  const [body, setBody] = useState<TRecurringExpenseBody>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<TRecurringExpenseBody>) => setBody((b) => ({ ...b, ...patch }));
  const active = list.data?.filter((r) => r.is_active) ?? [];
  const submit = async () => {
    if (!body.description.trim()) return setError('Informe a descrição.');
    if (body.amount_cents <= 0) return setError('O valor precisa ser maior que zero.');
    setError(null);
    try {
      await create.mutateAsync(body);
      setBody(EMPTY);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <section aria-labelledby="recorrentes" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div>
        <h2 id="recorrentes" className="font-semibold text-foreground">
          Despesas recorrentes
        </h2>
        <p className="text-sm text-muted-foreground">Aluguel, produtos e contas fixas entram como pagas no dia escolhido de cada mês.</p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-12 rounded-lg" aria-busy="true" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(list.error)}
        </p>
      ) : active.length ? (
        <ul className="divide-y divide-border" aria-label="Despesas recorrentes ativas">
          {active.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium text-foreground">{r.description}</span>
                <span className="block text-muted-foreground">
                  Todo dia {r.day_of_month} · {PAYMENT_METHOD_LABELS[r.payment_method]}
                </span>
              </span>
              <span className="flex items-center gap-1">
                <span className="font-semibold text-danger">− {formatMoney(r.amount_cents)}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={`Encerrar ${r.description}`}
                  loading={stop.isPending && stop.variables === r.id}
                  onClick={() => stop.mutate(r.id)}
                >
                  <X />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhuma despesa recorrente.</p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto] lg:items-end"
        aria-label="Nova despesa recorrente"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label="Despesa"
          placeholder="Ex.: Aluguel"
          value={body.description}
          maxLength={200}
          onChange={(e) => set({ description: e.target.value })}
        />
        <CurrencyInput label="Valor mensal" value={body.amount_cents || null} onValueChange={(v) => set({ amount_cents: v ?? 0 })} />
        <Input
          type="number"
          label="Dia do mês"
          min={1}
          max={28}
          value={body.day_of_month}
          onChange={(e) => set({ day_of_month: Number(e.target.value) })}
        />
        <Select
          label="Forma de pagamento"
          value={body.payment_method}
          onValueChange={(v) => set({ payment_method: v as TRecurringExpenseBody['payment_method'] })}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
        />
        <Button type="submit" variant="outline" leftIcon={<Repeat />} loading={create.isPending}>
          Adicionar
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
