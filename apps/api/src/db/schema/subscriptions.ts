import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.js';
import { companies } from './companies.js';

export const plans = pgTable(
  'plans',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    base_value: integer('base_value').notNull(),
    discount_value: integer('discount_value').notNull().default(0),
    total_value: integer('total_value').notNull(),
    trial_days: integer('trial_days').notNull().default(7),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    extra_features: text('extra_features').array().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('plans_identifier_unique').on(t.identifier)],
);

export interface TExtraFeatureItem {
  feature_key: string;
  price: number;
  quantity: number;
  enabled_at: string;
  enabled_by_user_id: string;
  /** Share of the monthly price for the rest of the period it was enabled in (0 during a trial). */
  prorated_value?: number;
  /** Set once a bill has carried prorated_value, so it is charged once. */
  prorated_billed?: boolean;
  /** Switched off by the owner: it keeps working until this instant (the period end), then it is dropped. */
  disable_at?: string | null;
}

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  company_id: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan_id: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status').notNull(),
  start_at: tstz('start_at').notNull(),
  end_at: tstz('end_at').notNull(),
  gateway: text('gateway'),
  status_info: text('status_info'),
  extra_features: text('extra_features').array().notNull().default([]),
  /** Extras bought on this subscription, each with the monthly price frozen when it was enabled. */
  extra_feature_items: jsonb('extra_feature_items').$type<TExtraFeatureItem[]>().notNull().default([]),
  /** Sum of extra_feature_items prices (cents per month), added to the next bill on top of total_value. */
  extra_features_total_value: integer('extra_features_total_value').notNull().default(0),
  base_value: integer('base_value').notNull(),
  discount_value: integer('discount_value').notNull().default(0),
  total_value: integer('total_value').notNull(),
  first_payment_at: tstz('first_payment_at'),
  canceled_at: tstz('canceled_at'),
  cancel_reason: text('cancel_reason'),
  /** Set when the owner asked to cancel: the subscription ends (canceled) at end_at instead of renewing. */
  cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
  /** When the unpaid bill fell due (status expired); inactive once SUBSCRIPTION_GRACE_DAYS have passed. */
  past_due_at: tstz('past_due_at'),
  /** The Stripe subscription paying this one (card), when the owner chose Checkout. */
  stripe_subscription_id: text('stripe_subscription_id'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const subscriptionBills = pgTable(
  'subscription_bills',
  {
    id: id(),
    subscription_id: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ref_start_at: tstz('ref_start_at').notNull(),
    ref_end_at: tstz('ref_end_at').notNull(),
    status: text('status').notNull().default('pending'),
    total_value: integer('total_value').notNull(),
    /** Part of total_value that pays extra features. */
    extra_features_total_value: integer('extra_features_total_value').notNull().default(0),
    due_at: tstz('due_at'),
    paid_at: tstz('paid_at'),
    /** The gateway's id of this bill (Stripe invoice id), unique per gateway. */
    gateway: text('gateway'),
    gateway_ref: text('gateway_ref'),
    /** Cents given back by an admin's refund (Stripe), at most total_value; refund_ref is the last Stripe refund id. */
    refunded_value: integer('refunded_value').notNull().default(0),
    refunded_at: tstz('refunded_at'),
    refund_ref: text('refund_ref'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('subscription_bills_gateway_ref_unique').on(t.gateway, t.gateway_ref)],
);

export const subscriptionBillPayments = pgTable(
  'subscription_bill_payments',
  {
    id: id(),
    subscription_bill_id: uuid('subscription_bill_id')
      .notNull()
      .references(() => subscriptionBills.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    gateway: text('gateway').notNull(),
    total_value: integer('total_value').notNull(),
    pix_qr_code: text('pix_qr_code'),
    /** The charge at the gateway: Pix txid, Stripe invoice id; unique per gateway. */
    gateway_ref: text('gateway_ref'),
    /** Pix end-to-end id of the transfer that paid it. */
    end_to_end_id: text('end_to_end_id'),
    expires_at: tstz('expires_at'),
    paid_at: tstz('paid_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('subscription_bill_payments_gateway_ref_unique').on(t.gateway, t.gateway_ref)],
);
