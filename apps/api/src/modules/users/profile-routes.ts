import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTwoFactorHeader } from '@agenda/shared/schemas/auth';
import { ZUserPasswordBody, ZUserPhoneBody, ZUserProfileBody } from '@agenda/shared/schemas/user-profile';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { changePassword, changePhone, deleteAccount, readProfile, updateProfile } from './profile.js';

/** /user/profile: the signed-in user's own account (name, e-mail, phone, password, deletion). */
export async function userProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const auth = { auth: 'user' as const };
  const codeLimit = { ...auth, rateLimit: { max: ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/user/profile', { config: auth }, async (request) => ({ user: await readProfile(ctx, authOf(request).subjectId) }));

  app.patch('/user/profile', { schema: { body: ZUserProfileBody }, config: auth }, async (request) => ({
    user: await updateProfile(ctx, authOf(request).subjectId, request.body),
  }));

  app.post('/user/profile/phone', { schema: { body: ZUserPhoneBody }, config: codeLimit }, async (request) => {
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    return { user: await changePhone(ctx, authOf(request).subjectId, request.body.phone, code) };
  });

  app.post('/user/profile/password', { schema: { body: ZUserPasswordBody }, config: codeLimit }, async (request) =>
    changePassword(ctx, authOf(request).subjectId, request.body),
  );

  app.delete('/user/profile', { config: codeLimit }, async (request) => {
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    return deleteAccount(ctx, authOf(request).subjectId, code);
  });
}
