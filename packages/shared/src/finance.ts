// Financial transaction enums of docs/spec.md §3 "Financial transaction", with their Portuguese labels.

export const PAYMENT_METHODS = ['pix', 'credit_card', 'debit_card', 'cash', 'bank_transfer', 'check', 'other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  pix: 'Pix',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  cash: 'Dinheiro',
  bank_transfer: 'Transferência bancária',
  check: 'Cheque',
  other: 'Outro',
};

export const TRANSACTION_CATEGORIES = ['income', 'expense'] as const;
export type TTransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const TRANSACTION_CATEGORY_LABELS: Record<TTransactionCategory, string> = { income: 'Receita', expense: 'Despesa' };

export const TRANSACTION_STATUSES = ['completed', 'pending', 'canceled'] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_STATUS_LABELS: Record<TTransactionStatus, string> = {
  completed: 'Pago',
  pending: 'Pendente',
  canceled: 'Cancelado',
};
