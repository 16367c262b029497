// One row of the cash book export (CSV and XLSX): local date, labels in Portuguese, amount in cents.
import { PAYMENT_METHOD_LABELS, TRANSACTION_CATEGORY_LABELS, TRANSACTION_STATUS_LABELS } from '@agenda/shared/finance';
import type { TTransactionDto } from '@agenda/shared/schemas/finance';
import { toLocal } from '../scheduling/tz.js';

export const EXPORT_HEAD = ['Data', 'Tipo', 'Descrição', 'Valor (R$)', 'Forma de pagamento', 'Situação', 'Cliente', 'Profissional'];

export function exportRow(tz: string, r: TTransactionDto) {
  const d = toLocal(tz, Date.parse(r.occurred_at));
  return {
    date: { y: d.y, m: d.m, d: d.d },
    texts: [
      TRANSACTION_CATEGORY_LABELS[r.category],
      r.description,
      PAYMENT_METHOD_LABELS[r.payment_method],
      TRANSACTION_STATUS_LABELS[r.status],
      r.client_name ?? '',
      r.calendar_title ?? '',
    ] as const,
    cents: r.amount_cents,
  };
}
