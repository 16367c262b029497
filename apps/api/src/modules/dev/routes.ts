import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validatePhone } from '@agenda/shared/phone';
import { parseInput } from '../../lib/validation.js';
import { listDevOutbox } from '../platform-messages/service.js';

/** Development only: lets a developer (and the e2e tests) read the codes that would go to WhatsApp. */
export async function devRoutes(app: FastifyInstance) {
  if (app.ctx.config.NODE_ENV === 'production') return;
  app.get('/dev/outbox', async (request) => {
    const { phone } = parseInput(z.object({ phone: z.string().max(32).optional() }), request.query);
    // A '+' in a query string arrives as a space; validatePhone reads the number either way.
    const normalized = phone ? (validatePhone(phone).e164 ?? validatePhone(phone).normalized) : null;
    const messages = await listDevOutbox(app.ctx, normalized);
    return { messages };
  });
}
