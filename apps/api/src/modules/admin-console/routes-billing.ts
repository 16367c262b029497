// /admin/assinaturas: the current subscription of every company (upcoming and overdue filters), the
// renewals calendar, a company's bills, a static Pix confirmed by hand and refunds through Stripe.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { ZAdminRefundBody, ZAdminRenewalsQuery, ZAdminSubscriptionsQuery } from '@agenda/shared/schemas/admin-pages';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { adminConfirmPayment } from '../subscriptions/manage.js';
import { paymentById } from '../subscriptions/repo-bills.js';
import { stripeOf } from '../subscriptions/stripe-checkout.js';
import { adminBillsOfCompany, billForRefund, listAdminSubscriptions, recordRefund, renewalsOfMonth } from './repo-billing.js';
import { findCompanyOr404 } from './repo-companies.js';
import { writeAudit } from './repo-audit.js';
import { adminRoute } from './guard.js';

const REFUND_FAILED = 'O Stripe não aceitou o reembolso agora. Tente de novo em alguns minutos.';

export async function adminBillingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/admin/console/subscriptions',
    { ...adminRoute('billing.read'), schema: { querystring: ZAdminSubscriptionsQuery } },
    async (request) => listAdminSubscriptions(ctx, request.query),
  );

  app.get(
    '/admin/console/subscriptions/renewals',
    { ...adminRoute('billing.read'), schema: { querystring: ZAdminRenewalsQuery } },
    async (request) => renewalsOfMonth(ctx, request.query.month),
  );

  app.get('/admin/console/companies/:id/bills', { ...adminRoute('billing.read'), schema: { params: ZIdParam } }, async (request) => {
    await findCompanyOr404(ctx, request.params.id);
    return { bills: await adminBillsOfCompany(ctx, request.params.id) };
  });

  app.post(
    '/admin/console/bill_payments/:id/confirm',
    { ...adminRoute('billing.manage'), schema: { params: ZIdParam } },
    async (request) => {
      const before = await paymentById(ctx.db, request.params.id);
      if (!before) throw notFound('Pagamento não encontrado.');
      await adminConfirmPayment(ctx, before.id);
      const after = (await paymentById(ctx.db, before.id))!;
      const pick = (p: typeof before) => ({ status: p.status, paid_at: p.paid_at, total_value: p.total_value });
      await writeAudit(ctx, request, {
        action: 'bill_payment.confirm_pix',
        target_type: 'subscription_bill_payment',
        target_id: before.id,
        company_id: before.company_id,
        before: pick(before),
        after: pick(after),
      });
      return { payment: pick(after), toast: before.status === 'paid' ? 'Este pagamento já estava confirmado.' : 'Pagamento confirmado.' };
    },
  );

  app.post(
    '/admin/console/bills/:id/refund',
    { ...adminRoute('billing.manage'), schema: { params: ZIdParam, body: ZAdminRefundBody } },
    async (request) => {
      const bill = await billForRefund(ctx.db, request.params.id);
      if (!bill) throw notFound('Cobrança não encontrada.');
      if (bill.status !== 'paid' || bill.gateway !== 'stripe' || !bill.gateway_ref)
        throw conflict('Só cobranças pagas com cartão (Stripe) podem ser reembolsadas aqui.');
      const refundable = bill.total_value - bill.refunded_value;
      const amount = request.body.amount ?? refundable;
      if (refundable <= 0) throw conflict('Esta cobrança já foi reembolsada por completo.');
      if (amount > refundable) throw conflict('O valor passa do que ainda pode ser reembolsado nesta cobrança.');
      const stripe = stripeOf(ctx);
      if (!stripe) throw new AppError(503, 'O Stripe não está configurado neste ambiente.');
      const invoiceId = bill.gateway_ref;
      const refund = await (async () => {
        const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
        const intent = paid.data[0]?.payment.payment_intent;
        if (!intent) return null;
        return stripe.refunds.create(
          {
            payment_intent: typeof intent === 'string' ? intent : intent.id,
            amount,
            reason: 'requested_by_customer',
            metadata: { subscription_bill_id: bill.id, reason: request.body.reason },
          },
          // The same bill, state and amount is one refund at Stripe even when the click is sent twice.
          { idempotencyKey: `refund-${bill.id}-${bill.refunded_value}-${amount}` },
        );
      })().catch((err: unknown) => {
        ctx.log.error({ err, bill: bill.id }, 'stripe refund failed');
        throw new AppError(502, REFUND_FAILED);
      });
      if (!refund) throw conflict('O Stripe não tem o pagamento desta cobrança.');
      const after = (await recordRefund(ctx.db, bill.id, amount, refund.id, ctx.now())) ?? (await billForRefund(ctx.db, bill.id))!;
      const pick = (b: typeof bill) => ({ total_value: b.total_value, refunded_value: b.refunded_value, refund_ref: b.refund_ref });
      await writeAudit(ctx, request, {
        action: 'bill.refund',
        target_type: 'subscription_bill',
        target_id: bill.id,
        company_id: bill.company_id,
        before: pick(bill),
        after: { ...pick(after), reason: request.body.reason },
      });
      return {
        bill: pick(after),
        toast: `Reembolso de ${(amount / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })} enviado ao Stripe.`,
      };
    },
  );
}
