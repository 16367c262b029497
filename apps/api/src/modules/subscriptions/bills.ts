// Bills and their payments: the Pix bill an owner pays, and the one path every confirmed payment
// (Pix webhook, admin confirmation, Stripe invoice) takes to activate the subscription and tell
// the open page live (`subscription_bill_payment_update:{payment_id}`, docs/spec.md §7).
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { markPurchaseEventSent } from '../companies/repo.js';
import { recordAffiliateCommission } from '../affiliates/commissions.js';
import { companyCouponDiscount } from '../affiliates/service.js';
import { extraFeaturesForNextBill } from './extra-feature-billing.js';
import { createPixCharge, qrImage } from './pix.js';
import { lockSubscription, newestSubscription, updateSubscription, type TSubscriptionRow } from './repo.js';
import {
  billById,
  billStartingAt,
  countBillsOfCompany,
  insertBill,
  insertPayment,
  openBill,
  reusablePayment,
  setBillPaid,
  setPaymentPaid,
  type TBillPaymentRow,
  type TBillRow,
} from './repo-bills.js';
import { addMonth, billTotals, nextPeriod, paidPatch } from './state.js';

export const NO_SUBSCRIPTION = 'Esta empresa ainda não tem uma assinatura.';
const PAYMENT_CONFIRMED = 'Pagamento confirmado! Sua assinatura está ativa.';

export function billDto(b: TBillRow) {
  return {
    id: b.id,
    ref_start_at: b.ref_start_at,
    ref_end_at: b.ref_end_at,
    status: b.status,
    total_value: b.total_value,
    extra_features_total_value: b.extra_features_total_value,
    due_at: b.due_at,
    paid_at: b.paid_at,
    gateway: b.gateway,
    created_at: b.created_at,
  };
}

export async function paymentDto(p: TBillPaymentRow, withImage: boolean) {
  return {
    id: p.id,
    subscription_bill_id: p.subscription_bill_id,
    status: p.status,
    gateway: p.gateway,
    total_value: p.total_value,
    pix_qr_code: p.pix_qr_code,
    pix_qr_image: withImage && p.pix_qr_code && p.status === 'pending' ? await qrImage(p.pix_qr_code) : null,
    expires_at: p.expires_at,
    paid_at: p.paid_at,
    created_at: p.created_at,
  };
}

/**
 * The bill that pays the next period: the open one, or a new one for the period nextPeriod() names,
 * carrying the extra features (each proration once, features switched off end here) less the coupon
 * discount the owner signed up with. `ctx.db` is the caller's transaction.
 */
export async function billToPay(ctx: TAppContext, s: TSubscriptionRow, now: Date): Promise<{ bill: TBillRow; created: boolean }> {
  const tx = ctx.db as unknown as TDb;
  const open = await openBill(tx, s.id);
  if (open) return { bill: open, created: false };
  const { start, end } = nextPeriod(s, now);
  // A period billed before (and paid, since no bill is open) is never billed again: bill the one after it.
  const existing = await billStartingAt(tx, s.id, start);
  const from = existing ? existing.ref_end_at : start;
  const extras = extraFeaturesForNextBill(s.extra_feature_items, from);
  const gross = billTotals(s).plan + extras.total;
  const { discount } = await companyCouponDiscount(ctx, s.company_id, gross, await countBillsOfCompany(tx, s.company_id));
  const bill = await insertBill(tx, {
    subscription_id: s.id,
    company_id: s.company_id,
    ref_start_at: from,
    ref_end_at: existing ? addMonth(from) : end,
    due_at: from.getTime() > now.getTime() ? from : now,
    total_value: Math.max(0, gross - discount),
    extra_features_total_value: extras.total,
  });
  await updateSubscription(tx, s.id, { ...extras.columns, updated_at: now });
  return { bill, created: true };
}

/** generate_subscription_bill: the open bill and a Pix payment of it (reused while it stays payable). */
export async function generateSubscriptionBill(ctx: TAppContext, companyId: string) {
  const now = ctx.now();
  const bill = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const current = await newestSubscription(tx, companyId);
    if (!current) throw new AppError(409, NO_SUBSCRIPTION);
    const s = (await lockSubscription(tx, current.s.id))!;
    return (await billToPay({ ...ctx, db: txRaw as unknown as TAppContext['db'] }, s, now)).bill;
  });
  const reusable = await reusablePayment(ctx.db, bill.id, new Date(now.getTime() + 60_000));
  const payment =
    reusable ??
    (await (async () => {
      const charge = await createPixCharge(ctx, bill.total_value, `Assinatura Agenda Inteligente - fatura ${bill.id.slice(0, 8)}`);
      return insertPayment(ctx.db, {
        subscription_bill_id: bill.id,
        company_id: companyId,
        gateway: charge.gateway,
        gateway_ref: charge.txid,
        total_value: bill.total_value,
        pix_qr_code: charge.code,
        expires_at: charge.expiresAt,
      });
    })());
  return { subscription_bill: billDto(bill), subscription_bill_payment: await paymentDto(payment, true) };
}

/**
 * A payment confirmed by its gateway: payment and bill paid, subscription active until the end of
 * the period the bill pays, and the open page told live. Idempotent: a second confirmation of the
 * same payment changes nothing and emits nothing.
 */
export async function confirmPayment(
  ctx: TAppContext,
  payment: TBillPaymentRow,
  paidAt: Date,
  endToEndId: string | null,
): Promise<boolean> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const paid = await setPaymentPaid(tx, payment.id, paidAt, endToEndId);
    if (!paid) return null;
    const bill = (await billById(tx, paid.subscription_bill_id))!;
    await setBillPaid(tx, bill.id, paidAt);
    const s = (await lockSubscription(tx, bill.subscription_id))!;
    await updateSubscription(tx, s.id, {
      ...paidPatch(s, bill.ref_end_at, now),
      gateway: paid.gateway.startsWith('pix') ? 'pix' : paid.gateway,
      updated_at: now,
    });
    return { paid, companyId: s.company_id, billId: bill.id };
  });
  if (!done) return false;
  await recordAffiliateCommission(ctx, done.billId);
  await announcePaid(ctx, done.companyId, done.paid.id, done.paid.total_value);
  return true;
}

/** The live messages of a paid payment; the purchase tracking event rides along once per company. */
export async function announcePaid(ctx: TAppContext, companyId: string, paymentId: string, value: number): Promise<void> {
  const firstPurchase = await markPurchaseEventSent(ctx.db, companyId, ctx.now());
  const events: Array<{ name: string; data?: unknown }> = [
    { name: 'subscription_bill_payment_update', data: { id: paymentId, status: 'paid', company_id: companyId } },
  ];
  if (firstPurchase)
    events.push({ name: 'purchase', data: { company_id: companyId, value: value / 100, currency: 'BRL', transaction_id: paymentId } });
  ctx.hub.emit(`subscription_bill_payment_update:${paymentId}`, { toast: { message: PAYMENT_CONFIRMED, type: 'success' }, events });
  ctx.hub.emit(`company_update:${companyId}`, {
    events: [{ name: 'company_update', data: { company_id: companyId, reason: 'subscription_paid' } }],
  });
}
