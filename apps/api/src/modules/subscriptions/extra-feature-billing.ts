// The money of extra features (docs/spec.md §9): what enabling one costs now (prorated on the current
// period) and what the next bill carries. Pure functions; bill creation calls extraFeaturesForNextBill.
import type { TExtraFeatureItem } from './repo.js';

const DAY_MS = 86_400_000;

export interface TProrationInput {
  /** Price in cents per month and quantity (docs/spec.md §9). */
  price: number;
  quantity: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the feature is switched on. */
  at: Date;
  /** A trial is free: enabling during it costs nothing until the first paid period. */
  inTrial: boolean;
}

export interface TProration {
  /** Charged once, on the next bill: the share of the price for the rest of the current period. */
  prorated_value: number;
  /** Charged on every bill from the next one on. */
  recurring_value: number;
  /** What the next bill adds for this feature: prorated_value + recurring_value. */
  next_bill_value: number;
  remaining_days: number;
  period_days: number;
}

/** The prorated share of an extra feature enabled at `at`, rounded to the cent. */
export function extraFeatureProration(input: TProrationInput): TProration {
  const recurring = input.price * input.quantity;
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), Math.max(total, 0));
  const prorated = input.inTrial || total <= 0 ? 0 : Math.round((recurring * left) / total);
  return {
    prorated_value: prorated,
    recurring_value: recurring,
    next_bill_value: prorated + recurring,
    remaining_days: Math.ceil(left / DAY_MS),
    period_days: Math.round(Math.max(total, 0) / DAY_MS),
  };
}

/** Whether an item still works at `now` (a switched-off one works until its disable_at). */
export function extraFeatureItemLive(item: TExtraFeatureItem, now: Date): boolean {
  return !item.disable_at || new Date(item.disable_at).getTime() > now.getTime();
}

/** The subscription's extra features still working at `now` (a key without an item was set by hand). */
export function liveExtraFeatures(s: { extra_features: string[]; extra_feature_items: TExtraFeatureItem[] }, now: Date): string[] {
  return s.extra_features.filter((key) => {
    const items = s.extra_feature_items.filter((i) => i.feature_key === key);
    return items.length === 0 || items.some((i) => extraFeatureItemLive(i, now));
  });
}

interface TExtraFeatureBillLine {
  feature_key: string;
  kind: 'prorated' | 'recurring';
  value: number;
}

/**
 * The extra-feature lines of the bill of the period starting at `nextPeriodStart`, and the items the
 * subscription keeps afterwards: each unbilled proration once, the monthly price of every feature not
 * switched off by then; features switched off end here (disabling at period end).
 */
export function extraFeaturesForNextBill(items: TExtraFeatureItem[], nextPeriodStart: Date) {
  const lines: TExtraFeatureBillLine[] = [];
  const kept: TExtraFeatureItem[] = [];
  for (const item of items) {
    if (item.prorated_value && !item.prorated_billed)
      lines.push({ feature_key: item.feature_key, kind: 'prorated', value: item.prorated_value });
    if (!extraFeatureItemLive(item, nextPeriodStart)) continue;
    lines.push({ feature_key: item.feature_key, kind: 'recurring', value: item.price * item.quantity });
    kept.push({ ...item, prorated_billed: item.prorated_value ? true : item.prorated_billed });
  }
  return { lines, total: lines.reduce((sum, l) => sum + l.value, 0), items: kept, columns: extraFeatureColumns(kept) };
}

/** The subscription columns that follow from its items (the monthly total counts only features still on). */
export function extraFeatureColumns(items: TExtraFeatureItem[]) {
  return {
    extra_features: items.map((i) => i.feature_key),
    extra_feature_items: items,
    extra_features_total_value: items.filter((i) => !i.disable_at).reduce((sum, i) => sum + i.price * i.quantity, 0),
  };
}
