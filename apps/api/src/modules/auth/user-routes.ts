import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCheckPhoneBody, ZSignInHeaders, ZSignInWithPasswordBody, ZSignUpBody, ZTwoFactorHeader } from '@agenda/shared/schemas/auth';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { parseInput } from '../../lib/validation.js';
import { authOf, bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { acceptInvites } from '../team/service.js';
import { authenticate, listSessions, openSession, refreshSession, revokeSession } from '../sessions/service.js';
import { checkCode, consumeCode } from '../two-factor/service.js';
import { recordSignUpCode, resolveSignUpCode } from '../affiliates/service.js';
import { accountLimit } from '../../plugins/rate-limits.js';
import { recordSignUp } from '../tracking/consent.js';
import { assertSignUpAvailable, createUser, findUserByEmail, findUserById, findUserByPhone } from '../users/service.js';
import { connectGoogleAccount } from '../google-calendar/service.js';
import {
  assertProvider,
  GOOGLE_CALENDAR_SCOPE,
  googleRedirectUrl,
  spaLoginUrl,
  verifyGoogleCode,
  ZProviderCode,
  ZProviderParams,
} from './google.js';

const ZRedirectUrlQuery = z.object({
  includeCalendar: z
    .enum(['true', 'false', '1', '0'], { error: 'includeCalendar deve ser true ou false.' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
const ZProviderVerifyBody = z.object({ code: ZProviderCode, sync_calendars: z.boolean().nullish() });

const ZSessionParams = z.object({ id: z.uuid({ error: 'Sessão inválida.' }) });

const NO_ACCOUNT_FOR_GOOGLE_EMAIL =
  'Nenhuma conta encontrada com este e-mail do Google. Crie sua conta com seu WhatsApp e depois entre com o Google.';

export async function userAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const loginLimit = { rateLimit: { max: ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
  const passwordLimitPerEmail = accountLimit(app, 'user-password', {
    max: ctx.config.LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR,
    timeWindow: '1 hour',
    message: 'Muitas tentativas de entrar nesta conta. Tente novamente mais tarde ou entre com o código pelo WhatsApp.',
  });

  app.post('/user/auth/check_phone_exists', { schema: { body: ZCheckPhoneBody }, config: loginLimit }, async (request) => {
    const { phone } = request.body;
    return { exists: Boolean(await findUserByPhone(ctx, phone)) };
  });

  app.post('/user/auth/sign_up', { schema: { body: ZSignUpBody }, config: loginLimit }, async (request) => {
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const body = request.body;
    // The code first: whether an e-mail has an account is told only to whoever holds the phone's code.
    const checked = await checkCode(ctx, { phone: body.phone, action: 'sign_up', code });
    await assertSignUpAvailable(ctx, body);
    // An unknown coupon is refused before the code is spent, so the form can be fixed and sent again.
    const signUpCode = await resolveSignUpCode(ctx, body.cupom);
    await consumeCode(ctx, checked);
    const user = await createUser(ctx, body);
    await recordSignUpCode(ctx, user.id, signUpCode);
    await acceptInvites(ctx, user.id, body.phone);
    await recordSignUp(ctx, request, user.id);
    const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
    return { token };
  });

  app.post('/user/auth/sign_in', { config: loginLimit }, async (request) => {
    const headers = parseInput(ZSignInHeaders, request.headers);
    const checked = await checkCode(ctx, { phone: headers.phone, action: 'sign_in', code: headers['two-factor-code'] });
    const user = await findUserByPhone(ctx, headers.phone);
    if (!user) throw notFound('Nenhuma conta encontrada com este telefone. Cadastre-se para começar.');
    await consumeCode(ctx, checked);
    // The phone's code is proven: team invitations to it become memberships (docs/spec.md §6).
    await acceptInvites(ctx, user.id, headers.phone);
    const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
    return { token };
  });

  app.post(
    '/user/auth/sign_in_with_password',
    { schema: { body: ZSignInWithPasswordBody }, config: loginLimit },
    async (request, reply) => {
      const body = request.body;
      await passwordLimitPerEmail(request, reply, body.email);
      const user = await findUserByEmail(ctx, body.email);
      // verifyPassword hashes even without a user, so the answer takes as long for an unknown e-mail.
      if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
        throw new AppError(422, 'E-mail ou senha incorretos.');
      }
      const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
      return { token };
    },
  );

  // --- sign-in with a provider (only Google) ---
  app.get(
    '/user/auth/:provider/get_redirect_url',
    { schema: { params: ZProviderParams, querystring: ZRedirectUrlQuery } },
    async (request) => {
      assertProvider(request.params.provider);
      const { includeCalendar } = request.query;
      return { redirect_url: googleRedirectUrl(ctx.config, 'user', { includeCalendar }) };
    },
  );

  /** Google's redirect_uri (GOOGLE_REDIRECT_URI): forwards code and state to the SPA login page. */
  app.get('/user/auth/:provider/callback', { schema: { params: ZProviderParams } }, async (request, reply) => {
    assertProvider(request.params.provider);
    return reply.redirect(spaLoginUrl(ctx.config, 'user', (request.query ?? {}) as Record<string, unknown>), 302);
  });

  /**
   * Signs in the user whose e-mail the Google account proves. Sign-up needs a WhatsApp phone, so an
   * unknown e-mail is a 404 asking to create the account first. With a valid user token the call
   * links the Google calendar to that user instead (the logged-in "connect calendar" flow).
   */
  app.post(
    '/user/auth/:provider/verify',
    { schema: { params: ZProviderParams, body: ZProviderVerifyBody }, config: loginLimit },
    async (request) => {
      assertProvider(request.params.provider);
      const body = request.body;
      const identity = await verifyGoogleCode(ctx.config, 'user', body.code);
      const current = bearerToken(request);
      const auth = current ? await authenticate(ctx, current, 'user') : null;
      const user = auth ? await findUserById(ctx, auth.subjectId) : await findUserByEmail(ctx, identity.email);
      if (!user) throw notFound(NO_ACCOUNT_FOR_GOOGLE_EMAIL);
      if (body.sync_calendars && identity.scopes.includes(GOOGLE_CALENDAR_SCOPE)) await connectGoogleAccount(ctx, user.id, identity);
      if (auth && current) return { token: current };
      const { token } = await openSession(ctx, { kind: 'user', subjectId: user.id, origin: sessionOrigin(request) });
      return { token };
    },
  );

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

  app.delete('/user/auth/sessions/:id', { schema: { params: ZSessionParams }, config: { auth: 'user' } }, async (request) => {
    const { id } = request.params;
    await revokeSession(ctx, authOf(request), id);
    return { message: 'Sessão encerrada.' };
  });
}
