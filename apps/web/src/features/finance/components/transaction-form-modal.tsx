// The financial transaction form (docs/spec.md §2 modals): receita or despesa, value, date, method and status.
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES } from '@agenda/shared/finance';
import type { TTransactionBody } from '@agenda/shared/schemas/finance';
import { Button } from '@/components/ui/button';
import { CurrencyInput } from '@/components/ui/currency-input';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/http/errors';

export function TransactionFormModal({
  today,
  saving,
  onSave,
  onClose,
}: {
  today: string;
  saving: boolean;
  onSave: (body: TTransactionBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [body, setBody] = useState<TTransactionBody>({
    category: 'income',
    amount_cents: 0,
    occurred_on: today,
    description: '',
    payment_method: 'pix',
    status: 'completed',
    client_id: null,
    calendar_id: null,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<TTransactionBody>) => setBody((b) => ({ ...b, ...patch }));
  const submit = async () => {
    if (!body.description.trim()) return setError('Informe a descrição.');
    if (body.amount_cents <= 0) return setError('O valor precisa ser maior que zero.');
    try {
      await onSave(body);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title="Novo lançamento"
      description="Receitas e despesas entram no resumo do período quando pagas."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex gap-2" role="group" aria-label="Tipo">
          {(['income', 'expense'] as const).map((c) => (
            <Button
              key={c}
              size="sm"
              variant={body.category === c ? 'primary' : 'outline'}
              aria-pressed={body.category === c}
              onClick={() => set({ category: c })}
            >
              {c === 'income' ? 'Receita' : 'Despesa'}
            </Button>
          ))}
        </div>
        <Input label="Descrição" value={body.description} maxLength={200} onChange={(e) => set({ description: e.target.value })} />
        <div className="grid gap-3 sm:grid-cols-2">
          <CurrencyInput label="Valor" value={body.amount_cents || null} onValueChange={(v) => set({ amount_cents: v ?? 0 })} />
          <Input
            type="date"
            label="Data"
            value={body.occurred_on}
            onChange={(e) => e.target.value && set({ occurred_on: e.target.value })}
          />
          <Select
            label="Forma de pagamento"
            value={body.payment_method}
            onValueChange={(v) => set({ payment_method: v as TTransactionBody['payment_method'] })}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          />
          <Select
            label="Situação"
            value={body.status}
            onValueChange={(v) => set({ status: v as TTransactionBody['status'] })}
            options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] }))}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
