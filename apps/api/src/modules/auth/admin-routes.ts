import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSignInWithPasswordBody } from '@agenda/shared/schemas/auth';
import { z } from 'zod';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.js';
import { authOf, bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { adminDto, authenticateAdmin, findAdmin, findConfiguredAdminByEmail } from '../admins/service.js';
import { endImpersonations, openSession, revokeSession } from '../sessions/service.js';
import { accountLimit } from '../../plugins/rate-limits.js';
import { assertProvider, googleRedirectUrl, spaLoginUrl, verifyGoogleCode, ZProviderCode, ZProviderParams } from './google.js';

const ZVerifyBody = z.object({ code: ZProviderCode });
const ADMIN_NOT_AUTHORIZED = 'Conta não autorizada.';

export async function adminAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const limitPerEmail = accountLimit(app, 'admin-password', {
    max: ctx.config.LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR,
    timeWindow: '1 hour',
    message: 'Muitas tentativas de entrar nesta conta. Tente novamente mais tarde.',
  });

  app.post(
    '/admin/auth/sign_in',
    { schema: { body: ZSignInWithPasswordBody }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = request.body;
      await limitPerEmail(request, reply, body.email);
      const admin = await authenticateAdmin(ctx, body.email, body.password);
      if (!admin) throw new AppError(422, 'E-mail ou senha incorretos.');
      const { token } = await openSession(ctx, { kind: 'admin', subjectId: admin.id, origin: sessionOrigin(request) });
      return { token, admin: adminDto(ctx, admin) };
    },
  );

  app.get('/admin/auth/:provider/get_redirect_url', { schema: { params: ZProviderParams } }, async (request) => {
    assertProvider(request.params.provider);
    return { redirect_url: googleRedirectUrl(ctx.config, 'admin') };
  });

  /** Google's redirect_uri for admins (GOOGLE_ADMIN_REDIRECT_URI): forwards code and state to /admin/login. */
  app.get('/admin/auth/:provider/callback', { schema: { params: ZProviderParams } }, async (request, reply) => {
    assertProvider(request.params.provider);
    return reply.redirect(spaLoginUrl(ctx.config, 'admin', (request.query ?? {}) as Record<string, unknown>), 302);
  });

  /** Only e-mails listed in ADMIN_EMAILS may enter; any other Google account gets a 403. */
  app.post(
    '/admin/auth/:provider/verify',
    { schema: { params: ZProviderParams, body: ZVerifyBody }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      assertProvider(request.params.provider);
      const { code } = request.body;
      const identity = await verifyGoogleCode(ctx.config, 'admin', code);
      const admin = await findConfiguredAdminByEmail(ctx, identity.email);
      if (!admin) throw forbidden(ADMIN_NOT_AUTHORIZED);
      const { token } = await openSession(ctx, { kind: 'admin', subjectId: admin.id, origin: sessionOrigin(request) });
      return { token, admin: adminDto(ctx, admin) };
    },
  );

  app.get('/admin/auth/get', { config: { auth: 'admin' } }, async (request) => {
    const admin = await findAdmin(ctx, authOf(request).subjectId);
    if (!admin) throw unauthorized();
    return { admin: adminDto(ctx, admin), token: bearerToken(request) };
  });

  app.post('/admin/auth/sign_out', { config: { auth: 'admin' } }, async (request) => {
    const auth = authOf(request);
    await revokeSession(ctx, auth, auth.sessionId);
    await endImpersonations(ctx, auth.sessionId);
    return { message: 'Você saiu da área administrativa.' };
  });
}
