// /admin/eventos_plataforma (platform events filtered by type, company and period) and
// /admin/scheduled_messages (every company's send queue, and cancelling a pending message) and /admin/integrations
// (every company's channel connections and their health), and the lookup of /admin/tools.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminIntegrationsQuery,
  ZAdminLookupQuery,
  ZAdminPlatformEventsQuery,
  ZAdminScheduledMessagesQuery,
} from '@agenda/shared/schemas/admin-events';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { notFound } from '../../lib/app-error.js';
import { cancelScheduledMessage } from '../scheduled-messages/service.js';
import { listPlatformEvents, listQueue, queuedMessageCompany } from './repo-events-queue.js';
import { listIntegrations } from './repo-integrations.js';
import { lookup } from './repo-tools.js';
import { writeAudit } from './repo-audit.js';
import { adminRoute } from './guard.js';

export async function adminEventsQueueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/admin/console/platform_events',
    { ...adminRoute('events.read'), schema: { querystring: ZAdminPlatformEventsQuery } },
    async (request) => listPlatformEvents(ctx, request.query),
  );

  const manage = adminRoute('scheduled_messages.manage');
  app.get('/admin/console/scheduled_messages', { ...manage, schema: { querystring: ZAdminScheduledMessagesQuery } }, async (request) =>
    listQueue(ctx, request.query),
  );

  app.post('/admin/console/scheduled_messages/:id/cancel', { ...manage, schema: { params: ZIdParam } }, async (request) => {
    const found = await queuedMessageCompany(ctx, request.params.id);
    if (!found) throw notFound('Mensagem agendada não encontrada.');
    const message = await cancelScheduledMessage(ctx, found.company_id, request.params.id);
    await writeAudit(ctx, request, {
      action: 'scheduled_message.cancel',
      target_type: 'scheduled_message',
      target_id: request.params.id,
      company_id: found.company_id,
      before: { status: found.status },
      after: { status: message.status, canceled_at: message.canceled_at },
    });
    return { message, toast: 'Mensagem cancelada: ela não será enviada.' };
  });

  app.get(
    '/admin/console/integrations',
    { ...adminRoute('integrations.read'), schema: { querystring: ZAdminIntegrationsQuery } },
    async (request) => listIntegrations(ctx, request.query),
  );

  app.get('/admin/console/tools/lookup', { ...adminRoute('tools.use'), schema: { querystring: ZAdminLookupQuery } }, async (request) =>
    lookup(ctx, request.query.q),
  );
}
