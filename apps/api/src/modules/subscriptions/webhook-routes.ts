// Payment webhooks (docs/architecture.md "Webhooks"): checked before anything is read into state,
// stored under the provider's event id before processing (a redelivery is a no-op), answered 200.
// Stripe: `Stripe-Signature` checked by the SDK's constructEvent over the raw bytes. Pix (Efí,
// docs/decisions/0012): the secret carried in the registered URL (`?hmac=`), then the charge is
// read back from the PSP and only a CONCLUIDA charge of the right amount counts.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAppContext } from '../../lib/context.js';
import { confirmPayment } from './bills.js';
import { pixClient } from './pix.js';
import { paymentByGatewayRef } from './repo-bills.js';
import { finishWebhookEvent, storeWebhookEvent, webhookEvent } from './repo-billing.js';
import { stripeOf } from './stripe-checkout.js';
import { syncStripeInvoice, syncStripeSubscription } from './stripe-sync.js';

/** Stripe events are at most a few hundred kilobytes; Pix notices far less. */
const BODY_LIMIT = 1024 * 1024;

const rawOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Runs `work` once per stored event: skipped when it was processed before, recorded as failed otherwise. */
async function processOnce(
  ctx: TAppContext,
  provider: string,
  eventId: string,
  type: string,
  payload: Record<string, unknown>,
  work: () => Promise<void>,
) {
  await storeWebhookEvent(ctx.db, provider, eventId, type, payload);
  const row = (await webhookEvent(ctx.db, provider, eventId))!;
  if (row.processed_at) return 'duplicate' as const;
  try {
    await work();
    await finishWebhookEvent(ctx.db, row.id, ctx.now(), null);
    return 'processed' as const;
  } catch (err) {
    await finishWebhookEvent(ctx.db, row.id, ctx.now(), err instanceof Error ? err.message : String(err));
    throw err;
  }
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as { id?: unknown }).id ?? '') || null : null;

export async function paymentWebhookRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  // Only in this scope: bodies stay raw bytes, because signatures are computed over them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.post('/webhooks/stripe', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const stripe = stripeOf(ctx);
    const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) return reply.status(503).send({ message: 'Pagamentos com cartão não configurados.' });
    const header = request.headers['stripe-signature'];
    let event: { id: string; type: string; data: { object: Record<string, unknown> } };
    try {
      event = stripe.webhooks.constructEvent(rawOf(request), typeof header === 'string' ? header : '', secret) as unknown as typeof event;
    } catch {
      return reply.status(400).send({ message: 'Assinatura inválida.' });
    }
    const object = event.data.object;
    const result = await processOnce(ctx, 'stripe', event.id, event.type, event as unknown as Record<string, unknown>, async () => {
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const subId = idOf(object.subscription);
        if (subId) await syncStripeSubscription(ctx, stripe, subId);
        const invoiceId = idOf(object.invoice);
        if (invoiceId) await syncStripeInvoice(ctx, stripe, invoiceId);
      } else if (event.type.startsWith('invoice.')) {
        await syncStripeInvoice(ctx, stripe, String(object.id));
      } else if (event.type.startsWith('customer.subscription.')) {
        await syncStripeSubscription(ctx, stripe, String(object.id));
      }
    });
    return reply.send({ received: true, duplicate: result === 'duplicate' });
  });

  const pix = async (request: FastifyRequest<{ Querystring: { hmac?: string } }>, reply: import('fastify').FastifyReply) => {
    const secret = ctx.config.PIX_WEBHOOK_SECRET;
    const given = typeof request.query.hmac === 'string' ? request.query.hmac : '';
    if (!secret || !given || !sameSecret(given, secret))
      return reply.header('connection', 'close').status(401).send({ message: 'Não autorizado.' });
    let body: { pix?: Array<{ endToEndId?: string; txid?: string; valor?: string; horario?: string }> };
    try {
      body = JSON.parse(rawOf(request).toString('utf8')) as typeof body;
    } catch {
      return reply.status(400).send({ message: 'Corpo inválido.' });
    }
    const psp = pixClient(ctx);
    for (const item of Array.isArray(body?.pix) ? body.pix : []) {
      if (!item?.endToEndId || !item.txid || !psp) continue;
      await processOnce(ctx, 'pix', item.endToEndId, 'pix', item as Record<string, unknown>, async () => {
        const payment = await paymentByGatewayRef(ctx.db, 'pix', item.txid!);
        if (!payment || payment.status === 'paid') return;
        // The notice is only a hint: the charge read back from the PSP decides.
        const charge = await psp.getCharge(item.txid!);
        if (charge.status !== 'CONCLUIDA' || Math.round(Number(charge.valor.original) * 100) !== payment.total_value) return;
        const paidAt = item.horario ? new Date(item.horario) : ctx.now();
        await confirmPayment(ctx, payment, Number.isNaN(paidAt.getTime()) ? ctx.now() : paidAt, item.endToEndId!);
      });
    }
    return reply.send({ ok: true });
  };
  // Efí appends `/pix` to the registered URL unless it carries `ignorar=`; both arrive here.
  app.post('/webhooks/pix', { bodyLimit: BODY_LIMIT }, pix);
  app.post('/webhooks/pix/pix', { bodyLimit: BODY_LIMIT }, pix);
}
