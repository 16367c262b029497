import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { listNotifications } from './service.js';

const ZParams = z.object({ company: z.string().max(64) });

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get('/user/:company/notifications', { schema: { params: ZParams }, config: { auth: 'user' } }, async (request) => {
    const { company } = request.params;
    const access = await requireCompanyAccess(ctx, authOf(request), company);
    return { notifications: await listNotifications(ctx, access.companyId, access.userId) };
  });
}
