// /user/:company/scheduled-messages: the company's scheduled messages (/app/mensagens-agendadas and
// the client's tab): list with filters, create one by hand (through one of the client's channels),
// edit the text of or cancel a pending one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateScheduledMessage, ZScheduledMessageFilter, ZUpdateScheduledMessage } from '@agenda/shared/scheduled-message';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import {
  cancelScheduledMessage,
  createManualMessage,
  editScheduledMessage,
  listCompanyScheduledMessages,
  messageChannelsOf,
} from './service.js';

const ZParams = z.object({ company: z.string().max(64) });
const ZItemParams = ZParams.extend({ id: z.uuid('Mensagem agendada não encontrada.') });
const ZClientParams = ZParams.extend({ client: z.uuid('Cliente não encontrado.') });

export async function scheduledMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const user = { auth: 'user' as const };

  app.get(
    '/user/:company/scheduled-messages',
    { schema: { params: ZParams, querystring: ZScheduledMessageFilter }, config: user },
    async (request) => {
      const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
      return { scheduled_messages: await listCompanyScheduledMessages(ctx, access.companyId, request.query) };
    },
  );

  app.post(
    '/user/:company/scheduled-messages',
    { schema: { params: ZParams, body: ZCreateScheduledMessage }, config: user },
    async (request, reply) => {
      const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
      const created = await createManualMessage(ctx, access.companyId, request.body);
      app.jobs.kick();
      return reply.code(201).send({ scheduled_message: created });
    },
  );

  app.patch(
    '/user/:company/scheduled-messages/:id',
    { schema: { params: ZItemParams, body: ZUpdateScheduledMessage }, config: user },
    async (request) => {
      const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
      return { scheduled_message: await editScheduledMessage(ctx, access.companyId, request.params.id, request.body.content) };
    },
  );

  app.post('/user/:company/scheduled-messages/:id/cancel', { schema: { params: ZItemParams }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { scheduled_message: await cancelScheduledMessage(ctx, access.companyId, request.params.id) };
  });

  app.get('/user/:company/clients/:client/message-channels', { schema: { params: ZClientParams }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { channels: await messageChannelsOf(ctx, access.companyId, request.params.client) };
  });
}
