// /admin/dashboard (key figures of the platform over a period, its leads and sales sub-pages) and /admin/notifications (send a notice to
// one company or to all, and see who read it).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminDashboardQuery, ZAdminNotificationBody, ZAdminNotificationsQuery } from '@agenda/shared/schemas/admin-platform';
import { dashboardFigures } from './repo-dashboard.js';
import { leadFigures, salesFigures } from './repo-dashboard-funnel.js';
import { listAdminNotifications, sendAdminNotification } from './repo-notifications.js';
import { writeAudit } from './repo-audit.js';
import { adminAccessOf, adminRoute } from './guard.js';

export async function adminPlatformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/admin/console/dashboard', { ...adminRoute('dashboard.read'), schema: { querystring: ZAdminDashboardQuery } }, async (request) =>
    dashboardFigures(ctx, request.query),
  );
  app.get(
    '/admin/console/dashboard/leads',
    { ...adminRoute('dashboard.read'), schema: { querystring: ZAdminDashboardQuery } },
    async (request) => leadFigures(ctx, request.query),
  );
  app.get(
    '/admin/console/dashboard/sales',
    { ...adminRoute('dashboard.read'), schema: { querystring: ZAdminDashboardQuery } },
    async (request) => salesFigures(ctx, request.query),
  );

  app.get(
    '/admin/console/notifications',
    { ...adminRoute('notifications.manage'), schema: { querystring: ZAdminNotificationsQuery } },
    async (request) => listAdminNotifications(ctx, request.query),
  );

  app.post(
    '/admin/console/notifications',
    { ...adminRoute('notifications.manage'), schema: { body: ZAdminNotificationBody } },
    async (request) => {
      const { admin } = adminAccessOf(request);
      const sent = await sendAdminNotification(ctx, admin, request.body);
      await writeAudit(ctx, request, {
        action: 'notification.send',
        target_type: 'notification',
        company_id: request.body.company_id,
        after: { ...request.body, ...sent },
      });
      const toast = sent.recipients
        ? `Notificação enviada a ${sent.recipients} usuário(s) de ${sent.companies} empresa(s).`
        : 'Nenhum usuário para receber esta notificação.';
      return { ...sent, toast };
    },
  );
}
