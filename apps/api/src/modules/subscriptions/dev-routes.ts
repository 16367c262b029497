// Development only (never in production): try the billing flow on a fresh clone without a bank.
// End the current period now (to see the locked-out owner), and pay a static Pix as if the bank
// had confirmed it (the admin confirms static Pix by hand in production).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { memberFirst } from '../companies/member-first.js';
import { confirmPayment } from './bills.js';
import { newestSubscription, updateSubscription } from './repo.js';
import { paymentById } from './repo-bills.js';

export async function billingDevRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  if (ctx.config.NODE_ENV === 'production') return;
  const managers = memberFirst(ctx, { roles: ['owner', 'admin'] });
  app.post(
    '/dev/subscriptions/:company/end_period',
    { schema: { params: z.object({ company: z.string().max(64) }) }, ...managers.options },
    async (request) => {
      const { companyId } = managers.accessOf(request);
      const current = await newestSubscription(ctx.db, companyId);
      if (!current) throw notFound('Assinatura não encontrada.');
      const at = new Date(ctx.now().getTime() - 1000);
      await updateSubscription(ctx.db, current.s.id, { end_at: at, updated_at: ctx.now() });
      return { ok: true };
    },
  );
  app.post(
    '/dev/subscriptions/:company/payments/:payment/pay',
    { schema: { params: z.object({ company: z.string().max(64), payment: z.string().uuid() }) }, ...managers.options },
    async (request) => {
      const { companyId } = managers.accessOf(request);
      const payment = await paymentById(ctx.db, request.params.payment);
      if (!payment || payment.company_id !== companyId || payment.gateway !== 'pix_static') throw notFound('Pagamento não encontrado.');
      await confirmPayment(ctx, payment, ctx.now(), null);
      return { ok: true };
    },
  );
}
