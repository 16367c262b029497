// Issue 17: the per-client cap (default 3) counted inside the one statement of a booking on kept rows
// (repo-booking-guarded.ts, migration 0042). Concurrent bookings of one client must queue on the client's
// lock and count what the others committed: exactly `cap` of them pass, the rest get the cap's answer, the
// same answer the transactional path gives. On PGlite (one connection) the same answers come one by one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { schedulingTools } from '../secretary/tools.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const capMessage = (cap: number) =>
  `Você já tem ${cap === 1 ? '1 agendamento futuro' : `${cap} agendamentos futuros`} nesta empresa. Cancele ou aguarde um deles para marcar outro.`;

describe('the per-client cap on a booking on kept rows', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  let slot = 0;
  const HOURS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']; // the default day has a lunch break
  /** A Thursday slot no other booking of this file takes. */
  const nextStart = () => {
    const k = slot++;
    return nextWeekdayAt(t.clock.now(), TZ, 4, HOURS[k % HOURS.length]!, 2 + 7 * Math.floor(k / HOURS.length));
  };
  const book = (token: string, start = nextStart()) =>
    f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start.toISOString() },
    });
  const answers = (results: Array<{ status: number; body: { message?: string } }>) =>
    results.map((r) => (r.status === 200 ? 'booked' : `${r.status} ${r.body.message}`)).sort();
  const expected = (booked: number, refused: number, cap = 3) =>
    [...Array<string>(booked).fill('booked'), ...Array<string>(refused).fill(`422 ${capMessage(cap)}`)].sort();

  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app, { calendars: 1 });
    // The company keeps the default cap; a first booking keeps the rows for every later one.
    expect((await book(f.client.token)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('counts the cap in the kept rows statement: as many statements as a booking with no cap', async () => {
    const handlers = t.app.ctx.scheduleEventHandlers.splice(0);
    const setCap = (cap: number) =>
      t.app.ctx.db.update(companies).set({ max_upcoming_schedules_per_client: cap }).where(eq(companies.id, f.company.id));
    try {
      const client = await signUpClient(f.api, f.company.slug, 'Cliente Contada');
      const count = async () => {
        const before = t.database.counters.queries;
        expect((await book(client.token)).status).toBe(200);
        return t.database.counters.queries - before;
      };
      expect((await book(client.token)).status).toBe(200); // its session, read once
      // Capped before: the context read, then the client's lock, its count, the time locks and the insert
      // in a transaction. Now one statement, as without a cap.
      const capped = await count();
      await setCap(0);
      await count(); // the company changed: read again, then kept
      const uncapped = await count();
      expect(capped).toBe(uncapped);
      await setCap(3);
      expect((await book(f.client.token)).status).toBe(200); // kept again, capped
      // The client has 4 upcoming now: refused by the one statement, with the transactional path's answer.
      const before = t.database.counters.queries;
      const refused = await book(client.token);
      expect([refused.status, refused.body.message]).toEqual([422, capMessage(3)]);
      expect(t.database.counters.queries - before).toBeLessThan(capped);
    } finally {
      t.app.ctx.scheduleEventHandlers.push(...handlers);
    }
  });

  it('concurrent bookings of one client: exactly the cap are booked, the rest get the cap answer', async () => {
    const client = await signUpClient(f.api, f.company.slug, 'Cliente Apressada');
    const results = await Promise.all(Array.from({ length: 8 }, () => book(client.token)));
    expect(answers(results)).toEqual(expected(3, 5));
  });

  it('counts what the client already has, and two clients do not share a cap', async () => {
    const [a, b] = [await signUpClient(f.api, f.company.slug, 'Cliente A'), await signUpClient(f.api, f.company.slug, 'Cliente B')];
    expect((await book(a.token)).status).toBe(200);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => book(a.token)),
      ...Array.from({ length: 4 }, () => book(b.token)),
    ]);
    const ofA = answers(results.slice(0, 4));
    const ofB = answers(results.slice(4));
    expect(ofA).toEqual(expected(2, 2));
    expect(ofB).toEqual(expected(3, 1));
  });

  it('queues with the transactional path (the secretary books the same client at the same time)', async () => {
    const client = await signUpClient(f.api, f.company.slug, 'Cliente de Dois Canais');
    const tools = schedulingTools(t.app.ctx, { companyId: f.company.id, clientId: client.id, channel: 'whatsapp' });
    const bySecretary = async () => {
      const r = await tools.book({ serviceId: f.services[0]!.id, calendarId: f.calendars[0]!.id, startAt: nextStart() });
      return r.ok ? { status: 200, body: {} } : { status: 422, body: { message: (r as { message?: string }).message } };
    };
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? bySecretary() : book(client.token))));
    expect(answers(results)).toEqual(expected(3, 5));
  });

  it('a cap changed behind its back is the one counted', async () => {
    const db = t.app.ctx.db;
    const client = await signUpClient(f.api, f.company.slug, 'Cliente do Limite');
    expect((await book(client.token)).status).toBe(200);
    await db.update(companies).set({ max_upcoming_schedules_per_client: 1 }).where(eq(companies.id, f.company.id));
    const refused = await book(client.token);
    expect([refused.status, refused.body.message]).toEqual([422, capMessage(1)]);
    await db.update(companies).set({ max_upcoming_schedules_per_client: 0 }).where(eq(companies.id, f.company.id));
    const results = await Promise.all(Array.from({ length: 4 }, () => book(client.token)));
    expect(answers(results)).toEqual(expected(4, 0));
    await db.update(companies).set({ max_upcoming_schedules_per_client: 3 }).where(eq(companies.id, f.company.id));
  });
});
