import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export interface TDatabase {
  kind: 'pglite' | 'postgresql';
  db: TDb;
  /** Raw SQL for migrations and adapters (pg-boss, health checks). */
  exec(sql: string): Promise<void>;
  /** Runs fn while holding a PostgreSQL advisory lock on one connection (a no-op lock on PGlite). */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite (embedded, WASM Postgres) when no DATABASE_URL is given, real PostgreSQL otherwise.
 * `dataDir` 'memory://' gives a throw-away database for tests.
 */
/** Where the pool reports connection errors it survives (the app's pino logger). */
type TDatabaseLog = { warn(message: string): void };

export async function openDatabase(opts: { url?: string; dataDir?: string; log?: TDatabaseLog }): Promise<TDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => opts.log?.warn(`postgres pool: ${error.message}`));
    // Fail at boot, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    return {
      kind: 'postgresql',
      db: drizzlePg(pool, { schema }) as unknown as TDb,
      exec: async (sql) => {
        await pool.query(sql);
      },
      exclusive: async (key, fn) => {
        const conn = await pool.connect();
        try {
          await conn.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as TDb,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One embedded connection, one process: nothing else can run migrations concurrently.
    exclusive: (_key, fn) => fn(),
    close: () => client.close(),
  };
}
