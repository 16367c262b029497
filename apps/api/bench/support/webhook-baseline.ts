// The plainest webhook intake on the same database, beside bench/secretary.ts's figures: a bare Fastify
// route that checks the HMAC of the raw body, inserts one inbound_events row under the message id and
// answers 200 — what the API's intake does, without anything around it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../src/db/client.js';

export async function startWebhookBaseline(database: TDatabase, secret: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/b/webhook', async (request, reply) => {
    const raw = request.body as Buffer;
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
    const given = Buffer.from(String(request.headers['x-hub-signature-256'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.status(401).send({ message: 'assinatura inválida' });
    const payload = JSON.parse(raw.toString()) as { entry: Array<{ changes: Array<{ value: { messages: Array<{ id: string }> } }> }> };
    const id = payload.entry[0]!.changes[0]!.value.messages[0]!.id;
    await database.db.execute(
      sql`insert into inbound_events (provider, provider_event_id, kind, payload) values ('whatsapp_cloud', ${`baseline:${id}`}, 'message', ${JSON.stringify(payload)}::jsonb) on conflict do nothing`,
    );
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
