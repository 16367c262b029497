// /admin/companies…: the companies list and page, and the admin's powers over a company
// (block/unblock with a reason, ignore the inactive-subscription check, feature flags, trial, plan).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminBlockBody,
  ZAdminChangePlanBody,
  ZAdminCompaniesQuery,
  ZAdminCompanyClientsQuery,
  ZAdminCompanySettingsBody,
  ZAdminExtendTrialBody,
  ZIdParam,
} from '@agenda/shared/schemas/admin';
import { conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { DAY_MS } from '../subscriptions/state.js';
import { newestSubscription, planById, updateSubscription } from '../subscriptions/repo.js';
import { ZAdminCompanyMetricsQuery } from '@agenda/shared/schemas/admin-pages';
import { writeAudit } from './repo-audit.js';
import { companyMetrics } from './repo-metrics.js';
import {
  adminCompanyPage,
  companyBrief,
  companyClients,
  findCompanyOr404,
  listAdminCompanies,
  updateCompanyAsAdmin,
} from './repo-companies.js';
import { adminRoute } from './guard.js';

/** The company's open app reloads its company list and, when blocked, shows the blocked modal (docs/spec.md §4). */
function emitCompanyChange(ctx: TAppContext, companyId: string, extra: { name: string; data: unknown }[] = []) {
  ctx.hub.emit(`company_update:${companyId}`, { events: [{ name: 'company_update', data: { company_id: companyId } }, ...extra] });
}

export async function adminCompanyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/companies', { ...adminRoute('companies.read'), schema: { querystring: ZAdminCompaniesQuery } }, async (request) =>
    listAdminCompanies(ctx, request.query),
  );

  app.get(
    '/admin/console/company_metrics',
    { ...adminRoute('companies.read'), schema: { querystring: ZAdminCompanyMetricsQuery } },
    async (request) => companyMetrics(ctx, request.query),
  );

  app.get('/admin/console/companies/:id', { ...adminRoute('companies.read'), schema: { params: ZIdParam } }, async (request) =>
    adminCompanyPage(ctx, request.params.id),
  );

  app.get(
    '/admin/console/companies/:id/clients',
    { ...adminRoute('companies.read'), schema: { params: ZIdParam, querystring: ZAdminCompanyClientsQuery } },
    async (request) => {
      await findCompanyOr404(ctx, request.params.id);
      return companyClients(ctx, request.params.id, request.query);
    },
  );

  const setBlocked = async (id: string, blocked: boolean, reason: string | null) => {
    const before = companyBrief(await findCompanyOr404(ctx, id));
    const row = await updateCompanyAsAdmin(ctx, id, { is_blocked: blocked, blocked_reason: reason });
    emitCompanyChange(ctx, id, [{ name: blocked ? 'company_blocked' : 'company_unblocked', data: { company_id: id, reason } }]);
    return { before, after: companyBrief(row) };
  };

  app.post(
    '/admin/console/companies/:id/block',
    { ...adminRoute('companies.manage'), schema: { params: ZIdParam, body: ZAdminBlockBody } },
    async (request) => {
      const change = await setBlocked(request.params.id, true, request.body.reason);
      await writeAudit(ctx, request, {
        action: 'company.block',
        target_type: 'company',
        target_id: request.params.id,
        company_id: request.params.id,
        ...change,
      });
      return { company: change.after, toast: 'Empresa bloqueada.' };
    },
  );

  app.post('/admin/console/companies/:id/unblock', { ...adminRoute('companies.manage'), schema: { params: ZIdParam } }, async (request) => {
    const change = await setBlocked(request.params.id, false, null);
    await writeAudit(ctx, request, {
      action: 'company.unblock',
      target_type: 'company',
      target_id: request.params.id,
      company_id: request.params.id,
      ...change,
    });
    return { company: change.after, toast: 'Empresa desbloqueada.' };
  });

  app.patch(
    '/admin/console/companies/:id/settings',
    { ...adminRoute('companies.manage'), schema: { params: ZIdParam, body: ZAdminCompanySettingsBody } },
    async (request) => {
      const id = request.params.id;
      const before = companyBrief(await findCompanyOr404(ctx, id));
      const body = request.body;
      const row = await updateCompanyAsAdmin(ctx, id, {
        ...(body.ignore_inactive_subscription !== undefined ? { ignore_inactive_subscription: body.ignore_inactive_subscription } : {}),
        ...(body.feature_flags !== undefined ? { feature_flags: [...new Set(body.feature_flags)] } : {}),
        ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
      });
      const after = companyBrief(row);
      emitCompanyChange(ctx, id);
      await writeAudit(ctx, request, { action: 'company.settings', target_type: 'company', target_id: id, company_id: id, before, after });
      return { company: after, toast: 'Configurações da empresa salvas.' };
    },
  );

  app.post(
    '/admin/console/companies/:id/extend_trial',
    { ...adminRoute('companies.manage'), schema: { params: ZIdParam, body: ZAdminExtendTrialBody } },
    async (request) => {
      const id = request.params.id;
      await findCompanyOr404(ctx, id);
      const current = await newestSubscription(ctx.db, id);
      if (!current) throw notFound('A empresa não tem assinatura.');
      if (current.s.status !== 'trial' && current.s.status !== 'trial_ended') throw conflict('A empresa não está em período de teste.');
      // From the later of now and the current end: an ended trial restarts from today.
      const from = Math.max(current.s.end_at.getTime(), ctx.now().getTime());
      const end_at = new Date(from + request.body.days * DAY_MS);
      const row = await updateSubscription(ctx.db, current.s.id, { status: 'trial', end_at, updated_at: ctx.now() });
      emitCompanyChange(ctx, id);
      const pick = (s: typeof row) => ({ status: s.status, end_at: s.end_at });
      await writeAudit(ctx, request, {
        action: 'subscription.extend_trial',
        target_type: 'subscription',
        target_id: row.id,
        company_id: id,
        before: pick(current.s),
        after: pick(row),
      });
      return { subscription: pick(row), toast: `Teste estendido por ${request.body.days} dias.` };
    },
  );

  app.post(
    '/admin/console/companies/:id/change_plan',
    { ...adminRoute('companies.manage'), schema: { params: ZIdParam, body: ZAdminChangePlanBody } },
    async (request) => {
      const id = request.params.id;
      await findCompanyOr404(ctx, id);
      const current = await newestSubscription(ctx.db, id);
      if (!current) throw notFound('A empresa não tem assinatura.');
      const plan = await planById(ctx.db, request.body.plan_id);
      if (!plan || !plan.is_active) throw notFound('Plano não encontrado.');
      // The next bill charges the new plan's values; the current period stays as it is.
      const row = await updateSubscription(ctx.db, current.s.id, {
        plan_id: plan.id,
        base_value: plan.base_value,
        discount_value: plan.discount_value,
        total_value: plan.total_value,
        updated_at: ctx.now(),
      });
      emitCompanyChange(ctx, id);
      const pick = (s: typeof row) => ({
        plan_id: s.plan_id,
        base_value: s.base_value,
        discount_value: s.discount_value,
        total_value: s.total_value,
      });
      await writeAudit(ctx, request, {
        action: 'subscription.change_plan',
        target_type: 'subscription',
        target_id: row.id,
        company_id: id,
        before: pick(current.s),
        after: pick(row),
      });
      return { subscription: { ...pick(row), plan_title: plan.title }, toast: `Plano alterado para ${plan.title}.` };
    },
  );
}
