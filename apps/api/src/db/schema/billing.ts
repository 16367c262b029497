import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies } from './companies.js';

/** The company's customer at a payment gateway (one Stripe customer per company). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    customer_id: text('customer_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_customers_company_gateway_unique').on(t.company_id, t.gateway),
    uniqueIndex('billing_customers_customer_unique').on(t.gateway, t.customer_id),
  ],
);

/** Cards on file at the gateway, as the gateway last described them (docs/spec.md §3). */
export const companyPaymentMethods = pgTable(
  'company_payment_methods',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gateway_ref: text('gateway_ref').notNull(),
    brand: text('brand'),
    last_four: text('last_four'),
    exp_month: integer('exp_month'),
    exp_year: integer('exp_year'),
    holder_name: text('holder_name'),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('company_payment_methods_gateway_ref_unique').on(t.gateway, t.gateway_ref)],
);

/** Payment webhooks, stored under the provider's event id before processing (idempotency). */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    processed_at: tstz('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('billing_webhook_events_provider_event_unique').on(t.provider, t.event_id)],
);
