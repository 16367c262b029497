import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTwoFactorHeader } from '@agenda/shared/schemas/auth';
import { ZCompanyStoreBody, ZCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { unauthorized } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf } from '../../plugins/auth.js';
import { requireAutoPilotFeature } from '../automations/auto-pilot.js';
import { verifyCode } from '../two-factor/service.js';
import { findUserById } from '../users/service.js';
import { generateCompanyDescription } from './description.js';
import { memberFirst } from './member-first.js';
import { signUpProofHolds } from './sign-up-proof.js';
import { companyDto, storeCompany, updateCompany } from './service.js';

const ZCompanyParams = z.object({ id: z.string().max(64) });

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post('/user/company/store', { schema: { body: ZCompanyStoreBody }, config: { auth: 'user' } }, async (request) => {
    const auth = authOf(request);
    const user = await findUserById(ctx, auth.subjectId);
    if (!user) throw unauthorized();
    // The sign-up code proved the phone minutes ago: the first company right after needs no second one.
    const proven = !request.headers['two-factor-code'] && (await signUpProofHolds(ctx, user));
    if (!proven) {
      const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
      await verifyCode(ctx, { phone: user.phone, action: 'company_store', code, consume: true });
    }
    const company = await storeCompany(ctx, user.id, request.body);
    ctx.hub.emit(`app:user_id:${user.id}`, { events: [{ name: 'company_created', data: { company_id: company.id } }] });
    return { company: companyDto(company), toast: 'Empresa criada com sucesso!' };
  });

  const managers = memberFirst(ctx, { param: 'id', roles: ['owner', 'admin'] });
  app.post(
    '/user/:id/company/update',
    { schema: { params: ZCompanyParams, body: ZCompanyUpdateBody }, ...managers.options },
    async (request) => {
      const access = managers.accessOf(request);
      if (request.body.is_auto_pilot_enabled === true) await requireAutoPilotFeature(ctx, access.companyId);
      const company = await updateCompany(ctx, access.companyId, request.body);
      ctx.hub.emit(`company_update:${company.id}`, { events: [{ name: 'company_update', data: { company_id: company.id } }] });
      return { company: companyDto(company) };
    },
  );
  app.post('/user/:id/company/generate_company_description', { schema: { params: ZCompanyParams }, ...managers.options }, async (request) =>
    generateCompanyDescription(ctx, managers.accessOf(request).companyId),
  );
}
