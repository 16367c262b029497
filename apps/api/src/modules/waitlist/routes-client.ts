// /client/:company/waitlist: the signed-in client's waitlist on the booking page (a full day offers
// "Entrar na lista de espera"). Limited per IP and per client besides the rules of public.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClientJoinWaitlist } from '@agenda/shared/waitlist';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import { authOf } from '../../plugins/auth.js';
import { accountLimit } from '../../plugins/rate-limits.js';
import { findClient } from '../clients/repo.js';
import { findActiveCompany } from '../companies/service.js';
import { clientWaitlist, joinWaitlistFromPage } from './public.js';

const ZCompany = z.object({ company: z.string().min(1).max(80) });
const JOINS_PER_IP_PER_MINUTE = 20;
const JOINS_PER_CLIENT_PER_HOUR = 10;

export async function waitlistClientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const perClient = accountLimit(app, 'waitlist-join', {
    max: JOINS_PER_CLIENT_PER_HOUR,
    timeWindow: '1 hour',
    message: 'Muitos pedidos de lista de espera. Tente de novo mais tarde.',
  });

  /** The signed-in client of this company (a session of another company is refused). */
  const signedClient = async (request: FastifyRequest, company: string) => {
    const auth = authOf(request);
    const c = await findActiveCompany(ctx, company);
    if (auth.companyId !== c.id) throw forbidden('Esta sessão pertence a outra empresa. Entre novamente.');
    const found = await findClient(ctx, c.id, auth.subjectId);
    if (!found) throw unauthorized();
    return { companyId: c.id, clientId: found.id };
  };

  app.get('/client/:company/waitlist', { schema: { params: ZCompany }, config: { auth: 'client' as const } }, async (request) => {
    const { companyId, clientId } = await signedClient(request, request.params.company);
    return { waitlist: await clientWaitlist(ctx, companyId, clientId) };
  });

  app.post(
    '/client/:company/waitlist',
    {
      schema: { params: ZCompany, body: ZClientJoinWaitlist },
      config: { auth: 'client' as const, rateLimit: { max: JOINS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { companyId, clientId } = await signedClient(request, request.params.company);
      await perClient(request, reply, clientId);
      const entry = await joinWaitlistFromPage(ctx, companyId, clientId, request.body);
      return reply.code(201).send({ entry, toast: 'Você entrou na lista de espera. Avisaremos pelo WhatsApp se um horário vagar.' });
    },
  );
}
