import { describe, expect, it } from 'vitest';
import { commissionAmount, couponDiscount, percentToBasisPoints, withinCommissionWindow } from './money-rules.js';

describe('couponDiscount', () => {
  const terms = { discount_percent: 50, discount_value: 0, bills_count: 2 };
  it('takes the percentage off the first bills only', () => {
    expect(couponDiscount(terms, 19_700, 0)).toBe(9_850);
    expect(couponDiscount(terms, 19_701, 1)).toBe(9_851); // 9850.5 rounds half up
    expect(couponDiscount(terms, 19_700, 2)).toBe(0);
  });
  it('adds a fixed value and never takes more than the bill', () => {
    expect(couponDiscount({ discount_percent: 10, discount_value: 1_000, bills_count: 1 }, 19_700, 0)).toBe(2_970);
    expect(couponDiscount({ discount_percent: 0, discount_value: 50_000, bills_count: 1 }, 19_700, 0)).toBe(19_700);
    expect(couponDiscount({ discount_percent: 100, discount_value: 0, bills_count: 3 }, 4_990, 2)).toBe(4_990);
  });
  it('gives nothing on an empty bill', () => {
    expect(couponDiscount(terms, 0, 0)).toBe(0);
  });
});

describe('commissions', () => {
  it('takes the configured percentage of the bill, rounded down to the cent', () => {
    expect(commissionAmount(19_700, percentToBasisPoints(20))).toBe(3_940);
    expect(commissionAmount(19_701, percentToBasisPoints(12.5))).toBe(2_462); // 2462.625
    expect(commissionAmount(19_700, 0)).toBe(0);
  });
  it('runs for the configured number of calendar months from the conversion', () => {
    const converted = new Date('2026-01-31T12:00:00Z');
    expect(withinCommissionWindow(converted, 12, converted)).toBe(true);
    expect(withinCommissionWindow(converted, 12, new Date('2026-12-30T12:00:00Z'))).toBe(true);
    expect(withinCommissionWindow(converted, 12, new Date('2027-02-01T12:00:00Z'))).toBe(false);
    expect(withinCommissionWindow(converted, 1, new Date('2026-01-30T12:00:00Z'))).toBe(false);
  });
});
