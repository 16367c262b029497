// /app/financeiro: transactions, recurring expenses, period summaries (docs/spec.md §3 "Financial transaction").
import { z } from 'zod';
import { PAYMENT_METHODS, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES } from '../finance';

const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.');
const ZCents = z
  .number({ error: 'Informe o valor.' })
  .int('Valor em centavos inteiros.')
  .positive('O valor precisa ser maior que zero.')
  .max(100_000_000, 'Valor alto demais.');
const ZMethod = z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' });

/** A period of local dates (company timezone), both ends included, at most a year. */
export const ZPeriodQuery = z
  .object({ from: ZLocalDate, to: ZLocalDate })
  .refine((p) => p.from <= p.to, { message: 'A data inicial precisa ser antes da final.' })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, { message: 'Escolha um período de até um ano.' });
export type TPeriodQuery = z.infer<typeof ZPeriodQuery>;

export const ZTransactionBody = z.object({
  category: z.enum(TRANSACTION_CATEGORIES, { error: 'Escolha receita ou despesa.' }),
  amount_cents: ZCents,
  occurred_on: ZLocalDate,
  description: z.string().trim().min(1, 'Informe a descrição.').max(200, 'Descrição longa demais.'),
  payment_method: ZMethod,
  status: z.enum(TRANSACTION_STATUSES, { error: 'Situação inválida.' }).default('completed'),
  client_id: z.uuid({ error: 'Cliente inválido.' }).nullable().default(null),
  calendar_id: z.uuid({ error: 'Profissional inválido.' }).nullable().default(null),
});
export type TTransactionBody = z.infer<typeof ZTransactionBody>;

export const ZFromScheduleBody = z.object({
  payment_method: ZMethod,
  amount_cents: ZCents.optional(),
});
export type TFromScheduleBody = z.infer<typeof ZFromScheduleBody>;

export const ZRecurringExpenseBody = z.object({
  description: z.string().trim().min(1, 'Informe a descrição.').max(200, 'Descrição longa demais.'),
  amount_cents: ZCents,
  payment_method: ZMethod,
  day_of_month: z.number().int().min(1, 'Dia entre 1 e 28.').max(28, 'Dia entre 1 e 28.'),
});
export type TRecurringExpenseBody = z.infer<typeof ZRecurringExpenseBody>;

export const ZCommissionBody = z.object({
  calendar_id: z.uuid({ error: 'Profissional inválido.' }),
  percent: z.number().int('Use um número inteiro.').min(0, 'Entre 0 e 100%.').max(100, 'Entre 0 e 100%.'),
});
export type TCommissionBody = z.infer<typeof ZCommissionBody>;

export const ZTransactionDto = z.object({
  id: z.string(),
  category: z.enum(TRANSACTION_CATEGORIES),
  amount_cents: z.number(),
  occurred_at: z.string(),
  description: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  schedule_id: z.string().nullable(),
  calendar_id: z.string().nullable(),
  calendar_title: z.string().nullable(),
  recurring_expense_id: z.string().nullable(),
});
export type TTransactionDto = z.infer<typeof ZTransactionDto>;

export const ZRecurringExpenseDto = ZRecurringExpenseBody.extend({ id: z.string(), starts_on: z.string(), is_active: z.boolean() });
export type TRecurringExpenseDto = z.infer<typeof ZRecurringExpenseDto>;

export const ZFinanceSummaryDto = z.object({
  income_cents: z.number(),
  expense_cents: z.number(),
  balance_cents: z.number(),
  pending_cents: z.number(),
  /** Income divided by the paid income entries (0 without any). */
  average_ticket_cents: z.number(),
  income_count: z.number(),
  by_payment_method: z.array(z.object({ payment_method: z.enum(PAYMENT_METHODS), income_cents: z.number(), expense_cents: z.number() })),
  by_professional: z.array(
    z.object({
      calendar_id: z.string(),
      title: z.string(),
      income_cents: z.number(),
      count: z.number(),
      commission_percent: z.number(),
      commission_cents: z.number(),
    }),
  ),
});
export type TFinanceSummaryDto = z.infer<typeof ZFinanceSummaryDto>;

/** A finished appointment that has no payment yet (a no-show never offers one). */
export const ZBillableScheduleDto = z.object({
  id: z.string(),
  start_at: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  service_title: z.string(),
  calendar_title: z.string(),
  price_cents: z.number().nullable(),
});
export type TBillableScheduleDto = z.infer<typeof ZBillableScheduleDto>;
