import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGeneralDeleteBody, ZGeneralUpdateOrCreateBody } from '@agenda/shared/schemas/general';
import { AppError, notFound } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';

const ZParams = z.object({ company: z.string().max(64) });
/** Every entity's id is a UUID: anything else names no record (404, never a database error). */
const requireUuidId = <T extends string | null | undefined>(id: T): T => {
  if (id && !z.uuid().safeParse(id).success) throw notFound('Registro não encontrado.');
  return id;
};

export async function generalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/user/:company/general/update_or_create',
    { schema: { params: ZParams, body: ZGeneralUpdateOrCreateBody }, config: { auth: 'user' } },
    async (request) => {
      const { company } = request.params;
      const body = request.body;
      const entity = app.generalEntities.get(body.entity);
      if (!entity?.upsert) throw new AppError(422, `Entidade não suportada: ${body.entity}.`);
      const access = await requireCompanyAccess(ctx, authOf(request), company, entity.roles);
      const data = parseInput(entity.schema, body.data);
      const result = await entity.upsert(ctx, access, requireUuidId(body.id ?? null), data);
      return { data: result };
    },
  );

  app.delete('/user/:company/general/delete', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => {
    const { company } = request.params;
    // The body or, when a client sends none, the query string: one parse of either, so no route schema.
    const body = parseInput(ZGeneralDeleteBody, request.body ?? request.query);
    const entity = app.generalEntities.get(body.entity);
    if (!entity?.remove) throw new AppError(422, `Entidade não suportada: ${body.entity}.`);
    const access = await requireCompanyAccess(ctx, authOf(request), company, entity.roles);
    await entity.remove(ctx, access, requireUuidId(body.id), body.data ?? {});
    return { message: 'Removido com sucesso.' };
  });
}
