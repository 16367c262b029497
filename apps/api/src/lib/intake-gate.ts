// Back-pressure for webhook intake (issue 17): past `max` deliveries in flight in this process, more
// are answered 503 + Retry-After at once instead of queueing behind the database (PGlite has one
// connection; a slow query there would hold every delivery). Providers retry a 5xx, and every event is
// stored under its provider id, so a retried delivery is taken exactly once.
import type { FastifyInstance } from 'fastify';

const RETRY_AFTER_SECONDS = 1;

export function gateIntake(scope: FastifyInstance, max: number): void {
  let inFlight = 0;
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (inFlight >= max) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'Muitas notificações ao mesmo tempo. Tente novamente em instantes.' });
    }
    inFlight++;
    // 'close' fires once however the exchange ends (answered, failed or aborted by the caller).
    reply.raw.once('close', () => inFlight--);
  });
}
