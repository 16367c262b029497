import { describe, expect, it } from 'vitest';
import { extraFeatureColumns, extraFeatureProration, extraFeaturesForNextBill, liveExtraFeatures } from './extra-feature-billing.js';
import type { TExtraFeatureItem } from './repo.js';

const start = new Date('2026-03-01T03:00:00Z');
const end = new Date('2026-03-31T03:00:00Z'); // a 30-day period
const day = (n: number) => new Date(start.getTime() + n * 86_400_000);
const base = { price: 4990, quantity: 1, periodStart: start, periodEnd: end, inTrial: false };

describe('extraFeatureProration', () => {
  it('charges the share of the period left, rounded to the cent, plus the monthly price on the next bill', () => {
    expect(extraFeatureProration({ ...base, at: day(10) })).toEqual({
      prorated_value: 3327, // 4990 × 20/30 = 3326.67
      recurring_value: 4990,
      next_bill_value: 8317,
      remaining_days: 20,
      period_days: 30,
    });
    expect(extraFeatureProration({ ...base, price: 2990, at: day(15) }).prorated_value).toBe(1495);
  });

  it('charges the whole price on the first instant of the period and nothing at or after its end', () => {
    expect(extraFeatureProration({ ...base, at: start }).prorated_value).toBe(4990);
    expect(extraFeatureProration({ ...base, at: end }).prorated_value).toBe(0);
    expect(extraFeatureProration({ ...base, at: day(45) })).toMatchObject({ prorated_value: 0, remaining_days: 0, next_bill_value: 4990 });
  });

  it('charges nothing for the rest of a trial, and never more than the monthly price before the period starts', () => {
    expect(extraFeatureProration({ ...base, at: day(3), inTrial: true })).toMatchObject({ prorated_value: 0, next_bill_value: 4990 });
    expect(extraFeatureProration({ ...base, at: day(-5) }).prorated_value).toBe(4990);
  });

  it('multiplies by the quantity and survives an empty period', () => {
    expect(extraFeatureProration({ ...base, quantity: 2, at: day(15) })).toMatchObject({ prorated_value: 4990, recurring_value: 9980 });
    expect(extraFeatureProration({ ...base, periodEnd: start, at: start })).toMatchObject({ prorated_value: 0, period_days: 0 });
  });
});

const item = (feature_key: string, extra: Partial<TExtraFeatureItem> = {}): TExtraFeatureItem => ({
  feature_key,
  price: 4990,
  quantity: 1,
  enabled_at: day(10).toISOString(),
  enabled_by_user_id: 'u1',
  ...extra,
});

describe('extraFeaturesForNextBill', () => {
  it('bills each proration once and every feature still on at the next period start, and drops the switched-off ones', () => {
    const items = [
      item('instagram', { prorated_value: 3327 }),
      item('calendar', { price: 2990, prorated_value: 1000, disable_at: end.toISOString() }),
      item('automations'),
    ];
    const first = extraFeaturesForNextBill(items, end);
    expect(first.lines).toEqual([
      { feature_key: 'instagram', kind: 'prorated', value: 3327 },
      { feature_key: 'instagram', kind: 'recurring', value: 4990 },
      { feature_key: 'calendar', kind: 'prorated', value: 1000 },
      { feature_key: 'automations', kind: 'recurring', value: 4990 },
    ]);
    expect(first.total).toBe(3327 + 4990 + 1000 + 4990);
    expect(first.columns).toMatchObject({ extra_features: ['instagram', 'automations'], extra_features_total_value: 9980 });
    const second = extraFeaturesForNextBill(first.items, new Date(end.getTime() + 30 * 86_400_000));
    expect(second.total).toBe(9980);
  });

  it('keeps a feature switched off for a later instant, and the monthly total leaves it out', () => {
    const later = new Date(end.getTime() + 86_400_000).toISOString();
    const out = extraFeaturesForNextBill([item('instagram', { disable_at: later })], end);
    expect(out.total).toBe(4990);
    expect(extraFeatureColumns(out.items).extra_features_total_value).toBe(0);
  });
});

describe('liveExtraFeatures', () => {
  it('leaves out features past their switch-off and keeps keys set without an item', () => {
    const s = {
      extra_features: ['instagram', 'calendar', 'company_media'],
      extra_feature_items: [
        item('instagram', { disable_at: day(5).toISOString() }),
        item('calendar', { disable_at: day(20).toISOString() }),
      ],
    };
    expect(liveExtraFeatures(s, day(10))).toEqual(['calendar', 'company_media']);
    expect(liveExtraFeatures(s, day(25))).toEqual(['company_media']);
  });
});
