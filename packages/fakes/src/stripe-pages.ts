// The hosted pages a browser is sent to (/c/pay/:id and /p/session/:id), so the flow can be clicked through.
import type { FastifyInstance } from 'fastify';
import type { StripeObject } from './stripe-types.js';
import { escapeHtml } from './stripe-wire.js';

interface HostedPagesState {
  checkoutSessions: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  completeCheckout(sessionId: string): Promise<StripeObject>;
}

export function registerHostedPages(app: FastifyInstance, { checkoutSessions, portalSessions, completeCheckout }: HostedPagesState): void {
  // Hosted Checkout page: a form that pays the session and follows success_url, like Stripe.
  app.get<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const s = checkoutSessions.get(request.params.id);
    if (!s) return reply.code(404).type('text/html').send('<h1>Sessão não encontrada</h1>');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Fake Stripe Checkout</title>` +
          `<h1>Fake Stripe Checkout</h1><p>${escapeHtml(s.id)}</p>` +
          `<form method="post" action="/c/pay/${encodeURIComponent(s.id)}"><button type="submit">Pagar</button></form>` +
          (s.cancel_url ? `<p><a href="${escapeHtml(String(s.cancel_url))}">Cancelar</a></p>` : ''),
      );
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const s = checkoutSessions.get(request.params.id);
    if (!s) return reply.code(404).send();
    await completeCheckout(s.id);
    return reply.redirect(String(s.success_url).replace('{CHECKOUT_SESSION_ID}', s.id), 303);
  });

  app.get<{ Params: { id: string } }>('/p/session/:id', async (request, reply) => {
    const p = portalSessions.get(request.params.id);
    if (!p) return reply.code(404).type('text/html').send('<h1>Sessão não encontrada</h1>');
    const back = p.return_url ? `<p><a href="${escapeHtml(String(p.return_url))}">Voltar</a></p>` : '';
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Fake Billing Portal</title><h1>Fake Billing Portal</h1><p>${escapeHtml(String(p.customer))}</p>${back}`,
      );
  });
}
