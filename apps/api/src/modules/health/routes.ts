import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await app.ctx.database.exec('select 1');
      // Redis down is not a 503: HTTP still works; the body says realtime is confined to this process.
      return { status: 'ok', database: app.ctx.database.kind, realtime: app.ctx.config.REDIS_URL ? 'redis' : 'in-process', redis: app.ctx.hub.redisStatus() };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.ctx.database.kind, redis: app.ctx.hub.redisStatus() });
    }
  });
}
