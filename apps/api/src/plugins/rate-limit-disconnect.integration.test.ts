import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../test/harness.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function waitFor(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`the rate limiter and a client that already hung up (${db})`, () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const sent: number[] = [];
  const errors: Error[] = [];
  let holding = false;
  let reachedLimiterAfterClose = false;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-0123456789abcdef',
      REDIS_URL: process.env.REDIS_URL ?? '',
      RATE_LIMIT_NAMESPACE: `rl-gone-${Date.now()}:`,
    });
    app = await buildApp({ config: { ...config, REDIS_URL: config.REDIS_URL || undefined }, database: opened.database, logger: false });
    // Holds marked requests until their client is gone, as a slow hook or a busy server does, so
    // the route's limiter (which runs after app-wide hooks) sees a request without a socket.
    app.addHook('onRequest', async (request) => {
      if (!request.headers['x-hold-until-gone']) return;
      const socket = request.raw.socket;
      holding = true;
      if (!socket.destroyed) await once(socket, 'close');
      reachedLimiterAfterClose = true;
    });
    app.addHook('onError', async (_request, _reply, error) => {
      errors.push(error);
    });
    app.addHook('onSend', async (_request, reply) => {
      sent.push(reply.statusCode);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('answers no 500 and logs no error for it', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // A request without a body: after the limiter nothing else waits on the (gone) client.
    socket.write('GET /health HTTP/1.1\r\nhost: localhost\r\nx-hold-until-gone: 1\r\n\r\n');
    // The server has the request (its hook is holding it) before the client hangs up.
    await waitFor(() => holding, 'the server to hold the request');
    socket.destroy();
    await waitFor(() => sent.length > 0, 'the request to finish');
    expect(reachedLimiterAfterClose).toBe(true);
    expect(sent).toEqual([200]);
    expect(errors).toEqual([]);
  });
});
