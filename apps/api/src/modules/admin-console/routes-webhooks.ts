// /admin/webhook_events: every stored inbound provider event, and replaying a failed one. A replay puts
// the event back to pending only while it is failed, so a processed event is never run twice and two
// replays of the same failure queue it once; the secretary's worker then processes it as any new event.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminWebhookEventsQuery, ZIdParam } from '@agenda/shared/schemas/admin';
import { notFound } from '../../lib/app-error.js';
import { writeAudit } from './repo-audit.js';
import { findInboundEvent, listInboundEvents, requeueFailedEvent } from './repo-webhooks.js';
import { adminRoute } from './guard.js';

const pickState = (e: { status: string; attempts: number; error: string | null }) => ({
  status: e.status,
  attempts: e.attempts,
  error: e.error,
});

export async function adminWebhookRoutes(fastify: FastifyInstance, opts: { kick: () => void }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/admin/console/webhook_events',
    { ...adminRoute('webhooks.read'), schema: { querystring: ZAdminWebhookEventsQuery } },
    async (request) => listInboundEvents(ctx, request.query),
  );

  app.post(
    '/admin/console/webhook_events/:id/replay',
    { ...adminRoute('webhooks.replay'), schema: { params: ZIdParam } },
    async (request) => {
      const id = request.params.id;
      const before = await findInboundEvent(ctx, id);
      if (!before) throw notFound('Evento não encontrado.');
      const queued = await requeueFailedEvent(ctx, id);
      await writeAudit(ctx, request, {
        action: 'webhook_event.replay',
        target_type: 'inbound_event',
        target_id: id,
        company_id: before.company_id,
        before: pickState(before),
        after: pickState(queued ?? before),
      });
      if (!queued) return { replayed: false, event: before, toast: 'Este evento não está com falha: nada foi reprocessado.' };
      opts.kick();
      return { replayed: true, event: queued, toast: 'Evento colocado na fila para reprocessar.' };
    },
  );
}
