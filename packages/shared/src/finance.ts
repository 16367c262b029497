// Financial transaction enums of SPEC §3 "Financial transaction".

export const PAYMENT_METHODS = ['cash', 'credit_card', 'debit_card', 'pix', 'bank_transfer', 'check', 'other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  cash: 'Dinheiro',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  pix: 'Pix',
  bank_transfer: 'Transferência bancária',
  check: 'Cheque',
  other: 'Outro',
};

export const TRANSACTION_CATEGORIES = ['income', 'expense'] as const;
export type TTransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const TRANSACTION_CATEGORY_LABELS: Record<TTransactionCategory, string> = {
  income: 'Receita',
  expense: 'Despesa',
};

export const TRANSACTION_STATUSES = ['pending', 'completed', 'canceled'] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_STATUS_LABELS: Record<TTransactionStatus, string> = {
  pending: 'Pendente',
  completed: 'Concluída',
  canceled: 'Cancelada',
};
