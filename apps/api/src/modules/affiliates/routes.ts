// REST of the affiliate area (docs/spec.md §2): the logged-in user's home and the sign-up form's coupon check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCupom } from '@agenda/shared/schemas/auth';
import { authOf } from '../../plugins/auth.js';
import { affiliateHome } from './commissions.js';
import { checkSignUpCode } from './service.js';

const ZCheckQuery = z.object({ code: ZCupom.pipe(z.string().min(1, 'Informe o cupom.')) });

export async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get('/user/affiliates/home', { config: { auth: 'user' } }, async (request) => ({
    home: await affiliateHome(ctx, authOf(request).subjectId),
  }));
  app.get(
    '/general/coupon/check',
    {
      schema: { querystring: ZCheckQuery },
      config: { rateLimit: { max: ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => checkSignUpCode(ctx, request.query.code),
  );
}
