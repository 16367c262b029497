// Wires the AI secretary into the app: webhooks, REST, the background worker and the schedule bus.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { webhookRoutes } from '../channels/webhooks.js';
import { channelRoutes } from '../channels/routes.js';
import { notificationRoutes } from '../notifications/routes.js';
import { secretaryRoutes } from './routes.js';
import { createSecretaryWorker, type TSecretaryWorker } from './worker.js';
import { subscribeScheduleConfirmations } from './confirmations.js';
import './faq.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretary: TSecretaryWorker;
  }
}

export const secretaryPlugin = fp(async (app: FastifyInstance) => {
  const ctx = app.ctx;
  const worker = createSecretaryWorker(ctx, app.log, { loop: ctx.config.SECRETARY_WORKER === 'on' });
  app.decorate('secretary', worker);
  const kick = () => worker.kick();
  await app.register(webhookRoutes, { hooks: { onStored: kick } });
  await app.register(secretaryRoutes, { kick });
  await app.register(channelRoutes);
  await app.register(notificationRoutes);
  const unsubscribe = subscribeScheduleConfirmations(ctx, kick);
  app.addHook('onReady', async () => worker.start());
  // Before the database closes (onClose): claim nothing more, finish what is in hand.
  app.addHook('preClose', async () => worker.stop());
  // Unsubscribed once requests have finished: a booking still in flight gets its confirmation queued.
  app.addHook('onClose', async () => unsubscribe());
});
