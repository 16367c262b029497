import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { apiClient } from '../test/api-client.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const signIn = (api: ReturnType<typeof apiClient>, email: string, ip?: string) =>
  api.call('POST', '/user/auth/sign_in_with_password', {
    body: { email, password: 'errada' },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

async function waitFor<T>(probe: () => Promise<T | null>, what: string, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!process.env.REDIS_URL)(`rate limits shared by two API processes through Redis (${db})`, () => {
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: TTestApp;
  beforeAll(async () => {
    // Both instances count in the same keys, as processes of one deployment do.
    const env = {
      RATE_LIMIT_NAMESPACE: `rl-shared-${randomBytes(6).toString('hex')}:`,
      TRUSTED_PROXIES: '127.0.0.1',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '4',
      LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '6',
    };
    a = await startTestApp(env);
    b = await startTestApp(env, a.database);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the per-IP limit counts requests to either process', async () => {
    const apis = [apiClient(a.app), apiClient(b.app)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(apis[i % 2]!, `ip${i}@example.com`, '203.0.113.60')).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
  });

  it('the per-account limit counts attempts from many IPs on either process', async () => {
    const apis = [apiClient(a.app), apiClient(b.app)];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(apis[i % 2]!, 'alvo-compartilhado@example.com', `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429, 429]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe.skipIf(!hasRedisServer)(`rate limits while Redis is down (${db})`, () => {
  let t: TTestApp;
  let redis: ChildProcess | null = null;
  let port = 0;
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(
      async () =>
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
          ? true
          : null,
      'redis-server',
    );
  };
  const stopRedis = async () => {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  };
  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await stopRedis();
  });

  it('lets requests through with a warning instead of failing, and limits again when Redis returns', async () => {
    const api = apiClient(t.app);
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await signIn(api, 'antes@example.com')).status).toBe(422);
    await stopRedis();
    // Past the limit of 3, yet no 429 and no 500: the limiter fails open while Redis is away.
    const during: number[] = [];
    for (let i = 0; i < 5; i++) during.push((await signIn(api, `durante${i}@example.com`)).status);
    expect(during).toEqual([422, 422, 422, 422, 422]);
    await waitFor(async () => (warn.mock.calls.some((c) => String(c[1]).includes('Redis unavailable')) ? true : null), 'the warning');
    expect((await api.call('GET', '/health')).status).toBe(200);

    await startRedis();
    // The client reconnects by itself; the fresh Redis counts from zero, so the 4th request is refused again.
    await waitFor(async () => ((await signIn(api, 'depois@example.com')).status === 429 ? true : null), 'the limit to apply again');
  });
});
