import type { FastifyInstance } from 'fastify';
import { ZTwoFactorCheckBody, ZTwoFactorSendBody } from '@agenda/shared/schemas/auth';
import { parseInput } from '../../lib/validation.js';
import { sendCode, verifyCode } from './service.js';

export async function twoFactorRoutes(app: FastifyInstance) {
  app.post(
    '/general/two_factor_auth/send',
    { config: { rateLimit: { max: app.ctx.config.TWO_FACTOR_SENDS_PER_IP_PER_HOUR, timeWindow: '1 hour' } } },
    async (request) => {
      const body = parseInput(ZTwoFactorSendBody, request.body);
      return sendCode(app.ctx, { ...body, ip: request.ip ?? null });
    },
  );

  const checkLimit = { rateLimit: { max: app.ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
  app.post('/general/two_factor_auth/check', { config: checkLimit }, async (request) => {
    const body = parseInput(ZTwoFactorCheckBody, request.body);
    await verifyCode(app.ctx, { ...body, consume: false });
    return { valid: true };
  });
}
