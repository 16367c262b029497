// Sign-up codes (docs/spec.md §2, §4 "cupom"): the `cupom` of the sign-up form is a coupon code or an
// affiliate's sharing code. Validated before the account exists; recorded right after.
import type { TAppContext } from '../../lib/context.js';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findCompanyById } from '../companies/service.js';
import { couponDiscount } from './money-rules.js';
import * as repo from './repo.js';

export const INVALID_CUPOM_MESSAGE = 'Cupom inválido ou expirado.';

export type TSignUpCode =
  | { kind: 'coupon'; coupon: repo.TCouponRow; code: string }
  | { kind: 'referral'; affiliateUserId: string; code: string };

async function couponUsable(db: TDb, coupon: repo.TCouponRow, now: Date): Promise<boolean> {
  if (!coupon.is_active) return false;
  if (coupon.expires_at && coupon.expires_at.getTime() <= now.getTime()) return false;
  return coupon.max_redemptions == null || (await repo.couponRedemptionCount(db, coupon.id)) < coupon.max_redemptions;
}

/** What a code means now, or null when it is unknown, inactive, expired or used up. */
async function lookUpCode(ctx: TAppContext, raw: string): Promise<TSignUpCode | null> {
  const code = raw.trim().toUpperCase();
  if (!code) return null;
  const coupon = await repo.findCouponByCode(ctx.db, code);
  if (coupon) return (await couponUsable(ctx.db, coupon, ctx.now())) ? { kind: 'coupon', coupon, code } : null;
  const affiliate = await repo.affiliateBySharingCode(ctx.db, code);
  return affiliate ? { kind: 'referral', affiliateUserId: affiliate.id, code } : null;
}

/** The sign-up's `cupom`, checked: an unknown one is a 422 on the field, before the account is made. */
export async function resolveSignUpCode(ctx: TAppContext, cupom: string | null | undefined): Promise<TSignUpCode | null> {
  if (!cupom) return null;
  const found = await lookUpCode(ctx, cupom);
  if (!found) throw new AppError(422, INVALID_CUPOM_MESSAGE, { errors: [{ path: 'cupom', message: INVALID_CUPOM_MESSAGE }] });
  return found;
}

/** The sign-up form's live check of the field (GET /general/coupon/check). */
export async function checkSignUpCode(ctx: TAppContext, cupom: string) {
  const found = await lookUpCode(ctx, cupom);
  if (!found) return { valid: false, kind: null, message: INVALID_CUPOM_MESSAGE };
  if (found.kind === 'referral') return { valid: true, kind: 'referral' as const, message: 'Código de indicação aplicado.' };
  return { valid: true, kind: 'coupon' as const, message: couponLabel(found.coupon) };
}

function couponLabel(c: repo.TCouponRow): string {
  const parts = [
    c.discount_percent ? `${c.discount_percent}% de desconto` : '',
    c.discount_value ? `R$ ${(c.discount_value / 100).toFixed(2).replace('.', ',')} de desconto` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const bills = c.bills_count === 1 ? 'na primeira fatura' : `nas ${c.bills_count} primeiras faturas`;
  return `Cupom aplicado: ${parts || 'sem desconto'} ${bills}.`;
}

/** After the account exists: the coupon is redeemed; an affiliate's code or coupon records the referral. */
export async function recordSignUpCode(ctx: TAppContext, userId: string, code: TSignUpCode | null): Promise<void> {
  if (!code) return;
  if (code.kind === 'coupon') await repo.insertRedemption(ctx.db, code.coupon.id, userId);
  const affiliateUserId = code.kind === 'coupon' ? code.coupon.affiliate_user_id : code.affiliateUserId;
  if (affiliateUserId && affiliateUserId !== userId)
    await repo.insertReferral(ctx.db, { affiliate_user_id: affiliateUserId, referred_user_id: userId, code: code.code });
}

/**
 * The coupon discount on a bill of `amount` cents of a company that already had `billsBefore` bills:
 * the coupon its owner signed up with, if any. Bill creation subtracts `discount` from the bill.
 */
export async function companyCouponDiscount(ctx: TAppContext, companyId: string, amount: number, billsBefore: number) {
  const company = await findCompanyById(ctx, companyId);
  const coupon = company ? await repo.couponOfUser(ctx.db, company.owner_id) : undefined;
  if (!coupon) return { coupon_code: null, discount: 0 };
  return { coupon_code: coupon.code, discount: couponDiscount(coupon, amount, billsBefore) };
}
