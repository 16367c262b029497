// REST of /app/empresas/{slug}/assinatura and /login/forma-de-pagamento (docs/spec.md §7 user calls):
// overview, Pix bill, Stripe Checkout/session/portal, cancel, resume, change plan, extra features.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCancelSubscriptionBody, ZChangePlanBody, ZCheckoutQuery, ZStripeSessionBody } from '@agenda/shared/schemas/billing';
import { EXTRA_FEATURES } from '@agenda/shared/subscription';
import { memberFirst } from '../companies/member-first.js';
import { findCompanyById } from '../companies/service.js';
import { generateSubscriptionBill } from './bills.js';
import { DISABLE_FEATURE_SUCCESS, disableExtraFeature, enableExtraFeature, ENABLE_FEATURE_SUCCESS } from './extra-features.js';
import { cancelSubscription, changePlan, paymentStatus, resumeSubscription, subscriptionOverview } from './manage.js';
import { billingPortalUrl, checkoutUrl, updateBySessionId } from './stripe-checkout.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZEnableBody = z.object({ feature_key: z.enum(EXTRA_FEATURES, { error: 'Funcionalidade inválida.' }) });
const ZPaymentParams = z.object({ company: z.string().max(64), payment: z.string().max(64) });

const originOf = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`;
};

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const members = memberFirst(ctx);
  const managers = memberFirst(ctx, { roles: ['owner', 'admin'] });
  const base = '/user/:company/subscription';

  app.get(base, { schema: { params: ZCompany }, ...members.options }, async (request) =>
    subscriptionOverview(ctx, members.accessOf(request).companyId),
  );
  app.post(`${base}/generate_subscription_bill`, { schema: { params: ZCompany }, ...managers.options }, async (request) =>
    generateSubscriptionBill(ctx, managers.accessOf(request).companyId),
  );
  app.get(`${base}/payments/:payment`, { schema: { params: ZPaymentParams }, ...members.options }, async (request) => ({
    subscription_bill_payment: await paymentStatus(ctx, members.accessOf(request).companyId, request.params.payment),
  }));
  app.get(
    `${base}/stripe/get_checkout_url`,
    { schema: { params: ZCompany, querystring: ZCheckoutQuery }, ...managers.options },
    async (request) => ({
      url: await checkoutUrl(ctx, managers.accessOf(request).companyId, request.query.plan_id, originOf(request)),
    }),
  );
  app.post(
    `${base}/stripe/update_subscription_by_stripe_session_id`,
    { schema: { params: ZCompany, body: ZStripeSessionBody }, ...managers.options },
    async (request) => {
      const { companyId } = managers.accessOf(request);
      await updateBySessionId(ctx, companyId, request.body.stripe_session_id);
      return subscriptionOverview(ctx, companyId);
    },
  );
  app.post(`${base}/stripe/get_stripe_billing_portal_url`, { schema: { params: ZCompany }, ...managers.options }, async (request) => {
    const { companyId } = managers.accessOf(request);
    const company = await findCompanyById(ctx, companyId);
    return { url: await billingPortalUrl(ctx, companyId, originOf(request), company?.slug ?? companyId) };
  });
  app.post(`${base}/cancel`, { schema: { params: ZCompany, body: ZCancelSubscriptionBody }, ...managers.options }, async (request) => {
    const { companyId } = managers.accessOf(request);
    await cancelSubscription(ctx, companyId, request.body);
    return {
      ...(await subscriptionOverview(ctx, companyId)),
      toast: 'Assinatura cancelada. Você pode usar o sistema até o fim do período.',
    };
  });
  app.post(`${base}/resume`, { schema: { params: ZCompany }, ...managers.options }, async (request) => {
    const { companyId } = managers.accessOf(request);
    await resumeSubscription(ctx, companyId);
    return { ...(await subscriptionOverview(ctx, companyId)), toast: 'Cancelamento desfeito. Sua assinatura continua.' };
  });
  app.post(`${base}/change_plan`, { schema: { params: ZCompany, body: ZChangePlanBody }, ...managers.options }, async (request) => {
    const { companyId } = managers.accessOf(request);
    await changePlan(ctx, companyId, request.body.plan_id);
    return { ...(await subscriptionOverview(ctx, companyId)), toast: 'Plano alterado. O novo valor vale a partir da próxima fatura.' };
  });
  app.post(
    `${base}/enable_subscription_extra_feature`,
    { schema: { params: ZCompany, body: ZEnableBody }, ...managers.options },
    async (request) => {
      const access = managers.accessOf(request);
      const subscription = await enableExtraFeature(ctx, access, request.body.feature_key);
      return { subscription, toast: ENABLE_FEATURE_SUCCESS };
    },
  );
  app.post(
    `${base}/disable_subscription_extra_feature`,
    { schema: { params: ZCompany, body: ZEnableBody }, ...managers.options },
    async (request) => {
      const subscription = await disableExtraFeature(ctx, managers.accessOf(request), request.body.feature_key);
      return { subscription, toast: DISABLE_FEATURE_SUCCESS };
    },
  );
}
