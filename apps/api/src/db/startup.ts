// Start-up against the database (connect, migration lock, migrations) as one bounded step: a database
// that accepts connections but never answers must stop the process with a clear message, not hang it.
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.js';
import { openDatabase, type TDatabase } from './client.js';
import { runMigrations } from './migrate.js';

/** host:port/database of the configured database: never the user or password. */
function databaseLabel(config: Pick<TConfig, 'DATABASE_URL' | 'PGLITE_DIR'>): string {
  if (!config.DATABASE_URL) return `PGlite at ${config.PGLITE_DIR}`;
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/** Opens the configured database (unless one is given) and migrates it within DB_STARTUP_TIMEOUT_MS. */
export async function openAndMigrate(config: TConfig, log: FastifyBaseLogger, given?: TDatabase): Promise<TDatabase> {
  const label = databaseLabel(config);
  const budget = config.DB_STARTUP_TIMEOUT_MS;
  let expired = false;
  const opening = given
    ? Promise.resolve(given)
    : openDatabase({
        url: config.DATABASE_URL,
        dataDir: config.PGLITE_DIR,
        backgroundPoolSize: config.DB_BACKGROUND_POOL_SIZE,
        warn: (message) => log.warn(message),
        timeouts: {
          connectMs: config.DB_CONNECT_TIMEOUT_MS,
          statementMs: config.DB_STATEMENT_TIMEOUT_MS,
          queryMs: config.DB_QUERY_TIMEOUT_MS,
          idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      });
  // Whatever opens after we gave up is closed again, so nothing is left holding sockets or the migration lock.
  const abandon = () => {
    if (!given) void opening.then((db) => db.close()).catch(() => undefined);
  };
  const work = opening.then(async (database) => {
    await runMigrations(database);
    return database;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      reject(
        new Error(
          `${label} did not answer within ${Math.round(budget / 1000)} s (connect, migration lock, migrations). Check that it is up and reachable, or raise DB_STARTUP_TIMEOUT_MS.`,
        ),
      );
    }, budget);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    abandon();
    const failure = expired ? (error as Error) : new Error(`Could not start with ${label}: ${(error as Error).message}`, { cause: error });
    log.fatal(failure.message);
    throw failure;
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
