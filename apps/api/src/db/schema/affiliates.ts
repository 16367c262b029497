// Affiliates and coupons (docs/spec.md §2 "Affiliate area"; migration 0016).
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import { companies } from './companies.js';
import { subscriptionBills } from './subscriptions.js';
import { users } from './users.js';

/** A sign-up coupon: a percentage and/or a fixed value off the first `bills_count` bills. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored uppercased (a CHECK holds it). */
    code: text('code').notNull(),
    description: text('description'),
    discount_percent: integer('discount_percent').notNull().default(0),
    discount_value: integer('discount_value').notNull().default(0),
    bills_count: integer('bills_count').notNull().default(1),
    /** An affiliate's own coupon also records the sign-up as their referral. */
    affiliate_user_id: uuid('affiliate_user_id').references(() => users.id, { onDelete: 'set null' }),
    is_active: boolean('is_active').notNull().default(true),
    expires_at: tstz('expires_at'),
    max_redemptions: integer('max_redemptions'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** The coupon a user signed up with; its discount applies to the bills of the companies the user owns. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    coupon_id: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_user_unique').on(t.user_id), index('coupon_redemptions_coupon_idx').on(t.coupon_id)],
);

/** Who brought whom: one row per referred user, written at sign-up. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: id(),
    affiliate_user_id: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referred_user_id: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The first paid bill of a company the referred user owns; commissions run for N months from here. */
    converted_at: tstz('converted_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_referrals_referred_unique').on(t.referred_user_id),
    index('affiliate_referrals_affiliate_idx').on(t.affiliate_user_id, t.created_at),
  ],
);

/** The commission ledger: one line per paid bill of a referred company. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: id(),
    affiliate_user_id: uuid('affiliate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referral_id: uuid('referral_id')
      .notNull()
      .references(() => affiliateReferrals.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscription_bill_id: uuid('subscription_bill_id')
      .notNull()
      .references(() => subscriptionBills.id, { onDelete: 'cascade' }),
    bill_value: integer('bill_value').notNull(),
    rate_basis_points: integer('rate_basis_points').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    paid_out_at: tstz('paid_out_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_bill_unique').on(t.subscription_bill_id),
    index('affiliate_commissions_affiliate_idx').on(t.affiliate_user_id, t.created_at),
  ],
);
