// /user/:company/automations: the company's automations (/app/automacoes) and the live preview of a
// message on one of its clients.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAutoPilotStatusChange, type TAutoPilotRunDto } from '@agenda/shared/auto-pilot';
import { ZAutomationPreview, ZSaveAutomation } from '@agenda/shared/automation';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { changeAutoPilotStatus, startAutoPilot } from './auto-pilot.js';
import { listRuns, type TAutoPilotRun } from './repo-auto-pilot.js';
import { changeAutomation, createAutomation, listAutomations, previewAutomation, removeAutomation } from './service.js';

const ZParams = z.object({ company: z.string().max(64) });
const ZItemParams = ZParams.extend({ id: z.uuid('Automação não encontrada.') });

export async function automationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const user = { auth: 'user' as const };
  const companyOf = async (request: Parameters<typeof authOf>[0], company: string) =>
    (await requireCompanyAccess(ctx, authOf(request), company)).companyId;

  app.get('/user/:company/automations', { schema: { params: ZParams }, config: user }, async (request) => ({
    automations: await listAutomations(ctx, await companyOf(request, request.params.company)),
  }));

  app.post('/user/:company/automations', { schema: { params: ZParams, body: ZSaveAutomation }, config: user }, async (request, reply) => {
    const automation = await createAutomation(ctx, await companyOf(request, request.params.company), request.body);
    return reply.code(201).send({ automation });
  });

  app.patch(
    '/user/:company/automations/:id',
    { schema: { params: ZItemParams, body: ZSaveAutomation }, config: user },
    async (request) => ({
      automation: await changeAutomation(ctx, await companyOf(request, request.params.company), request.params.id, request.body),
    }),
  );

  app.delete('/user/:company/automations/:id', { schema: { params: ZItemParams }, config: user }, async (request, reply) => {
    await removeAutomation(ctx, await companyOf(request, request.params.company), request.params.id);
    return reply.code(204).send();
  });

  app.post('/user/:company/automations/preview', { schema: { params: ZParams, body: ZAutomationPreview }, config: user }, async (request) =>
    previewAutomation(ctx, await companyOf(request, request.params.company), request.body),
  );
}

const ZClientParams = ZParams.extend({ client: z.uuid('Cliente não encontrado.') });

/** /user/:company/auto-pilot: the runs; /user/:company/clients/:client/auto-pilot: start a client's, pause or resume it. */
export async function autoPilotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const user = { auth: 'user' as const };
  app.get('/user/:company/auto-pilot', { schema: { params: ZParams }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { auto_pilot: (await listRuns(ctx.db, access.companyId)).map((r) => runDto(r.run, r.client_name)) };
  });
  const path = '/user/:company/clients/:client/auto-pilot';
  app.post(path, { schema: { params: ZClientParams }, config: user }, async (request, reply) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return reply.code(201).send({ auto_pilot: runDto(await startAutoPilot(ctx, access.companyId, request.params.client)) });
  });
  app.patch(path, { schema: { params: ZClientParams, body: ZAutoPilotStatusChange }, config: user }, async (request) => {
    const access = await requireCompanyAccess(ctx, authOf(request), request.params.company);
    return { auto_pilot: runDto(await changeAutoPilotStatus(ctx, access.companyId, request.params.client, request.body.status)) };
  });
}

const runDto = (r: TAutoPilotRun, client_name: string | null = null): TAutoPilotRunDto => ({
  client_id: r.client_id,
  client_name,
  status: r.status,
  attempts: r.attempts,
  next_at: r.next_at.toISOString(),
  started_at: r.started_at.toISOString(),
  finished_reason: r.finished_reason,
});
