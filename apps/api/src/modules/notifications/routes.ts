import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireCompanyAccess } from '../companies/access.js';
import { listNotifications } from './service.js';

const ZParams = z.object({ company: z.string().max(64) });

export async function notificationRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  app.get('/user/:company/notifications', { config: { auth: 'user' } }, async (request) => {
    const { company } = parseInput(ZParams, request.params);
    const access = await requireCompanyAccess(ctx, authOf(request), company);
    return { notifications: await listNotifications(ctx, access.companyId, access.userId) };
  });
}
