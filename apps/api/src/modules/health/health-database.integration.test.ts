// Defect 14: /health reports the database as down within its own short limit instead of hanging with
// it. Here the database "hangs" for /health alone (its probe never answers), so this runs on PGlite
// too; src/db/database-stall.integration.test.ts stalls a real PostgreSQL connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestApp } from '../../test/harness.js';
import type { TDatabase } from '../../db/client.js';

describe('/health and the database', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let silent: boolean;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
    silent = false;
    const database: TDatabase = {
      ...opened.database,
      exec: (sql) => (silent ? new Promise<void>(() => undefined) : opened.database.exec(sql)),
    };
    t = await startTestApp({ DB_HEALTH_TIMEOUT_MS: '300' }, database);
  });
  afterAll(async () => {
    await t.app.close();
    await opened.drop();
  });

  it('is 200 with the database kind while it answers, 503 "down" when it does not, and 200 again after', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: t.database.kind });
    silent = true;
    const down = await t.app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    silent = false;
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
