import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../../lib/with-timeout.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      // A stalled database must make the probe fail fast, not hang with it.
      await withTimeout(app.ctx.database.exec('select 1'), app.ctx.config.DB_HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: app.ctx.database.kind, realtime: app.ctx.config.REDIS_URL ? 'redis' : 'in-process' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}
