// Webhook intake back-pressure: past the bound, 503 + Retry-After at once; a slot frees when its
// exchange ends, whether answered or aborted.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateIntake } from './intake-gate.js';

describe('gateIntake', () => {
  const app = Fastify({ logger: false });
  let release: () => void = () => undefined;
  let url = '';

  beforeAll(async () => {
    await app.register(async (scope) => {
      gateIntake(scope, 1);
      scope.post('/webhooks/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { ok: true };
      });
      scope.get('/webhooks/handshake', async () => 'ok');
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After past the bound, and takes deliveries again once one ends', async () => {
    const first = fetch(`${url}/webhooks/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await fetch(`${url}/webhooks/slow`, { method: 'POST' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { message: string }).message).toMatch(/Tente novamente/);
    // Verification handshakes (GET) are never refused.
    expect((await fetch(`${url}/webhooks/handshake`)).status).toBe(200);
    release();
    expect((await first).status).toBe(200);
    const again = fetch(`${url}/webhooks/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await again).status).toBe(200);
  });

  it('frees the slot of a delivery the caller gave up on', async () => {
    const controller = new AbortController();
    const aborted = fetch(`${url}/webhooks/slow`, { method: 'POST', signal: controller.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await aborted;
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const next = fetch(`${url}/webhooks/slow`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await next).status).toBe(200);
  });
});
