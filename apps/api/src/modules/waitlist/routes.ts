// /user/:company/waitlist: the company's waitlist (the agenda's "Lista de espera" panel): list by day
// or status, add a client, take an entry off the list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJoinWaitlist, ZWaitlistFilter } from '@agenda/shared/waitlist';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { cancelWaitlistEntry, joinWaitlist, listWaitlist } from './service.js';

const ZParams = z.object({ company: z.string().max(64) });
const ZItemParams = ZParams.extend({ id: z.uuid('Entrada da lista de espera não encontrada.') });

export async function waitlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const user = { auth: 'user' as const };

  app.get('/user/:company/waitlist', { schema: { params: ZParams, querystring: ZWaitlistFilter }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { waitlist: await listWaitlist(ctx, access.companyId, request.query) };
  });

  app.post('/user/:company/waitlist', { schema: { params: ZParams, body: ZJoinWaitlist }, config: user }, async (request, reply) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return reply.code(201).send({ entry: await joinWaitlist(ctx, access.companyId, request.body) });
  });

  app.post('/user/:company/waitlist/:id/cancel', { schema: { params: ZItemParams }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { entry: await cancelWaitlistEntry(ctx, access.companyId, request.params.id) };
  });
}
