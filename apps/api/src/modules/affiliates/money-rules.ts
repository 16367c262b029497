// The money rules of the affiliate area (docs/spec.md §2): a coupon's discount on a bill and an
// affiliate's commission on a paid bill. Pure; integer cents in, integer cents out.

export interface TCouponTerms {
  discount_percent: number;
  discount_value: number;
  /** How many bills, from the company's first, get the discount. */
  bills_count: number;
}

/**
 * The discount of a coupon on a bill of `amount` cents, when the company already had `billsBefore`
 * bills: the percentage first, then the fixed value, never more than the bill; 0 once the coupon's
 * bills are used up.
 */
export function couponDiscount(terms: TCouponTerms, amount: number, billsBefore: number): number {
  if (amount <= 0 || billsBefore >= terms.bills_count) return 0;
  const byPercent = Math.round((amount * terms.discount_percent) / 100);
  return Math.min(amount, byPercent + terms.discount_value);
}

/** Percentage (e.g. 12.5) → basis points (1250), the unit commissions are stored in. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** An affiliate's commission on a paid bill: rate of the amount paid, rounded down to the cent. */
export function commissionAmount(billValue: number, rateBasisPoints: number): number {
  return Math.max(0, Math.floor((billValue * rateBasisPoints) / 10_000));
}

/** Commissions run for `months` calendar months from the conversion (the first paid bill). */
export function withinCommissionWindow(convertedAt: Date, months: number, paidAt: Date): boolean {
  const end = new Date(convertedAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return paidAt.getTime() >= convertedAt.getTime() && paidAt.getTime() < end.getTime();
}
