import type { FastifyInstance } from 'fastify';
import { withTimeout } from '../../lib/with-timeout.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      // A stalled database must make the probe fail fast, not hang with it.
      await withTimeout(app.ctx.database.exec('select 1'), app.ctx.config.DB_HEALTH_TIMEOUT_MS);
      // Redis down is not a 503: HTTP still works; the body says realtime is confined to this process.
      return {
        status: 'ok',
        database: app.ctx.database.kind,
        realtime: app.ctx.config.REDIS_URL ? 'redis' : 'in-process',
        redis: app.ctx.hub.redisStatus(),
      };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'down', redis: app.ctx.hub.redisStatus() });
    }
  });
}
