// Issue 17: the client route's booking checks its signed-in client inside the booking's statements (the kept
// rows' insert joins it; the fresh read reads it) instead of one statement before them. The answers stay
// those of the check made first: a session whose client is gone gets 401 whatever it sent, nothing booked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.js';
import { clients, schedules } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture, withoutClientCap } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';

/** The statements sent while `fn` runs, by text (the database's counting logger, wrapped meanwhile). */
async function statementsDuring(database: TDatabase, fn: () => Promise<unknown>): Promise<string[]> {
  const logger = (database.db as unknown as { session: { logger: { logQuery(query: string, params: unknown[]): void } } }).session.logger;
  const original = logger.logQuery;
  const seen: string[] = [];
  logger.logQuery = (query, params) => {
    seen.push(query);
    original(query, params);
  };
  try {
    await fn();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

describe("a client's booking checks the client in its own statements", () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  let slot = 0;
  const HOURS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
  /** A Thursday slot no other test of this file books. */
  const nextStart = () => {
    const k = slot++;
    return nextWeekdayAt(t.clock.now(), TZ, 4, HOURS[k % HOURS.length]!, 2 + 7 * Math.floor(k / HOURS.length)).toISOString();
  };
  const book = (token: string, body: Record<string, unknown>, calendar = 0) =>
    f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[calendar]!.id, start_at: nextStart(), ...body },
    });
  const bookingsOf = async (clientId: string) =>
    (await t.app.ctx.db.select({ id: schedules.id }).from(schedules).where(eq(schedules.client_id, clientId))).length;

  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app, { calendars: 2 });
    await withoutClientCap(f);
    // Keeps the company, service and first calendar for the next bookings (booking-kept-context.ts).
    expect((await book(f.client.token, {})).status).toBe(200);
  });
  afterAll(() => t.close());

  it('a booking on kept rows sends its insert first; the name and phone are the client row as it is now', async () => {
    await t.app.ctx.db.update(clients).set({ name: 'Nome Novo', phone: '5511988887777' }).where(eq(clients.id, f.client.id));
    let res: Awaited<ReturnType<typeof book>> | undefined;
    const sent = await statementsDuring(t.database, async () => (res = await book(f.client.token, {})));
    expect(res!.status, JSON.stringify(res!.body)).toBe(200);
    // No client check before it: what follows are the booking's effects (tests run them before answering).
    expect(sent[0]).toContain('booking_guard');
    expect(res!.body.schedule.display_name).toBe('Nome Novo');
    expect(res!.body.schedule.client).toEqual({ id: f.client.id, name: 'Nome Novo', phone: '5511988887777' });
    const [row] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, res!.body.schedule.id));
    expect([row!.display_name, row!.client_id]).toEqual(['Nome Novo', f.client.id]);
  });

  it('input it refuses gets the same 422 and messages, after the client check', async () => {
    const bad = await book(f.client.token, { start_at: 'amanhã', service_id: 'x' });
    expect(bad.status).toBe(422);
    expect([...new Set((bad.body.errors as { path: string }[]).map((e) => e.path))].sort()).toEqual(['service_id', 'start_at']);
    expect(typeof bad.body.message).toBe('string');
  });

  it('a session whose client is gone: 401 on kept rows, on a fresh read and with bad input; nothing booked', async () => {
    const gone = await signUpClient(f.api, f.company.slug, 'Cliente Apagada');
    await t.app.ctx.db.delete(clients).where(eq(clients.id, gone.id));
    const offGrid = nextWeekdayAt(t.clock.now(), TZ, 4, '03:07', 2).toISOString();
    const refusals: [string, () => ReturnType<typeof book>][] = [
      // Refused by the checks on kept rows, then checked again on a fresh read, which finds no client.
      ['a time off the grid, on kept rows', () => book(gone.token, { start_at: offGrid })],
      ['kept rows (the insert finds no client)', () => book(gone.token, {})],
      ['a fresh read (a calendar not kept yet)', () => book(gone.token, {}, 1)],
      ['bad input', () => book(gone.token, { start_at: 'amanhã' })],
    ];
    for (const [label, call] of refusals) {
      // Each refusal on kept rows drops them: keep them again first.
      expect((await book(f.client.token, {})).status).toBe(200);
      const res = await call();
      expect([label, res.status, res.body.message], JSON.stringify(res.body)).toEqual([label, 401, expect.any(String)]);
    }
    expect(await bookingsOf(gone.id)).toBe(0);
  });

  it('another company’s session: 403 before anything, bad input included', async () => {
    const g = await buildFixture(t.app, { name: 'Outro Salão' });
    for (const body of [{}, { start_at: 'amanhã' }]) expect((await book(g.client.token, body)).status).toBe(403);
  });
});
