import type { FastifyInstance } from 'fastify';
import {
  ZCheckPhoneBody,
  ZSignInHeaders,
  ZSignInWithPasswordBody,
  ZSignUpBody,
  ZTwoFactorHeader,
} from '@agenda/shared/schemas/auth';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { parseInput } from '../../lib/validation.js';
import { authOf, sessionOrigin } from '../../plugins/auth.js';
import { listSessions, openSession, refreshSession, revokeSession } from '../sessions/service.js';
import { verifyCode } from '../two-factor/service.js';
import { assertSignUpAvailable, createUser, findUserByEmail, findUserByPhone } from '../users/service.js';

export async function userAuthRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const loginLimit = { rateLimit: { max: ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };

  app.post('/user/auth/check_phone_exists', async (request) => {
    const { phone } = parseInput(ZCheckPhoneBody, request.body);
    return { exists: Boolean(await findUserByPhone(ctx, phone)) };
  });

  app.post('/user/auth/sign_up', async (request) => {
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const body = parseInput(ZSignUpBody, request.body);
    await assertSignUpAvailable(ctx, body);
    await verifyCode(ctx, { phone: body.phone, action: 'sign_up', code, consume: true });
    const user = await createUser(ctx, body);
    const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
    return { token };
  });

  app.post('/user/auth/sign_in', { config: loginLimit }, async (request) => {
    const headers = parseInput(ZSignInHeaders, request.headers);
    const user = await findUserByPhone(ctx, headers.phone);
    if (!user) throw notFound('Nenhuma conta encontrada com este telefone. Cadastre-se para começar.');
    await verifyCode(ctx, { phone: headers.phone, action: 'sign_in', code: headers['two-factor-code'], consume: true });
    const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
    return { token };
  });

  app.post('/user/auth/sign_in_with_password', { config: loginLimit }, async (request) => {
    const body = parseInput(ZSignInWithPasswordBody, request.body);
    const user = await findUserByEmail(ctx, body.email);
    if (!user || !(await verifyPassword(user.password_hash, body.password))) {
      throw new AppError(422, 'E-mail ou senha incorretos.');
    }
    const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
    return { token };
  });

  app.get('/user/auth/refresh_token', { config: { auth: 'user' } }, async (request) => {
    return { token: await refreshSession(ctx, authOf(request)) };
  });

  app.post('/user/auth/sign_out', { config: { auth: 'user' } }, async (request) => {
    const auth = authOf(request);
    await revokeSession(ctx, auth, auth.sessionId);
    return { message: 'Você saiu da sua conta.' };
  });

  app.get('/user/auth/sessions', { config: { auth: 'user' } }, async (request) => {
    const auth = authOf(request);
    const rows = await listSessions(ctx, 'user', auth.subjectId);
    return { sessions: rows.map((s) => ({ ...s, is_current: s.id === auth.sessionId })) };
  });

  app.delete('/user/auth/sessions/:id', { config: { auth: 'user' } }, async (request) => {
    const { id } = parseInput(z.object({ id: z.uuid({ error: 'Sessão inválida.' }) }), request.params);
    await revokeSession(ctx, authOf(request), id);
    return { message: 'Sessão encerrada.' };
  });
}
