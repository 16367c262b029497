// POST /admin/{company_slug}/auth/login: the admin opens the company's app as its owner. The user session
// carries the admin session's id, so signing the admin out ends it (sessions/service.ts endImpersonations).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCompanySlugParam } from '@agenda/shared/schemas/admin';
import { sessionOrigin } from '../../plugins/auth.js';
import { openSession } from '../sessions/service.js';
import { writeAudit } from './repo-audit.js';
import { companyWithOwner } from './repo-companies.js';
import { adminAccessOf, adminRoute } from './guard.js';

export async function adminImpersonationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/admin/:company_slug/auth/login',
    { ...adminRoute('companies.impersonate'), schema: { params: ZCompanySlugParam } },
    async (request) => {
      const { company, owner } = await companyWithOwner(ctx, request.params.company_slug);
      const { admin, sessionId } = adminAccessOf(request);
      const opened = await openSession(ctx, {
        kind: 'user',
        subjectId: owner.id,
        origin: sessionOrigin(request),
        impersonatorSessionId: sessionId,
      });
      await writeAudit(ctx, request, {
        action: 'company.impersonate',
        target_type: 'session',
        target_id: opened.sessionId,
        company_id: company.id,
        after: { owner_id: owner.id, owner_email: owner.email, company_slug: company.slug },
      });
      return {
        token: opened.token,
        company: { id: company.id, slug: company.slug, name: company.name },
        owner,
        impersonated_by: { id: admin.id, name: admin.name, email: admin.email },
      };
    },
  );
}
