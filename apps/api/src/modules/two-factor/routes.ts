import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTwoFactorCheckBody, ZTwoFactorSendBody } from '@agenda/shared/schemas/auth';
import { sendCode, verifyCode } from './service.js';

export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/general/two_factor_auth/send',
    {
      schema: { body: ZTwoFactorSendBody },
      config: { rateLimit: { max: app.ctx.config.TWO_FACTOR_SENDS_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      return sendCode(app.ctx, { ...request.body, ip: request.ip ?? null });
    },
  );

  const checkLimit = { rateLimit: { max: app.ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
  app.post('/general/two_factor_auth/check', { schema: { body: ZTwoFactorCheckBody }, config: checkLimit }, async (request) => {
    await verifyCode(app.ctx, { ...request.body, consume: false });
    return { valid: true };
  });
}
