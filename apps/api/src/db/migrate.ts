import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { TDatabase } from './client.js';

/** The SQL migrations live beside this file in source and beside the bundle in dist/. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found near ${here}`);
  return found;
}

/** Applies the same migrations on PGlite and PostgreSQL; already-applied ones are skipped. */
export async function runMigrations(database: TDatabase): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    // Two API processes starting together must not both migrate.
    await database.exclusive(727274, (db) => migratePg(db as never, { migrationsFolder: migrationsFolderPath }));
  }
}
