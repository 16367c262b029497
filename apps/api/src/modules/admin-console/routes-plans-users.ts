// /admin/plans (plans and the extra features each includes) and /admin/usuarios (search, sessions with
// revoke, companies, events). Every write is audited with the row before and after.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXTRA_FEATURE_INFO, EXTRA_FEATURES } from '@agenda/shared/subscription';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { ZAdminPlanBody, ZAdminSessionParams, ZAdminUsersQuery } from '@agenda/shared/schemas/admin-pages';
import { revokeSession } from '../sessions/service.js';
import { adminUserPage, findPlanOr404, listAdminUsers, listAllPlans, savePlan } from './repo-plans-users.js';
import { writeAudit } from './repo-audit.js';
import { adminRoute } from './guard.js';

const FEATURES = EXTRA_FEATURES.map((key) => ({ key, label: EXTRA_FEATURE_INFO[key].label, price: EXTRA_FEATURE_INFO[key].priceInCents }));

export async function adminPlanUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/plans', adminRoute('plans.manage'), async () => ({ plans: await listAllPlans(ctx), features: FEATURES }));

  app.post('/admin/console/plans', { ...adminRoute('plans.manage'), schema: { body: ZAdminPlanBody } }, async (request) => {
    const plan = await savePlan(ctx, null, request.body);
    await writeAudit(ctx, request, { action: 'plan.create', target_type: 'plan', target_id: plan.id, before: null, after: plan });
    return { plan, toast: 'Plano criado.' };
  });

  app.put(
    '/admin/console/plans/:id',
    { ...adminRoute('plans.manage'), schema: { params: ZIdParam, body: ZAdminPlanBody } },
    async (request) => {
      const before = await findPlanOr404(ctx, request.params.id);
      const plan = await savePlan(ctx, before.id, request.body);
      await writeAudit(ctx, request, { action: 'plan.update', target_type: 'plan', target_id: plan.id, before, after: plan });
      return { plan, toast: 'Plano salvo. Assinaturas atuais mantêm o valor até trocarem de plano.' };
    },
  );

  app.get('/admin/console/users', { ...adminRoute('users.read'), schema: { querystring: ZAdminUsersQuery } }, async (request) =>
    listAdminUsers(ctx, request.query),
  );

  app.get('/admin/console/users/:id', { ...adminRoute('users.read'), schema: { params: ZIdParam } }, async (request) =>
    adminUserPage(ctx, request.params.id),
  );

  app.post(
    '/admin/console/users/:id/sessions/:session_id/revoke',
    { ...adminRoute('users.manage'), schema: { params: ZAdminSessionParams } },
    async (request) => {
      const { id, session_id } = request.params;
      await revokeSession(ctx, { kind: 'user', subjectId: id }, session_id);
      await writeAudit(ctx, request, {
        action: 'user.session_revoke',
        target_type: 'session',
        target_id: session_id,
        before: { user_id: id, revoked: false },
        after: { user_id: id, revoked: true },
      });
      return { ok: true, toast: 'Sessão encerrada.' };
    },
  );
}
