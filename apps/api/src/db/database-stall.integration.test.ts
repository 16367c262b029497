// Defects 14 and 19: a PostgreSQL that stops answering (packets dropped) must give 503 + Retry-After
// within the configured time limits, /health must say the database is down, requests must succeed again
// once it answers, and start-up must give up with a message naming the host. The stall is a TCP proxy
// between the API and PostgreSQL that stops forwarding without closing anything.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/errors.js';
import { startTcpProxy, type TTcpProxy } from '../test/tcp-proxy.js';
import { startTestApp } from '../test/harness.js';
import { buildFixture, nextWeekdayAt, type TFixture } from '../modules/scheduling/test-fixtures.js';
import { openDatabase, type TDatabase } from './client.js';

const POSTGRES = process.env.DATABASE_URL;
const TZ = 'America/Sao_Paulo';
// Short limits so the test is quick; what matters is that each request ends with a 503, not when.
const TIMEOUTS = { connectMs: 2_000, statementMs: 3_000, queryMs: 4_000, idleInTransactionMs: 10_000 };

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The throw-away test database, reached through the proxy (with a password, to check it is never shown). */
async function proxiedUrl(database: TDatabase, proxy: TTcpProxy): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(POSTGRES!);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${result.rows[0]!.name}`;
  url.username = url.username || 'postgres';
  url.password = 'not-shown-anywhere';
  return url.toString();
}

describe.skipIf(!POSTGRES)('a stalled PostgreSQL (skipped on PGlite: an embedded database has no network to stall)', () => {
  let base: Awaited<ReturnType<typeof startTestApp>>;
  let proxy: TTcpProxy;
  let url: string;
  let database: TDatabase;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let f: TFixture;
  beforeAll(async () => {
    base = await startTestApp();
    const target = new URL(POSTGRES!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    url = await proxiedUrl(base.database, proxy);
    database = await openDatabase({ url, timeouts: TIMEOUTS });
    t = await startTestApp({ DB_HEALTH_TIMEOUT_MS: '1500' }, database);
    f = await buildFixture(t.app, { calendars: 2 });
  }, 120_000);
  afterAll(async () => {
    proxy.resume();
    await t.app.close();
    await database.close();
    await proxy.close();
    await base.close();
  });

  const answer = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => ({
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { message?: string },
  });
  const book = async (start: Date) =>
    answer(
      await t.app.inject({
        method: 'POST',
        url: `/client/${f.company.slug}/schedule/book`,
        headers: { authorization: `Bearer ${f.client.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ service_id: f.services[0]!.id, calendar_id: null, start_at: start.toISOString() }),
      }),
    );
  const slots = async (start: Date) =>
    answer(
      await t.app.inject({
        method: 'GET',
        url: `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&date=${start.toISOString().slice(0, 10)}`,
      }),
    );
  const health = () => t.app.inject({ method: 'GET', url: '/health' });
  const calendarsQuery = async () =>
    answer(
      await t.app.inject({
        method: 'POST',
        url: '/user/graphql/query',
        headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: `{ user_get_calendars(company_id: "${f.company.id}") { id } }` }),
      }),
    );

  it('answers 503 with Retry-After while stalled, reports the database down, and recovers', async () => {
    // 09:00, then 10:00 and 11:00 while stalled, then 14:00 (after the lunch break).
    const first = nextWeekdayAt(t.clock.now(), TZ, 3, '09:00', 3);
    expect((await book(first)).status).toBe(200);
    expect((await slots(first)).status).toBe(200);
    expect((await health()).statusCode).toBe(200);
    expect((await calendarsQuery()).status).toBe(200);

    proxy.stall();
    // The day read above is cached (availability-cache.ts), so it still answers; a day nobody read
    // yet needs the database and gets the 503.
    const [booking, read, cached, probe, graph] = await Promise.all([
      book(new Date(first.getTime() + 3_600_000)),
      slots(new Date(first.getTime() + 7 * 86_400_000)),
      slots(first),
      health(),
      calendarsQuery(),
    ]);
    expect(cached.status).toBe(200);
    // GraphQL says it in its own error shape, with the same status and Retry-After.
    expect(graph.status, JSON.stringify(graph.body)).toBe(503);
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.stringify(graph.body)).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    for (const res of [booking, read]) {
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toMatchObject({ database: 'down' });
    // Fresh requests while still stalled: a new connection times out too (not only the pooled ones).
    expect((await book(new Date(first.getTime() + 2 * 3_600_000))).status).toBe(503);

    proxy.resume();
    await waitFor(async () => (await health()).statusCode === 200, '/health to report the database up again');
    const again = await book(new Date(first.getTime() + 5 * 3_600_000));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await slots(first)).status).toBe(200);
  }, 120_000);

  it('start-up gives up on a database that accepts connections but never answers, naming the host and not the password', async () => {
    proxy.stall();
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STARTUP_TIMEOUT_MS: '3000',
        SECRETARY_WORKER: 'off',
      });
      const failure = await buildApp({ config, logger: false }).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toContain(`127.0.0.1:${proxy.port}`);
      expect(failure?.message).not.toContain('not-shown-anywhere');
    } finally {
      proxy.resume();
    }
  }, 60_000);

  it('start-up gives up when the migration lock is never released, naming the host', async () => {
    // Another "process" holds the migration lock forever (runMigrations' key).
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock(727274)');
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DB_STARTUP_TIMEOUT_MS: '2000', SECRETARY_WORKER: 'off' });
      const failure = await buildApp({ config, logger: false }).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toContain(`PostgreSQL at 127.0.0.1:${proxy.port}/`);
      expect(failure?.message).toContain('did not answer within 2 s');
    } finally {
      await holder.end();
    }
  }, 60_000);
});
