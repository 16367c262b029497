import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  EXTRA_FEATURES,
  EXTRA_FEATURE_INFO,
  SUBSCRIPTION_CANCELLATION_REASONS,
  SUBSCRIPTION_CANCELLATION_REASON_LABELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_INFO,
  subscriptionCountsAsActive,
} from './subscription';

describe('subscription statuses', () => {
  it('count as active exactly for active and trial', () => {
    expect(ACTIVE_SUBSCRIPTION_STATUSES).toEqual(['active', 'trial']);
    expect(SUBSCRIPTION_STATUSES.filter(subscriptionCountsAsActive)).toEqual(['active', 'trial']);
  });

  it('carry the labels of docs/spec.md §4', () => {
    expect(SUBSCRIPTION_STATUS_INFO.active.label).toBe('Ativa');
    expect(SUBSCRIPTION_STATUS_INFO.trial.label).toBe('Período de teste');
    expect(SUBSCRIPTION_STATUS_INFO.trial_ended.label).toBe('Período de teste finalizado');
    expect(SUBSCRIPTION_STATUS_INFO.canceled.label).toBe('Cancelado');
  });
});

describe('cancellation reasons', () => {
  it('all 12 have a label', () => {
    expect(SUBSCRIPTION_CANCELLATION_REASONS).toHaveLength(12);
    for (const r of SUBSCRIPTION_CANCELLATION_REASONS) expect(SUBSCRIPTION_CANCELLATION_REASON_LABELS[r]).toMatch(/\S/);
  });
});

describe('extra features', () => {
  it('cost the cents of docs/spec.md §9, quantity 1 each', () => {
    const prices = Object.fromEntries(EXTRA_FEATURES.map((f) => [f, EXTRA_FEATURE_INFO[f].priceInCents]));
    expect(prices).toEqual({ company_media: 4990, instagram: 4990, calendar: 2990, client_records: 3990, automations: 4990 });
    expect(EXTRA_FEATURES.every((f) => EXTRA_FEATURE_INFO[f].quantity === 1)).toBe(true);
  });
});
