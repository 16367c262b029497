import { liveExtraFeatures } from './extra-feature-billing.js';
import type { TAppContext } from '../../lib/context.js';
import type { TDb } from '../../db/client.js';
import { billTotals, currentStatus, DAY_MS, remainingDays } from './state.js';
import { activePlans, insertSubscription, subscriptionsOfCompanies, trialPlan, type TPlanRow, type TSubscriptionRow } from './repo.js';

/** A new company starts on a trial of its sign-up plan, or of the default plan. */
export async function startTrial(db: TDb, now: Date, companyId: string, planIdentifier?: string | null): Promise<void> {
  const plan = await trialPlan(db, planIdentifier);
  if (!plan) return;
  await insertSubscription(db, {
    company_id: companyId,
    plan_id: plan.id,
    status: 'trial',
    start_at: now,
    end_at: new Date(now.getTime() + plan.trial_days * DAY_MS),
    base_value: plan.base_value,
    discount_value: plan.discount_value,
    total_value: plan.total_value,
  });
}

export type TSubscriptionSummary = ReturnType<typeof subscriptionDto>;

export function subscriptionDto(now: Date, s: TSubscriptionRow, plan: TPlanRow, graceDays = 7) {
  // The status as of now, even when the billing job has not run yet (state.ts is the one place).
  const current = currentStatus(s, now, graceDays);
  const totals = billTotals(s);
  return {
    id: s.id,
    status: current.status,
    status_label: current.label,
    start_at: s.start_at,
    end_at: s.end_at,
    gateway: s.gateway,
    status_info: s.status_info,
    is_active: current.isActive,
    remaining_days: remainingDays(s, now),
    grace_ends_at: current.graceEndsAt,
    cancel_at_period_end: s.cancel_at_period_end,
    canceled_at: s.canceled_at,
    cancel_reason: s.cancel_reason,
    extra_features: liveExtraFeatures(s, now),
    extra_feature_items: s.extra_feature_items,
    base_value: s.base_value,
    discount_value: s.discount_value,
    total_value: s.total_value,
    extra_features_total_value: s.extra_features_total_value,
    overall_total_value: totals.total,
    overall_total_value_decimal: totals.total / 100,
    first_payment_at: s.first_payment_at,
    plan: {
      id: plan.id,
      identifier: plan.identifier,
      title: plan.title,
      subtitle: plan.subtitle,
      description: plan.description,
      base_value: plan.base_value,
      discount_value: plan.discount_value,
      total_value: plan.total_value,
      meta: plan.meta,
      extra_features: plan.extra_features,
    },
  };
}

/** The newest subscription of each company. */
export async function currentSubscriptions(ctx: TAppContext, companyIds: string[]): Promise<Map<string, TSubscriptionSummary>> {
  const out = new Map<string, TSubscriptionSummary>();
  if (companyIds.length === 0) return out;
  const rows = await subscriptionsOfCompanies(ctx.db, companyIds);
  const now = ctx.now();
  for (const { s, p } of rows)
    if (!out.has(s.company_id)) out.set(s.company_id, subscriptionDto(now, s, p, ctx.config.SUBSCRIPTION_GRACE_DAYS));
  return out;
}

export async function listPublicPlans(ctx: TAppContext) {
  return activePlans(ctx.db);
}
