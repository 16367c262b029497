import type { FastifyInstance } from 'fastify';
import { ZAdminSignInBody } from '@agenda/shared/schemas/auth';
import { AppError, unauthorized } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf, bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { adminDto, authenticateAdmin, findAdmin } from '../admins/service.js';
import { openSession, revokeSession } from '../sessions/service.js';

export async function adminAuthRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  app.post('/admin/auth/sign_in', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    const body = parseInput(ZAdminSignInBody, request.body);
    const admin = await authenticateAdmin(ctx, body.email, body.password);
    if (!admin) throw new AppError(422, 'E-mail ou senha incorretos.');
    const { token } = await openSession(ctx, { kind: 'admin', subjectId: admin.id, origin: sessionOrigin(request) });
    return { token, admin: adminDto(ctx, admin) };
  });

  app.get('/admin/auth/get', { config: { auth: 'admin' } }, async (request) => {
    const admin = await findAdmin(ctx, authOf(request).subjectId);
    if (!admin) throw unauthorized();
    return { admin: adminDto(ctx, admin), token: bearerToken(request) };
  });

  app.post('/admin/auth/sign_out', { config: { auth: 'admin' } }, async (request) => {
    const auth = authOf(request);
    await revokeSession(ctx, auth, auth.sessionId);
    return { message: 'Você saiu da área administrativa.' };
  });
}
