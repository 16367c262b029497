// Issue 17: a client's booking checked against the company, service and calendar kept from an earlier
// booking, in one statement that inserts only if those rows are unchanged (booking-kept-context.ts). A change
// made behind every service's back (no cache drop, no notice) must still be seen by the next booking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.js';
import { calendars, companies, services } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { expectBookingWaitsForTimeHolder } from './time-holder.test-support.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture, withoutClientCap } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('a booking on rows kept from an earlier one', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  let other: { token: string; id: string };
  let slot = 0;
  const HOURS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']; // the default day has a lunch break
  /** A Wednesday slot no other test of this file books. */
  const nextStart = () => {
    const k = slot++;
    return nextWeekdayAt(t.clock.now(), TZ, 3, HOURS[k % HOURS.length]!, 2 + 7 * Math.floor(k / HOURS.length)).toISOString();
  };
  const book = (token: string, start: string, calendar = 0) =>
    f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[calendar]!.id, start_at: start },
    });

  beforeAll(async () => {
    t = await startTestApp({ JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app, { calendars: 2 });
    other = await signUpClient(f.api, f.company.slug, 'Outra Cliente');
    await withoutClientCap(f);
  });
  afterAll(() => t.close());

  it('skips the context read once the rows are kept (one statement fewer), for any client of the company', async () => {
    const handlers = t.app.ctx.scheduleEventHandlers.splice(0);
    try {
      const count = async (token: string) => {
        const before = t.database.counters.queries;
        const res = await book(token, nextStart(), 1);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return t.database.counters.queries - before;
      };
      // The company by slug and both sessions read once (each has its own cache).
      for (const c of [f.client, other]) expect((await book(c.token, nextStart(), 0)).status).toBe(200);
      const cold = await count(f.client.token);
      const kept = await count(other.token);
      expect(kept).toBe(cold - 1);
    } finally {
      t.app.ctx.scheduleEventHandlers.push(...handlers);
    }
  });

  it('a price, a deactivated calendar, a deleted service or new hours changed behind its back are seen at once', async () => {
    expect((await book(f.client.token, nextStart())).status).toBe(200); // keeps the rows
    const db = t.app.ctx.db;

    await db.update(services).set({ price: 12_345 }).where(eq(services.id, f.services[0]!.id));
    const priced = await book(other.token, nextStart());
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.schedule.price).toBe(12_345);

    await db.update(calendars).set({ is_active: false }).where(eq(calendars.id, f.calendars[0]!.id));
    const inactive = await book(other.token, nextStart());
    expect([inactive.status, inactive.body.message]).toEqual([404, 'Agenda não encontrada.']);
    await db.update(calendars).set({ is_active: true }).where(eq(calendars.id, f.calendars[0]!.id));
    expect((await book(other.token, nextStart())).status).toBe(200); // kept again

    // No working day at all: nothing is offered.
    const [company] = await db.select({ workdays: companies.workdays }).from(companies).where(eq(companies.id, f.company.id));
    const closedDays = Array.from({ length: 7 }, (_, dow) => ({ dow, is_available: false, work_hours: [] }));
    await db.update(companies).set({ workdays: closedDays }).where(eq(companies.id, f.company.id));
    const closed = await book(other.token, nextStart());
    expect(closed.status, JSON.stringify(closed.body)).toBe(422);
    await db.update(companies).set({ workdays: company!.workdays }).where(eq(companies.id, f.company.id));
    expect((await book(other.token, nextStart())).status).toBe(200);

    await db.update(services).set({ deleted_at: new Date() }).where(eq(services.id, f.services[0]!.id));
    const gone = await book(other.token, nextStart());
    expect([gone.status, gone.body.message]).toEqual([404, 'Serviço não encontrado.']);
    await db.update(services).set({ deleted_at: null }).where(eq(services.id, f.services[0]!.id));
  });

  it('a booked time is refused with the conflict, the kept rows unchanged', async () => {
    const start = nextStart();
    expect((await book(f.client.token, start)).status).toBe(200);
    const again = await book(other.token, start);
    expect(again.status).toBe(409);
  });

  // The kept-rows statement takes the calendar-time locks before its insert, as the cold one does.
  it.skipIf(!process.env.DATABASE_URL)('waits for a writer holding its time (PostgreSQL only)', async () => {
    expect((await book(f.client.token, nextStart())).status).toBe(200); // keeps the rows
    const start = new Date(nextStart());
    await expectBookingWaitsForTimeHolder(t, { calendarId: f.calendars[0]!.id, start }, () => book(other.token, start.toISOString()));
  });
});
