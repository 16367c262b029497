import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminEmailLinkBody, ZAdminEmailTokenBody } from '@agenda/shared/schemas/auth';
import { unauthorized } from '../../lib/app-error.js';
import { sessionOrigin } from '../../plugins/auth.js';
import { accountLimit } from '../../plugins/rate-limits.js';
import { adminDto, findAdmin } from '../admins/service.js';
import { openSession } from '../sessions/service.js';
import { redeemAdminEmailToken, sendAdminEmailLink } from './admin-email-token.js';

/** Admin sign-in by e-mail link (docs/spec.md §2 email_auth_token). */
export async function adminEmailAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const minutes = ctx.config.ADMIN_EMAIL_LINK_TTL_MINUTES;
  const limitPerEmail = accountLimit(app, 'admin-email-link', {
    max: ctx.config.ADMIN_EMAIL_LINKS_PER_EMAIL_PER_HOUR,
    timeWindow: '1 hour',
    message: 'Muitos links pedidos para este e-mail. Tente novamente em uma hora.',
  });
  // The lookup and the send run after the answer; closing the app waits for them.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  app.post(
    '/admin/auth/email_token/send',
    {
      schema: { body: ZAdminEmailLinkBody },
      config: { rateLimit: { max: ctx.config.ADMIN_EMAIL_LINKS_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted for any e-mail, admin or not: the limit itself reveals nothing.
      await limitPerEmail(request, reply, email);
      const work = sendAdminEmailLink(ctx, email, request.ip ?? null)
        .catch((err: unknown) => request.log.error({ err }, 'admin e-mail link failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { message: `Se este e-mail for de um administrador, enviamos um link de acesso. Ele vale por ${minutes} minutos.` };
    },
  );

  app.post(
    '/admin/auth/email_token/verify',
    { schema: { body: ZAdminEmailTokenBody }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      const adminId = await redeemAdminEmailToken(ctx, request.body.token);
      const admin = await findAdmin(ctx, adminId);
      if (!admin) throw unauthorized();
      const { token } = await openSession(ctx, { kind: 'admin', subjectId: admin.id, origin: sessionOrigin(request) });
      return { token, admin: adminDto(ctx, admin) };
    },
  );
}
