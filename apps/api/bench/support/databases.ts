// Every benchmark runs on the embedded database and, when reachable, on a throw-away PostgreSQL database.
import pg from 'pg';
import { openDatabase, type TDatabase } from '../../src/db/client.js';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function onEachDatabase(
  name: string,
  run: (kind: 'PGlite (embedded, in memory)' | 'PostgreSQL', database: TDatabase) => Promise<void>,
  opts: { pglite?: boolean; label?: string } = {},
): Promise<void> {
  if (opts.pglite !== false) {
    const pglite = await openDatabase({ dataDir: 'memory://' });
    await run('PGlite (embedded, in memory)', pglite);
    await pglite.close();
  }
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`\n${opts.label ? `${opts.label} — ` : ''}PostgreSQL not reachable at ${PG_URL}: skipped`);
    return;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(PG_URL);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ url: target.toString() });
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
