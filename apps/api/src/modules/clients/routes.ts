// /app/clientes and /app/crm calls. Thin: membership and permission checked first, one service call, a DTO.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClientListQuery, ZClientMergeBody, ZClientStageBody } from '@agenda/shared/schemas/clients';
import { memberFirst } from '../companies/member-first.js';
import { getClientDetail, listClients, mergeClients } from './service.js';
import { changeClientStage, crmBoard } from './service-crm.js';
import { clientDuplicates, clientSchedules, clientTimeline, listTags } from './service-profile.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZClientParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Cliente não encontrado.' }) });
const ZWhen = z.object({ when: z.enum(['upcoming', 'past'], { error: 'Use upcoming ou past.' }).default('upcoming') });

export async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const read = memberFirst(ctx, { permission: 'clients.read' });
  const write = memberFirst(ctx, { permission: 'clients.write' });
  const remove = memberFirst(ctx, { permission: 'clients.delete' });

  app.get('/user/:company/clients', { schema: { params: ZCompany, querystring: ZClientListQuery }, ...read.options }, async (request) =>
    listClients(ctx, read.accessOf(request), request.query),
  );
  app.get('/user/:company/clients/:id', { schema: { params: ZClientParams }, ...read.options }, async (request) => ({
    client: await getClientDetail(ctx, read.accessOf(request), request.params.id),
  }));
  app.get('/user/:company/clients/:id/timeline', { schema: { params: ZClientParams }, ...read.options }, async (request) => ({
    items: await clientTimeline(ctx, read.accessOf(request), request.params.id),
  }));
  app.get(
    '/user/:company/clients/:id/schedules',
    { schema: { params: ZClientParams, querystring: ZWhen }, ...read.options },
    async (request) => ({
      schedules: await clientSchedules(ctx, read.accessOf(request), request.params.id, request.query.when === 'upcoming'),
    }),
  );
  app.get('/user/:company/clients/:id/duplicates', { schema: { params: ZClientParams }, ...read.options }, async (request) => ({
    clients: await clientDuplicates(ctx, read.accessOf(request), request.params.id),
  }));
  app.post(
    '/user/:company/clients/:id/stage',
    { schema: { params: ZClientParams, body: ZClientStageBody }, ...write.options },
    async (request) => {
      const a = write.accessOf(request);
      await changeClientStage(ctx, a.companyId, request.params.id, request.body.stage, { kind: 'user', id: a.userId });
      return { client: await getClientDetail(ctx, a, request.params.id), toast: 'Etapa atualizada.' };
    },
  );
  app.post(
    '/user/:company/clients/merge',
    { schema: { params: ZCompany, body: ZClientMergeBody }, ...remove.options },
    async (request) => ({
      client: await mergeClients(ctx, remove.accessOf(request), request.body.survivor_id, request.body.merged_id),
      toast: 'Clientes unidos.',
    }),
  );
  app.get('/user/:company/crm', { schema: { params: ZCompany }, ...read.options }, async (request) => ({
    columns: await crmBoard(ctx, read.accessOf(request)),
  }));
  app.get('/user/:company/client_tags', { schema: { params: ZCompany }, ...read.options }, async (request) => ({
    tags: await listTags(ctx, read.accessOf(request)),
  }));
}
