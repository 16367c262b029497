// Card payments through Stripe Checkout (docs/spec.md §7 subscription calls): one Stripe customer
// per company, a Checkout Session in subscription mode for the chosen plan (metadata: company and
// plan), the session read back after the redirect, and the Billing Portal for the card on file.
import { createStripe, type Stripe } from '../../integrations/stripe/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import { newestSubscription, planById, trialPlan } from './repo.js';
import { customerOfCompany, saveCustomer } from './repo-billing.js';
import { syncStripeInvoice, syncStripeSubscription } from './stripe-sync.js';

const CARD_UNAVAILABLE = 'O pagamento com cartão não está disponível no momento. Use o Pix ou fale com o suporte.';
const NO_CARD_CUSTOMER = 'Esta empresa ainda não pagou com cartão. Assine com cartão para gerenciar seus cartões.';

const clients = new WeakMap<TAppContext, Stripe>();

export function stripeOf(ctx: TAppContext): Stripe | null {
  if (!ctx.config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(ctx);
  if (!client) {
    client = createStripe(ctx.config.STRIPE_SECRET_KEY, ctx.config.STRIPE_API_URL);
    clients.set(ctx, client);
  }
  return client;
}

function requireStripe(ctx: TAppContext): Stripe {
  const stripe = stripeOf(ctx);
  if (!stripe) throw new AppError(503, CARD_UNAVAILABLE);
  return stripe;
}

const webOrigin = (ctx: TAppContext, fallback: string) => (ctx.config.PUBLIC_URL ?? fallback).replace(/\/+$/, '');

async function ensureCustomer(ctx: TAppContext, stripe: Stripe, companyId: string): Promise<string> {
  const known = await customerOfCompany(ctx.db, companyId, 'stripe');
  if (known) return known;
  const company = await findCompanyById(ctx, companyId);
  const customer = await stripe.customers.create({
    name: company?.name ?? undefined,
    metadata: { company_id: companyId },
  });
  return saveCustomer(ctx.db, companyId, 'stripe', customer.id);
}

/** A Checkout URL for the plan (or the company's current plan); the owner pays there by card. */
export async function checkoutUrl(ctx: TAppContext, companyId: string, planId: string | undefined, origin: string): Promise<string> {
  const stripe = requireStripe(ctx);
  const current = await newestSubscription(ctx.db, companyId);
  const plan = (planId ? await planById(ctx.db, planId) : current?.p) ?? (await trialPlan(ctx.db));
  if (!plan || !plan.is_active) throw new AppError(422, 'Plano não encontrado.');
  const customer = await ensureCustomer(ctx, stripe, companyId);
  const extras = planId && planId !== current?.p.id ? 0 : (current?.s.extra_features_total_value ?? 0);
  const base = webOrigin(ctx, origin);
  const metadata = { company_id: companyId, plan_id: plan.id, plan_identifier: plan.identifier };
  const session = await stripe.checkout.sessions
    .create({
      mode: 'subscription',
      customer,
      client_reference_id: companyId,
      line_items: [
        {
          price_data: {
            currency: 'brl',
            unit_amount: plan.total_value + extras,
            recurring: { interval: 'month' },
            product_data: { name: plan.title },
          },
          quantity: 1,
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${base}/login/forma-de-pagamento?company_id=${companyId}&stripe_session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/login/forma-de-pagamento?company_id=${companyId}`,
    })
    .catch((err: unknown) => {
      ctx.log.error({ err }, 'stripe checkout failed');
      throw new AppError(503, CARD_UNAVAILABLE);
    });
  if (!session.url) throw new AppError(503, CARD_UNAVAILABLE);
  return session.url;
}

/** After the Checkout redirect: reads the session and applies its subscription (webhooks may still be on their way). */
export async function updateBySessionId(ctx: TAppContext, companyId: string, sessionId: string): Promise<void> {
  const stripe = requireStripe(ctx);
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  if (!session || (session.metadata?.company_id ?? session.client_reference_id) !== companyId)
    throw notFound('Sessão de pagamento não encontrada.');
  const subId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  if (!subId) return;
  await syncStripeSubscription(ctx, stripe, subId);
  const invoiceId = typeof session.invoice === 'string' ? session.invoice : (session.invoice?.id ?? null);
  if (invoiceId) await syncStripeInvoice(ctx, stripe, invoiceId);
}

export async function billingPortalUrl(ctx: TAppContext, companyId: string, origin: string, slug: string): Promise<string> {
  const stripe = requireStripe(ctx);
  const customer = await customerOfCompany(ctx.db, companyId, 'stripe');
  if (!customer) throw new AppError(409, NO_CARD_CUSTOMER);
  const portal = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${webOrigin(ctx, origin)}/app/empresas/${slug}/assinatura`,
  });
  return portal.url;
}
