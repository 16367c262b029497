// The subscription page's reads and the owner's decisions: overview (plan, status, next bill,
// invoices, cards, plans), cancel at period end with a §3 reason, change plan, a payment's status.
import type { TCancelSubscriptionBody } from '@agenda/shared/schemas/billing';
import type { TDb } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { billDto, confirmPayment, NO_SUBSCRIPTION, paymentDto } from './bills.js';
import { pixClient } from './pix.js';
import { activePlans, lockSubscription, newestSubscription, planById, updateSubscription } from './repo.js';
import { billsOfCompany, cancelPendingPayments, openBill, paymentById, updateBillTotal } from './repo-bills.js';
import { paymentMethodsOfCompany } from './repo-billing.js';
import { subscriptionDto } from './service.js';
import { billTotals } from './state.js';
import { stripeOf } from './stripe-checkout.js';
import { changeStripePlan } from './stripe-plan-change.js';

const planDto = (p: Awaited<ReturnType<typeof activePlans>>[number]) => ({
  id: p.id,
  identifier: p.identifier,
  title: p.title,
  subtitle: p.subtitle,
  description: p.description,
  base_value: p.base_value,
  discount_value: p.discount_value,
  total_value: p.total_value,
  extra_features: p.extra_features,
});

export async function subscriptionOverview(ctx: TAppContext, companyId: string) {
  const now = ctx.now();
  const [current, bills, methods, plans] = await Promise.all([
    newestSubscription(ctx.db, companyId),
    billsOfCompany(ctx.db, companyId),
    paymentMethodsOfCompany(ctx.db, companyId),
    activePlans(ctx.db),
  ]);
  const dto = current ? subscriptionDto(now, current.s, current.p, ctx.config.SUBSCRIPTION_GRACE_DAYS) : null;
  const next = bills.find((b) => b.status === 'pending') ?? null;
  const pixMode = pixClient(ctx) ? 'psp' : ctx.config.PIX_KEY || ctx.config.NODE_ENV !== 'production' ? 'static' : 'none';
  return {
    subscription: dto && { ...dto, plan: planDto(current!.p) },
    next_bill: next && billDto(next),
    bills: await Promise.all(
      bills.map(async (b) => ({ ...billDto(b), payments: await Promise.all(b.payments.map((p) => paymentDto(p, false))) })),
    ),
    payment_methods: methods.map((m) => ({
      id: m.id,
      gateway: m.gateway,
      brand: m.brand,
      last_four: m.last_four,
      exp_month: m.exp_month,
      exp_year: m.exp_year,
      holder_name: m.holder_name,
      is_default: m.is_default,
    })),
    plans: plans.map(planDto),
    gateways: { card: Boolean(stripeOf(ctx) && ctx.config.STRIPE_WEBHOOK_SECRET), pix: pixMode as 'psp' | 'static' | 'none' },
  };
}

/** Cancels at the end of the paid (or trial) period; Stripe stops renewing the card subscription too. */
export async function cancelSubscription(ctx: TAppContext, companyId: string, body: TCancelSubscriptionBody): Promise<void> {
  const now = ctx.now();
  const current = await newestSubscription(ctx.db, companyId);
  if (!current) throw new AppError(409, NO_SUBSCRIPTION);
  if (current.s.status === 'canceled') throw new AppError(409, 'Esta assinatura já está cancelada.');
  const stripe = stripeOf(ctx);
  if (current.s.stripe_subscription_id && stripe) {
    await stripe.subscriptions.update(current.s.stripe_subscription_id, { cancel_at_period_end: true });
  }
  const reason = body.comment ? `${body.reason}: ${body.comment}` : body.reason;
  const immediate = !['trial', 'active', 'expired'].includes(current.s.status);
  await updateSubscription(ctx.db, current.s.id, {
    cancel_at_period_end: true,
    cancel_reason: reason,
    ...(immediate ? { status: 'canceled', canceled_at: now } : {}),
    updated_at: now,
  });
}

/** Takes back a cancellation asked for this period (before it ends). */
export async function resumeSubscription(ctx: TAppContext, companyId: string): Promise<void> {
  const current = await newestSubscription(ctx.db, companyId);
  if (!current || current.s.status === 'canceled' || !current.s.cancel_at_period_end)
    throw new AppError(409, 'Não há cancelamento para desfazer.');
  const stripe = stripeOf(ctx);
  if (current.s.stripe_subscription_id && stripe)
    await stripe.subscriptions.update(current.s.stripe_subscription_id, { cancel_at_period_end: false });
  await updateSubscription(ctx.db, current.s.id, { cancel_at_period_end: false, cancel_reason: null, updated_at: ctx.now() });
}

/**
 * A new plan applies to the next bill; an open bill is repriced and its unpaid Pix codes withdrawn.
 * A card subscription is changed at Stripe first (same subscription, new price from the next renewal),
 * so a Stripe failure leaves our record untouched.
 */
export async function changePlan(ctx: TAppContext, companyId: string, planId: string): Promise<void> {
  const plan = await planById(ctx.db, planId);
  if (!plan || !plan.is_active) throw new AppError(422, 'Plano não encontrado.');
  const before = await newestSubscription(ctx.db, companyId);
  if (!before) throw new AppError(409, NO_SUBSCRIPTION);
  if (before.s.plan_id === plan.id) throw new AppError(409, 'Este já é o seu plano.');
  const onCard = Boolean(before.s.stripe_subscription_id) && before.s.status !== 'canceled';
  if (onCard) {
    const amountCents = billTotals({
      total_value: plan.total_value,
      extra_features_total_value: before.s.extra_features_total_value,
    }).total;
    await changeStripePlan(ctx, { stripeSubscriptionId: before.s.stripe_subscription_id!, plan, amountCents });
  }
  const now = ctx.now();
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const s = (await lockSubscription(tx, before.s.id))!;
    const updated = await updateSubscription(tx, s.id, {
      plan_id: plan.id,
      base_value: plan.base_value,
      discount_value: plan.discount_value,
      total_value: plan.total_value,
      updated_at: now,
    });
    const open = await openBill(tx, s.id);
    if (open) {
      const totals = billTotals(updated);
      await updateBillTotal(tx, open.id, totals.total, totals.extras);
      await cancelPendingPayments(tx, open.id);
    }
  });
}

export async function paymentStatus(ctx: TAppContext, companyId: string, paymentId: string) {
  const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await paymentById(ctx.db, paymentId) : undefined;
  if (!payment || payment.company_id !== companyId) throw notFound('Pagamento não encontrado.');
  return paymentDto(payment, false);
}

/** A static Pix (no PSP) paid into the platform's account, confirmed by an admin who saw it arrive. */
export async function adminConfirmPayment(ctx: TAppContext, paymentId: string): Promise<void> {
  const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await paymentById(ctx.db, paymentId) : undefined;
  if (!payment) throw notFound('Pagamento não encontrado.');
  if (payment.status === 'paid') return;
  if (payment.gateway !== 'pix_static') throw new AppError(409, 'Só pagamentos por Pix sem PSP são confirmados à mão.');
  await confirmPayment(ctx, payment, ctx.now(), null);
}
