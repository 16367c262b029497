import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';
import { seedPlans } from '../seed/plans.js';

interface TTestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** TEST_NOW (an ISO instant) replays a run at another moment, e.g. the time a CI run failed at. */
function testClock(start = new Date()): TTestClock {
  let offset = process.env.TEST_NOW ? Date.parse(process.env.TEST_NOW) - start.getTime() : 0;
  return { now: () => new Date(start.getTime() + offset + (Date.now() - start.getTime())), advance: (ms) => void (offset += ms) };
}

/**
 * Teardown that cannot hang a suite: a step still running after `ms` is reported on stderr and left
 * behind, so the next step (dropping the database WITH (FORCE), which ends its sessions) still runs.
 * A CI pass on a loaded machine once spent the whole hook timeout in one file's shutdown.
 */
export async function settleWithin(label: string, step: () => Promise<unknown>, ms = 15_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([step().then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
  if (outcome === 'late') process.stderr.write(`[teardown] ${label} still running after ${Date.now() - started} ms; going on\n`);
}

/**
 * An empty PGlite cluster costs ~3 s to create and ~1 s to migrate; loading a dump of one already
 * migrated costs ~1.4 s. The dump is made once per set of migrations (keyed by their content) and
 * shared by every test process through the temp folder; the app's start-up migration then finds
 * nothing to apply.
 */
async function migratedTemplate(): Promise<Blob> {
  const folder = migrationsFolder();
  // The engine's version too (its resolved path names it): another PGlite may not read this dump.
  const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(folder, file);
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path));
  }
  const path = join(tmpdir(), `agenda-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const raw = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await raw.dumpDataDir('none');
  await database.close();
  // Written whole, then renamed: a test process reading at the same time never sees half a file.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return dump;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by DATABASE_URL (the CI pass), dropped when the file ends.
 */
export async function openTestDatabase(): Promise<{ database: TDatabase; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // The PostgreSQL suite runs background work on a pool of its own (off by default in production:
  // db/client.ts), so that path is tested too; on PGlite it shares the one connection, as by default.
  const database = await openDatabase({ url: target.toString(), backgroundPoolSize: 4 });
  return {
    database,
    // Another process (a child the test kills) can open the same database.
    url: target.toString(),
    drop: async () => {
      await settleWithin('closing the database pool', () => database.close());
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TTestApp {
  app: FastifyInstance;
  clock: TTestClock;
  close: () => Promise<void>;
}

/** `shared` lets two API instances use one database, as two processes behind a load balancer do. */
export async function startTestApp(env: Record<string, string> = {}, shared?: TDatabase): Promise<TTestApp & { database: TDatabase }> {
  const { database, drop } = shared ? { database: shared, drop: async () => undefined } : await openTestDatabase();
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-0123456789abcdef',
    ADMIN_EMAILS: 'admin@agendainteligente.com.br',
    ADMIN_PASSWORD: 'admin-password-123',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    TWO_FACTOR_SENDS_PER_IP_PER_HOUR: '100000',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '100000',
    TWO_FACTOR_MAX_SENDS_PER_PHONE_PER_HOUR: '1000',
    LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '100000',
    // Test files share the Redis of REDIS_URL: each app counts in its own keys unless a test passes one.
    RATE_LIMIT_NAMESPACE: `rl-test-${randomBytes(6).toString('hex')}:`,
    REDIS_URL: process.env.REDIS_URL ?? '',
    UPLOADS_DIR: join(tmpdir(), `agenda-uploads-${randomBytes(4).toString('hex')}`),
    PRIVATE_FILES_DIR: join(tmpdir(), `agenda-files-${randomBytes(4).toString('hex')}`),
    // Tests read a change's notifications and messages right after the call; schedule-effects.integration.test.ts covers 'deferred'.
    SCHEDULE_EFFECTS: 'awaited',
    ...env,
  });
  const app = await buildApp({ config: { ...config, REDIS_URL: config.REDIS_URL || undefined }, database, now: clock.now, logger: false });
  await seedPlans(app.ctx.db);
  await app.ready();
  return {
    app,
    clock,
    database,
    close: async () => {
      await settleWithin('closing the app', () => app.close());
      await drop();
    },
  };
}
