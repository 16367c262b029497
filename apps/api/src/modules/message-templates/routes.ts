// /user/:company/message-templates: the company's saved texts (/app/mensagens) and their preview on a client.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageTemplatePreview, ZSaveMessageTemplate } from '@agenda/shared/message-template';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { changeTemplate, createTemplate, listTemplates, previewTemplate, removeTemplate } from './service.js';

const ZParams = z.object({ company: z.string().max(64) });
const ZItemParams = ZParams.extend({ id: z.uuid('Modelo de mensagem não encontrado.') });

export async function messageTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const user = { auth: 'user' as const };
  const companyOf = async (request: Parameters<typeof authOf>[0], company: string) =>
    (await requireCompanyAccess(ctx, authOf(request), company)).companyId;

  app.get('/user/:company/message-templates', { schema: { params: ZParams }, config: user }, async (request) => ({
    message_templates: await listTemplates(ctx, await companyOf(request, request.params.company)),
  }));

  app.post(
    '/user/:company/message-templates',
    { schema: { params: ZParams, body: ZSaveMessageTemplate }, config: user },
    async (request, reply) =>
      reply.code(201).send({ message_template: await createTemplate(ctx, await companyOf(request, request.params.company), request.body) }),
  );

  app.patch(
    '/user/:company/message-templates/:id',
    { schema: { params: ZItemParams, body: ZSaveMessageTemplate }, config: user },
    async (request) => ({
      message_template: await changeTemplate(ctx, await companyOf(request, request.params.company), request.params.id, request.body),
    }),
  );

  app.delete('/user/:company/message-templates/:id', { schema: { params: ZItemParams }, config: user }, async (request, reply) => {
    await removeTemplate(ctx, await companyOf(request, request.params.company), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/user/:company/message-templates/preview',
    { schema: { params: ZParams, body: ZMessageTemplatePreview }, config: user },
    async (request) => previewTemplate(ctx, await companyOf(request, request.params.company), request.body),
  );
}
