import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPaymentMethod, TTransactionCategory, TTransactionStatus } from '@agenda/shared/finance';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { clients } from './clients.js';
import { calendars, schedules } from './scheduling.js';

// Owned by modules/finance (migration 0023_finance.sql).

/** An expense that repeats every month on a day (rent, products); the finance job writes each month's entry. */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    payment_method: text('payment_method').$type<TPaymentMethod>().notNull(),
    day_of_month: integer('day_of_month').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index('recurring_expenses_active_idx').on(t.company_id).where(sql`${t.is_active}`)],
);

export const financialTransactions = pgTable(
  'financial_transactions',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    category: text('category').$type<TTransactionCategory>().notNull(),
    amount_cents: integer('amount_cents').notNull(),
    occurred_at: tstz('occurred_at').notNull(),
    description: text('description').notNull(),
    payment_method: text('payment_method').$type<TPaymentMethod>().notNull(),
    status: text('status').$type<TTransactionStatus>().notNull(),
    client_id: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    schedule_id: uuid('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    calendar_id: uuid('calendar_id').references(() => calendars.id, { onDelete: 'set null' }),
    recurring_expense_id: uuid('recurring_expense_id').references(() => recurringExpenses.id, { onDelete: 'set null' }),
    /** YYYY-MM of a recurring expense's entry: one per month. */
    recurrence_period: text('recurrence_period'),
    created_by_id: uuid('created_by_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('financial_transactions_company_time_idx').on(t.company_id, t.occurred_at),
    uniqueIndex('financial_transactions_schedule_unique')
      .on(t.schedule_id)
      .where(sql`${t.schedule_id} is not null and ${t.status} <> 'canceled'`),
    uniqueIndex('financial_transactions_recurrence_unique')
      .on(t.recurring_expense_id, t.recurrence_period)
      .where(sql`${t.recurring_expense_id} is not null`),
  ],
);
