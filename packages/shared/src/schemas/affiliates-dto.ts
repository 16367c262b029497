// The affiliate area's contract (docs/spec.md §2 "Affiliate area"): GET /user/affiliates/home and
// GET /general/coupon/check. Money in integer cents, instants as ISO strings (UTC).
import { z } from 'zod';

export const COMMISSION_STATUS_LABELS = { pending: 'A receber', paid: 'Pago' } as const;

const ZAffiliateReferral = z.object({
  id: z.string(),
  /** First name only: the affiliate sees who came, not their contact details. */
  name: z.string(),
  created_at: z.string(),
  converted_at: z.string().nullable(),
  companies: z.array(z.string()),
});

const ZAffiliateCommission = z.object({
  id: z.string(),
  created_at: z.string(),
  company_name: z.string(),
  bill_value: z.number().int(),
  rate_basis_points: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid']),
  paid_out_at: z.string().nullable(),
});

const ZAffiliateCoupon = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discount_percent: z.number().int(),
  discount_value: z.number().int(),
  bills_count: z.number().int(),
});

export const ZAffiliateHome = z.object({
  sharing_code: z.string(),
  link_path: z.string(),
  commission_percent: z.number(),
  commission_months: z.number().int(),
  totals: z.object({
    referrals: z.number().int(),
    conversions: z.number().int(),
    commissions_total: z.number().int(),
    payouts_due: z.number().int(),
    paid_out: z.number().int(),
  }),
  /** Pending commissions summed by the month they were earned (YYYY-MM), oldest first. */
  payouts_due: z.array(z.object({ month: z.string(), amount: z.number().int() })),
  referrals: z.array(ZAffiliateReferral),
  commissions: z.array(ZAffiliateCommission),
  coupons: z.array(ZAffiliateCoupon),
});
export type TAffiliateHome = z.infer<typeof ZAffiliateHome>;

export const ZCouponCheck = z.object({
  valid: z.boolean(),
  kind: z.enum(['coupon', 'referral']).nullable(),
  message: z.string(),
});
export type TCouponCheck = z.infer<typeof ZCouponCheck>;
