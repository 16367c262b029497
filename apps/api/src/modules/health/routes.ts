import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await app.ctx.database.exec('select 1');
      return { status: 'ok', database: app.ctx.database.kind, realtime: app.ctx.config.REDIS_URL ? 'redis' : 'in-process' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: app.ctx.database.kind });
    }
  });
}
