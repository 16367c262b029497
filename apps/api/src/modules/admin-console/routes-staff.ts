// /admin/roles, /admin/admins and /admin/logs_plataforma: the staff's roles and permissions, who holds
// which role, the audit log of every admin action and the site's error reports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@agenda/shared/admin-permissions';
import { ZAdminAuditQuery, ZAdminErrorReportsQuery, ZAdminRoleBody, ZAdminSetRoleBody, ZIdParam } from '@agenda/shared/schemas/admin';
import { notFound } from '../../lib/app-error.js';
import { isSuperAdmin } from '../admins/service.js';
import { listReports } from '../tracking/repo-logs.js';
import { listAudit, writeAudit } from './repo-audit.js';
import { findAdminRole, findRole, listAdmins, listRoles, saveRole, setAdminRole } from './repo-staff.js';
import { adminRoute } from './guard.js';

export async function adminStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/audit_logs', { ...adminRoute('audit.read'), schema: { querystring: ZAdminAuditQuery } }, async (request) =>
    listAudit(ctx, request.query),
  );

  // The site's error reports (POST /general/slack/notify), kept whether or not they reached Slack.
  app.get(
    '/admin/console/error_reports',
    { ...adminRoute('audit.read'), schema: { querystring: ZAdminErrorReportsQuery } },
    async (request) => listReports(ctx, request.query),
  );

  app.get('/admin/console/roles', adminRoute('admins.manage'), async () => ({
    roles: await listRoles(ctx),
    permissions: Object.entries(ADMIN_PERMISSIONS).map(([key, label]) => ({ key, label })),
  }));

  app.post('/admin/console/roles', { ...adminRoute('admins.manage'), schema: { body: ZAdminRoleBody } }, async (request) => {
    const role = await saveRole(ctx, request.body);
    await writeAudit(ctx, request, { action: 'role.create', target_type: 'admin_role', target_id: role.id, after: role });
    return { role, toast: 'Perfil criado.' };
  });

  app.put(
    '/admin/console/roles/:id',
    { ...adminRoute('admins.manage'), schema: { params: ZIdParam, body: ZAdminRoleBody } },
    async (request) => {
      const before = await findRole(ctx, request.params.id);
      if (!before) throw notFound('Perfil não encontrado.');
      const role = await saveRole(ctx, request.body, before.id);
      await writeAudit(ctx, request, { action: 'role.update', target_type: 'admin_role', target_id: before.id, before, after: role });
      return { role, toast: 'Perfil salvo.' };
    },
  );

  app.get('/admin/console/admins', adminRoute('admins.manage'), async () => ({
    admins: (await listAdmins(ctx)).map((a) => ({ ...a, is_super_admin: isSuperAdmin(ctx, a) })),
  }));

  app.put(
    '/admin/console/admins/:id/role',
    { ...adminRoute('admins.manage'), schema: { params: ZIdParam, body: ZAdminSetRoleBody } },
    async (request) => {
      const before = await findAdminRole(ctx, request.params.id);
      if (!before) throw notFound('Administrador não encontrado.');
      const roleId = request.body.role_id;
      if (roleId && !(await findRole(ctx, roleId))) throw notFound('Perfil não encontrado.');
      await setAdminRole(ctx, before.id, roleId);
      const after = { id: before.id, role_id: roleId };
      await writeAudit(ctx, request, { action: 'admin.set_role', target_type: 'admin', target_id: before.id, before, after });
      return { admin: after, toast: 'Perfil do administrador salvo.' };
    },
  );
}
