// /app/dashboard call: one period (local dates) compared with the previous one; owners and admins only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPeriodQuery } from '@agenda/shared/schemas/finance';
import { memberFirst } from '../companies/member-first.js';
import { dashboard } from './service.js';

const ZCompany = z.object({ company: z.string().max(64) });

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = memberFirst(app.ctx, { permission: 'dashboard.read' });
  app.get('/user/:company/dashboard', { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request) => ({
    dashboard: await dashboard(app.ctx, read.accessOf(request), request.query),
  }));
}
