import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { DB_TIMEOUT_DEFAULTS, type TDbTimeouts } from './timeouts.js';

type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export interface TDatabase {
  kind: 'pglite' | 'postgresql';
  db: TDb;
  /**
   * What background work runs on (the job runner's queues, the bookings' deferred effects): `db` itself, or
   * with `backgroundPoolSize` a PostgreSQL pool of its own, so neither waits for a connection behind the
   * other. PGlite: always `db` (one connection).
   */
  background: TDb;
  /** Raw SQL for migrations and adapters (pg-boss, health checks). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn on one dedicated connection holding a PostgreSQL advisory lock, without the statement
   * timeout (migrations may be long; start-up bounds them as a whole). PGlite: fn runs on the one connection.
   */
  exclusive<T>(key: number, fn: (db: TDb) => Promise<T>): Promise<T>;
  /**
   * Observability for tests and benchmarks: deadlocks the scheduling writes had to retry, and statements
   * sent through drizzle (besides begin/commit): the round trips a request costs.
   */
  counters: { deadlockRetries: number; queries: number };
  close(): Promise<void>;
}

export interface TOpenOptions {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests: a migrated template). */
  loadDataDir?: Blob;
  timeouts?: Partial<TDbTimeouts>;
  /** PostgreSQL: connections of background work's own pool; 0 (default) = it shares the requests' pool. */
  backgroundPoolSize?: number;
  /** Where connection trouble is reported (the app's logger); silent when absent. */
  warn?: (message: string) => void;
}

/**
 * Counts the statements drizzle sends. Transaction control is left out: node-postgres sends begin and
 * commit through drizzle, PGlite does not, and the count must mean the same on both.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
const countingLogger = (counters: { queries: number }) => ({
  logQuery: (query: string) => {
    if (!TRANSACTION_CONTROL.test(query)) counters.queries++;
  },
});

type TStreamOwner = { connection: { stream: { destroy(): void } } };

/**
 * PGlite (embedded, WASM Postgres) when no DATABASE_URL is given, real PostgreSQL otherwise.
 * `dataDir` 'memory://' gives a throw-away database for tests.
 */
export async function openDatabase(opts: TOpenOptions): Promise<TDatabase> {
  if (opts.url)
    return openPostgres(
      opts.url,
      opts.backgroundPoolSize ?? 0,
      { ...DB_TIMEOUT_DEFAULTS, ...opts.timeouts },
      opts.warn ?? (() => undefined),
    );
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const extensions = { btree_gist, pg_trgm };
  const client = await (opts.loadDataDir
    ? PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, extensions })
    : PGlite.create(dataDir, { extensions }));
  const counters = { deadlockRetries: 0, queries: 0 };
  const db = drizzlePglite(client, { schema, logger: countingLogger(counters) }) as unknown as TDb;
  return {
    kind: 'pglite',
    db,
    background: db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One embedded connection, one process: nothing else can run migrations concurrently.
    exclusive: (_key, fn) => fn(db),
    counters,
    close: () => client.close(),
  };
}

/**
 * Requests' connections per API process. Background work (DB_BACKGROUND_POOL_SIZE) shares them by default:
 * on the 2-core machine a pool of its own for it measured worse (docs/performance.md, 04/12/2026, session 26,
 * later): a burst's queue on the pool is the event loop's (connections sit idle while queries wait), and the
 * effects, no longer held back by that queue, ran during the burst and took CPU from the requests. With
 * one of 4, two API processes hold at most 2 × 14 = 28 of PostgreSQL's 100 default max_connections (plus one
 * per migration lock at start-up). A secretary turn keeps its transaction, and so a connection, while the LLM
 * answers: at most two at once (the turns' and the inbound queue's lanes), so a pool of its own needs 3+.
 */
const REQUEST_POOL = 10;

function newPool(url: string, max: number, t: TDbTimeouts, warn: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Also bounds the wait for a free pooled connection ("timeout exceeded when trying to connect").
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => warn(`postgres pool: ${error.message}`));
  pool.on('connect', (client) => {
    // A checked-out connection that breaks emits 'error' too; without a listener that would kill the process.
    client.on('error', (error) => warn(`postgres connection: ${error.message}`));
    // pg gives up on a query after query_timeout but keeps the connection waiting for its answer, so every
    // later query on it would wait too. Dropping the socket fails them at once and the pool discards it.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout')
            (client as unknown as TStreamOwner).connection.stream.destroy();
        });
      }
      return result;
    }) as typeof client.query;
  });
  return pool;
}

async function openPostgres(url: string, backgroundPoolSize: number, t: TDbTimeouts, warn: (message: string) => void): Promise<TDatabase> {
  const pool = newPool(url, REQUEST_POOL, t, warn);
  // Opens its connections when background work first asks (pg pools connect lazily).
  const backgroundPool = backgroundPoolSize > 0 ? newPool(url, backgroundPoolSize, t, warn) : null;
  const exclusiveClients = new Set<pg.Client>();
  const counters = { deadlockRetries: 0, queries: 0 };
  try {
    // Fail at boot, not on the first request, when the server is unreachable.
    await pool.query('select 1');
  } catch (error) {
    void pool.end().catch(() => undefined);
    void backgroundPool?.end().catch(() => undefined);
    throw error;
  }
  // Both count into the same counters: a booking's statements include its effects'.
  const logger = countingLogger(counters);
  const db = drizzlePg(pool, { schema, logger }) as unknown as TDb;
  return {
    kind: 'postgresql',
    db,
    background: backgroundPool ? (drizzlePg(backgroundPool, { schema, logger }) as unknown as TDb) : db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    exclusive: async (key, fn) => {
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs, keepAlive: true });
      conn.on('error', (error) => warn(`postgres exclusive connection: ${error.message}`));
      exclusiveClients.add(conn);
      try {
        await conn.connect();
        await conn.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(conn, { schema }) as unknown as TDb);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        await conn.end().catch(() => undefined);
        exclusiveClients.delete(conn);
      }
    },
    counters,
    close: async () => {
      // Whatever still waits on a silent server (a migration lock, say) is cut, not awaited.
      for (const conn of exclusiveClients) (conn as unknown as TStreamOwner).connection.stream.destroy();
      await Promise.all([pool.end(), backgroundPool?.end()]);
    },
  };
}
