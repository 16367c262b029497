import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validatePhone } from '@agenda/shared/phone';
import { ZEmail } from '@agenda/shared/schemas/fields';
import { listDevOutbox } from '../platform-messages/repo-messages.js';
import { listDevEmailOutbox } from '../platform-messages/repo-emails.js';

// The phone is required: without it the outbox would list every phone's codes to anyone on the network.
const ZOutboxQuery = z.object({
  phone: z.string({ error: 'Informe o telefone.' }).trim().min(1, 'Informe o telefone.').max(32, 'Telefone longo demais.'),
});

// Likewise one address: the e-mails hold sign-in links.
const ZEmailOutboxQuery = z.object({ to: ZEmail });

/** Development only: lets a developer (and the e2e tests) read the codes that would go to WhatsApp. */
export async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.ctx.config.NODE_ENV === 'production') return;
  app.get('/dev/outbox', { schema: { querystring: ZOutboxQuery } }, async (request) => {
    const { phone } = request.query;
    // A '+' in a query string arrives as a space; validatePhone reads the number either way.
    const checked = validatePhone(phone);
    const messages = await listDevOutbox(app.ctx, checked.e164 ?? checked.normalized);
    return { messages };
  });
  /** The e-mails that would have gone out without SMTP_URL (admin sign-in links), newest first. */
  app.get('/dev/outbox/emails', { schema: { querystring: ZEmailOutboxQuery } }, async (request) => ({
    emails: await listDevEmailOutbox(app.ctx, request.query.to),
  }));
}
