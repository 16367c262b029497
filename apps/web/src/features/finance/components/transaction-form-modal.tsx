// The financial transaction form (docs/spec.md §2 modals): receita or despesa, value, date, method and status, the
// client and the professional it belongs to; new, or an entry being corrected (a pending one marked as paid).
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES } from '@agenda/shared/finance';
import type { TTransactionBody, TTransactionDto } from '@agenda/shared/schemas/finance';
import { ClientPicker, type TPickedClient } from '@/components/clients/client-picker';
import { Button } from '@/components/ui/button';
import { CurrencyInput } from '@/components/ui/currency-input';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/http/errors';

const NO_ONE = 'none';

/** An entry to edit, with its date already in the company's timezone. */
export type TFormEntry = TTransactionDto & { occurred_on: string };

/** The form's fields of an entry being edited (its local date), or of a new one dated today. */
function initialBody(today: string, entry: TFormEntry | null): TTransactionBody {
  if (!entry)
    return {
      category: 'income',
      amount_cents: 0,
      occurred_on: today,
      description: '',
      payment_method: 'pix',
      status: 'completed',
      client_id: null,
      calendar_id: null,
    };
  const { category, amount_cents, description, payment_method, status, client_id, calendar_id } = entry;
  return { category, amount_cents, occurred_on: entry.occurred_on, description, payment_method, status, client_id, calendar_id };
}

export function TransactionFormModal({
  companyId,
  today,
  entry = null,
  professionals,
  saving,
  onSave,
  onClose,
}: {
  companyId: string;
  today: string;
  entry?: TFormEntry | null;
  professionals: { calendar_id: string; title: string }[];
  saving: boolean;
  onSave: (body: TTransactionBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [body, setBody] = useState<TTransactionBody>(() => initialBody(today, entry));
  const [client, setClient] = useState<TPickedClient | null>(
    entry?.client_id ? { id: entry.client_id, name: entry.client_name ?? 'Cliente', phone: null } : null,
  );
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
      title={entry ? 'Editar lançamento' : 'Novo lançamento'}
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
          <DatePicker label="Data" value={body.occurred_on} onValueChange={(d) => d && set({ occurred_on: d })} />
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
          <Select
            label="Profissional"
            value={body.calendar_id ?? NO_ONE}
            onValueChange={(v) => set({ calendar_id: v === NO_ONE ? null : v })}
            options={[{ value: NO_ONE, label: 'Nenhum' }, ...professionals.map((p) => ({ value: p.calendar_id, label: p.title }))]}
          />
        </div>
        <ClientPicker
          companyId={companyId}
          label="Cliente (opcional)"
          value={client}
          onChange={(c) => {
            setClient(c);
            set({ client_id: c?.id ?? null });
          }}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
