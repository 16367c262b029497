// REST of /app/empresas/{slug}/assinatura: extra features (docs/spec.md §7 user calls).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXTRA_FEATURES } from '@agenda/shared/subscription';
import { memberFirst } from '../companies/member-first.js';
import { enableExtraFeature, ENABLE_FEATURE_SUCCESS } from './extra-features.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZEnableBody = z.object({ feature_key: z.enum(EXTRA_FEATURES, { error: 'Funcionalidade inválida.' }) });

export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const managers = memberFirst(ctx, { roles: ['owner', 'admin'] });
  app.post(
    '/user/:company/subscription/enable_subscription_extra_feature',
    { schema: { params: ZCompany, body: ZEnableBody }, ...managers.options },
    async (request) => {
      const access = managers.accessOf(request);
      const { feature_key } = request.body;
      const subscription = await enableExtraFeature(ctx, access, feature_key);
      return { subscription, toast: ENABLE_FEATURE_SUCCESS };
    },
  );
}
