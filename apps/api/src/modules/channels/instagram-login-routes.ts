// REST of the Instagram redirect modal (docs/spec.md §2 modals, §7 GET /user/auth/{provider}/get_redirect_url
// and POST /user/auth/{provider}/verify, provider = instagram). Static paths, so they win over the
// generic /user/auth/:provider/… sign-in routes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { instagramRedirectUrl, verifyInstagramLogin } from './instagram-login.js';

const ZRedirectQuery = z.object({ company_id: z.string({ error: 'Informe a empresa.' }).trim().min(1, 'Informe a empresa.').max(64) });
const ZVerifyBody = z.object({
  code: z.string({ error: 'Código ausente.' }).trim().min(1, 'Código ausente.').max(2048),
  state: z.string({ error: 'Estado ausente.' }).trim().min(1, 'Estado ausente.').max(4096),
});

export async function instagramLoginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get(
    '/user/auth/instagram/get_redirect_url',
    { schema: { querystring: ZRedirectQuery }, config: { auth: 'user' } },
    async (request) => {
      const { company_id } = request.query;
      return instagramRedirectUrl(ctx, authOf(request), company_id);
    },
  );
  app.post('/user/auth/instagram/verify', { schema: { body: ZVerifyBody }, config: { auth: 'user' } }, async (request) => {
    return { integration: await verifyInstagramLogin(ctx, authOf(request), request.body) };
  });
}
