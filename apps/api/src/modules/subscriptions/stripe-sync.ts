// Keeps the local subscription, bills, payments and cards in step with Stripe. Every event only
// names objects; their current state is fetched from Stripe and applied, so the arrival order of
// webhooks does not matter (invoice.paid before checkout.session.completed ends the same way) and
// applying the same state twice changes nothing.
import type { Stripe } from '../../integrations/stripe/client.js';
import type { TDb } from '../../db/client.js';
import type { TAppContext } from '../../lib/context.js';
import { announcePaid } from './bills.js';
import { lockSubscription, newestSubscription, planById, updateSubscription } from './repo.js';
import { recordAffiliateCommission } from '../affiliates/commissions.js';
import { insertPaymentOnce, setBillPaid, setPaymentPaid, upsertGatewayBill } from './repo-bills.js';
import { companyOfCustomer, saveCustomer, upsertDefaultPaymentMethod } from './repo-billing.js';
import { paidPatch, type TStatePatch } from './state.js';

type TLoose = Record<string, unknown>;
const idOf = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' ? ((v as TLoose).id as string) : null);
const dateOf = (unix: unknown): Date | null => (typeof unix === 'number' ? new Date(unix * 1000) : null);

/** The period end of a subscription: top level before API 2025-03-31, on its items since. */
function periodOf(sub: TLoose): { start: Date | null; end: Date | null } {
  const item = ((sub.items as TLoose | undefined)?.data as TLoose[] | undefined)?.[0] ?? {};
  return {
    start: dateOf(sub.current_period_start ?? item.current_period_start),
    end: dateOf(sub.current_period_end ?? item.current_period_end),
  };
}

/** The subscription an invoice belongs to: `parent.subscription_details` since 2025, `subscription` before. */
function invoiceSubscriptionId(invoice: TLoose): string | null {
  const parent = invoice.parent as TLoose | undefined;
  return idOf((parent?.subscription_details as TLoose | undefined)?.subscription) ?? idOf(invoice.subscription);
}

/** Local status for a Stripe status; null leaves the local status alone (incomplete, paused). */
function statusPatch(stripeStatus: string, local: { status: string; past_due_at: Date | null }, now: Date): TStatePatch | null {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return { status: 'active', past_due_at: null };
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') {
    // Past due at Stripe while our grace period already ran out stays inactive.
    if (local.status === 'inactive') return null;
    return { status: 'expired', past_due_at: local.past_due_at ?? now };
  }
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return { status: 'canceled', canceled_at: now };
  return null;
}

/** Applies the Stripe subscription's current state; returns the local subscription id it moved (null if unknown). */
export async function syncStripeSubscription(
  ctx: TAppContext,
  stripe: Stripe,
  stripeSubId: string,
): Promise<{ companyId: string; subscriptionId: string } | null> {
  const sub = (await stripe.subscriptions.retrieve(stripeSubId)) as unknown as TLoose;
  const customerId = idOf(sub.customer);
  const metadata = (sub.metadata ?? {}) as Record<string, string>;
  const companyId = metadata.company_id ?? (customerId ? await companyOfCustomer(ctx.db, 'stripe', customerId) : undefined);
  if (!companyId) {
    ctx.log.warn({ stripeSubId }, 'stripe subscription without a known company');
    return null;
  }
  if (customerId) await saveCustomer(ctx.db, companyId, 'stripe', customerId);
  const now = ctx.now();
  const period = periodOf(sub);
  const local = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const current = await newestSubscription(tx, companyId);
    if (!current) return null;
    const s = (await lockSubscription(tx, current.s.id))!;
    const plan = metadata.plan_id ? await planById(tx, metadata.plan_id) : undefined;
    const moved = statusPatch(String(sub.status), s, now);
    const endAt = period.end && moved?.status === 'active' && period.end.getTime() > s.end_at.getTime() ? period.end : undefined;
    await updateSubscription(tx, s.id, {
      ...moved,
      ...(endAt ? { end_at: endAt } : {}),
      ...(moved?.status === 'active' && !s.first_payment_at ? { first_payment_at: now } : {}),
      ...(plan && plan.id !== s.plan_id
        ? { plan_id: plan.id, base_value: plan.base_value, discount_value: plan.discount_value, total_value: plan.total_value }
        : {}),
      cancel_at_period_end: Boolean(sub.cancel_at_period_end),
      stripe_subscription_id: stripeSubId,
      gateway: 'stripe',
      updated_at: now,
    });
    return { companyId, subscriptionId: s.id };
  });
  const pmId = idOf(sub.default_payment_method);
  if (local && pmId) await syncPaymentMethod(ctx, stripe, companyId, pmId);
  return local;
}

async function syncPaymentMethod(ctx: TAppContext, stripe: Stripe, companyId: string, pmId: string): Promise<void> {
  const pm = (await stripe.paymentMethods.retrieve(pmId)) as unknown as TLoose;
  const card = (pm.card ?? {}) as TLoose;
  await upsertDefaultPaymentMethod(ctx.db, {
    company_id: companyId,
    gateway: 'stripe',
    gateway_ref: pmId,
    brand: (card.brand as string | undefined) ?? null,
    last_four: (card.last4 as string | undefined) ?? null,
    exp_month: (card.exp_month as number | undefined) ?? null,
    exp_year: (card.exp_year as number | undefined) ?? null,
    holder_name: ((pm.billing_details as TLoose | undefined)?.name as string | undefined) ?? null,
    updated_at: ctx.now(),
  });
}

/** Records the invoice as a bill (and, once paid, a paid payment that activates and is announced live). */
export async function syncStripeInvoice(ctx: TAppContext, stripe: Stripe, invoiceId: string): Promise<void> {
  const invoice = (await stripe.invoices.retrieve(invoiceId)) as unknown as TLoose;
  const stripeSubId = invoiceSubscriptionId(invoice);
  if (!stripeSubId) return;
  const local = await syncStripeSubscription(ctx, stripe, stripeSubId);
  if (!local) return;
  const now = ctx.now();
  const paid = invoice.status === 'paid';
  const paidAt = dateOf((invoice.status_transitions as TLoose | undefined)?.paid_at) ?? now;
  const start = dateOf(invoice.period_start) ?? now;
  const periodEnd = dateOf(invoice.period_end);
  const total = Number(invoice.amount_paid || invoice.amount_due || 0);
  const announced = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const bill = await upsertGatewayBill(tx, {
      subscription_id: local.subscriptionId,
      company_id: local.companyId,
      gateway: 'stripe',
      gateway_ref: invoiceId,
      ref_start_at: start,
      ref_end_at: periodEnd && periodEnd.getTime() > start.getTime() ? periodEnd : start,
      status: paid ? 'paid' : 'pending',
      total_value: total,
      due_at: dateOf(invoice.due_date) ?? dateOf(invoice.created) ?? now,
      paid_at: paid ? paidAt : null,
    });
    const payment = await insertPaymentOnce(tx, {
      subscription_bill_id: bill.id,
      company_id: local.companyId,
      gateway: 'stripe',
      gateway_ref: invoiceId,
      total_value: total,
      status: 'pending',
    });
    if (!paid) return null;
    await setBillPaid(tx, bill.id, paidAt);
    const newlyPaid = await setPaymentPaid(tx, payment.id, paidAt, null);
    if (!newlyPaid) return null;
    const s = (await lockSubscription(tx, local.subscriptionId))!;
    await updateSubscription(tx, s.id, { ...paidPatch(s, bill.ref_end_at, now), updated_at: now });
    return newlyPaid;
  });
  if (!announced) return;
  await announcePaid(ctx, local.companyId, announced.id, announced.total_value);
  await recordAffiliateCommission(ctx, announced.subscription_bill_id);
}
