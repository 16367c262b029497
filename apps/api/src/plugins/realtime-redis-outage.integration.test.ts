// Defects 13 and 19: a Redis outage must not take down the API, and realtime recovers on its own.
// Kills a private redis-server child (never the shared one); skipped where redis-server is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { TDatabase } from '../db/client.js';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { apiClient } from '../test/api-client.js';
import { privateRedis, redisServerInstalled, type TPrivateRedis } from '../test/private-redis.js';
import { collectMessages, disconnection, joinRoom, socketFor, waitFor } from '../test/realtime-client.js';
import { buildFixture, general, nextWeekdayAt } from '../modules/scheduling/test-fixtures.js';
import { connectRealtimeRedis } from './realtime-redis.js';

const TITLE = redisServerInstalled
  ? 'a Redis outage'
  : 'a Redis outage (SKIPPED: redis-server is not installed on this machine; apt-get install redis-server, as CI does)';
const OUTAGE_MS = 4_000;

async function health(t: TTestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/health' });
  return { status: res.statusCode, body: JSON.parse(res.body) as { status: string; redis: string } };
}
const allHealthSay = async (apps: TTestApp[], redis: string) =>
  (await Promise.all(apps.map(health))).every((h) => h.status === 200 && h.body.redis === redis);

/** unhandledRejection / uncaughtException would end a real API process: the test counts them. */
function watchCrashes() {
  const crashes: string[] = [];
  const onCrash = (error: unknown) => crashes.push(String((error as Error)?.stack ?? error));
  process.on('unhandledRejection', onCrash);
  process.on('uncaughtException', onCrash);
  return {
    crashes,
    stop() {
      process.off('unhandledRejection', onCrash);
      process.off('uncaughtException', onCrash);
    },
  };
}

describe.skipIf(!redisServerInstalled)(TITLE, () => {
  let watch: ReturnType<typeof watchCrashes>;
  beforeAll(() => {
    watch = watchCrashes();
  });
  const redises: TPrivateRedis[] = [];
  const toClose: TTestApp[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const t of toClose.reverse()) await t.close();
    for (const r of redises) await r.kill();
    watch.stop();
  });
  const spawnRedis = async (opts?: Parameters<typeof privateRedis>[0]) => {
    const r = await privateRedis(opts);
    redises.push(r);
    return r;
  };
  const app = async (redisUrl: string, shared?: { database: TDatabase }) => {
    const t = await startTestApp({ REDIS_URL: redisUrl }, shared?.database);
    toClose.push(t);
    return t;
  };

  it('three processes keep answering HTTP while Redis is dead, and cross-process events come back with it', {
    timeout: 180_000,
  }, async () => {
    const redis = await spawnRedis();
    const a = await app(redis.url);
    const apps = [a, await app(redis.url, a), await app(redis.url, a)];
    const [, b, c] = apps;
    const f = await buildFixture(a.app, { calendars: 2 });
    const vera = await f.api.signUp({ name: 'Vera', email: 'vera@example.com', phone: '+5511955550003' });
    const urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await allHealthSay(apps, 'up')).toBe(true);
    const room = `company_update:${f.company.id}`;
    const watcher = await socketFor(urlA, f.token);
    const verasSocket = await socketFor(urlA, vera);
    sockets.push(watcher, verasSocket);
    expect(await joinRoom(watcher, room)).toEqual({ ok: true });
    const received = collectMessages(watcher);

    await redis.kill();
    await waitFor(() => allHealthSay(apps, 'down'), 'every process to report redis down');
    // Traffic during the outage: bookings and company updates on every process, plus direct emits.
    const tuesday = nextWeekdayAt(a.clock.now(), 'America/Sao_Paulo', 2, '08:00', 2);
    let n = 0;
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds || n < 9) {
      const t = apps[n % 3]!;
      const api = apiClient(t.app);
      const startAt = new Date(tuesday.getTime() + Math.floor(n / 16) * 7 * 86_400_000 + Math.floor((n % 16) / 2) * 1_800_000);
      const booking = await general(api, f.token, f.company.id, 'schedule', {
        client_id: f.client.id,
        service_id: f.services[0]!.id,
        calendar_id: f.calendars[n % 2]!.id,
        start_at: startAt.toISOString(),
      });
      expect(booking.status, JSON.stringify(booking.body)).toBe(200);
      const update = await api.call('POST', `/user/${f.company.id}/company/update`, {
        token: f.token,
        body: { description: `durante a queda ${n}` },
      });
      expect(update.status).toBe(200);
      expect(() => t.app.ctx.hub.emit(room, { toast: `direto ${n}` })).not.toThrow();
      const h = await health(t);
      expect(h).toMatchObject({ status: 200, body: { status: 'ok', redis: 'down' } });
      n++;
    }
    // Degraded, not dead: process A still delivers its own events to its own sockets.
    await waitFor(() => received.length > 0, 'a local event on process A during the outage');
    // Signing out on B while Redis is down cannot reach A now; A catches up when Redis returns.
    const veraGone = disconnection(verasSocket);
    expect((await apiClient(b!.app).call('POST', '/user/auth/sign_out', { token: vera })).status).toBe(200);
    expect(watch.crashes).toEqual([]);

    await redis.start();
    await waitFor(() => allHealthSay(apps, 'up'), 'every process to reconnect to redis');
    expect(await veraGone).toBe('io server disconnect');
    const marker = `de volta ${Date.now()}`;
    await waitFor(
      () => {
        c!.app.ctx.hub.emit(room, { toast: marker });
        return received.some((m) => m.toast === marker);
      },
      'an event emitted on process C to reach the socket on process A',
      60_000,
      200,
    );
    expect(watch.crashes).toEqual([]);
  });

  it('an API process starts while Redis is down and joins the others once Redis appears', { timeout: 120_000 }, async () => {
    const redis = await spawnRedis({ startNow: false });
    const first = await app(redis.url);
    expect(await health(first)).toMatchObject({ status: 200, body: { status: 'ok', redis: 'down' } });
    const api = apiClient(first.app);
    const token = await api.signUp({ name: 'Zeca', email: 'zeca@example.com', phone: '+5511955550004' });
    const userId = (await api.loggedUser(token)).body.data.loggedUser.id as string;

    await redis.start();
    const second = await app(redis.url, first);
    await waitFor(async () => (await health(first)).body.redis === 'up', 'the first process to connect to redis');
    const s = await socketFor(await second.app.listen({ port: 0, host: '127.0.0.1' }), token);
    sockets.push(s);
    expect(await joinRoom(s, `app:user_id:${userId}`)).toEqual({ ok: true });
    const received = collectMessages(s);
    await waitFor(
      () => {
        first.app.ctx.hub.emit(`app:user_id:${userId}`, { toast: 'olá' });
        return received.length > 0;
      },
      'an event from the process that started without redis',
      60_000,
      200,
    );
    expect(watch.crashes).toEqual([]);
  });

  it('logs one line naming REDIS_URL (password masked) when Redis is down, none per retry, and one when it is back', {
    timeout: 60_000,
  }, async () => {
    const redis = await spawnRedis({ startNow: false, password: 's3cret-pass' });
    const lines: Record<'warn' | 'info' | 'debug', string[]> = { warn: [], info: [], debug: [] };
    const record =
      (level: keyof typeof lines) =>
      (...args: unknown[]) =>
        void lines[level].push(args.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' '));
    const log = { warn: record('warn'), info: record('info'), debug: record('debug') } as unknown as FastifyBaseLogger;

    const conn = await connectRealtimeRedis(redis.url, log);
    try {
      expect(conn.status()).toBe('down');
      expect(lines.warn).toHaveLength(1);
      expect(lines.warn[0]).toContain(`REDIS_URL=redis://:***@127.0.0.1:${redis.port}`);
      expect(lines.warn[0]).toMatch(/degraded/);
      await waitFor(() => lines.debug.filter((l) => l.includes('connection error')).length >= 8, 'several reconnection attempts');
      expect(lines.warn).toHaveLength(1);

      await redis.start();
      await waitFor(() => conn.status() === 'up', 'the reconnection');
      expect(lines.warn).toHaveLength(1);
      expect(lines.info.filter((l) => l.includes('is back'))).toHaveLength(1);
      expect([...lines.warn, ...lines.info, ...lines.debug].join('\n')).not.toContain('s3cret-pass');
    } finally {
      await conn.close();
    }
  });
});
