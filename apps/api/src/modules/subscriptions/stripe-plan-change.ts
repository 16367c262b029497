// A card subscription changes plan in place: a new monthly price for the plan (with the extra features
// the company keeps) set on the same Stripe subscription item, from the next renewal and without
// proration — the same rule as a Pix subscription, whose new plan applies to the next bill. The
// metadata carries the plan, so the `customer.subscription.updated` webhook agrees with what we wrote.
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { stripeOf } from './stripe-checkout.js';

const CHANGE_UNAVAILABLE = 'Não foi possível trocar o plano no cartão agora. Tente de novo em alguns minutos ou fale com o suporte.';

interface TPlanChange {
  stripeSubscriptionId: string;
  plan: { id: string; identifier: string; title: string };
  /** The new monthly amount in cents: the plan plus the extra features kept. */
  amountCents: number;
}

export async function changeStripePlan(ctx: TAppContext, change: TPlanChange): Promise<void> {
  const stripe = stripeOf(ctx);
  if (!stripe) throw new AppError(503, CHANGE_UNAVAILABLE);
  try {
    const sub = await stripe.subscriptions.retrieve(change.stripeSubscriptionId);
    const item = sub.items.data[0];
    if (!item) throw new Error('stripe subscription without items');
    const price = await stripe.prices.create({
      currency: 'brl',
      unit_amount: change.amountCents,
      recurring: { interval: 'month' },
      product_data: { name: change.plan.title },
      metadata: { plan_id: change.plan.id },
    });
    await stripe.subscriptions.update(change.stripeSubscriptionId, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'none',
      metadata: { ...sub.metadata, plan_id: change.plan.id, plan_identifier: change.plan.identifier },
    });
  } catch (err) {
    ctx.log.error({ err }, 'stripe plan change failed');
    throw new AppError(503, CHANGE_UNAVAILABLE);
  }
}
