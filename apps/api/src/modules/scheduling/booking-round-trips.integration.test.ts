// Issue 17: what one booking costs the database, and the deferred effects of many bookings handled in
// batches (one claim and one "done" statement per batch of events) without losing or doubling any.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduleEvents } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture, withoutClientCap } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const HALF_HOUR = 30 * 60_000;
/** The k-th free half-hour of a default day from 08:00 (08–12, then 13–18): 18 of them. */
const halfHourOffset = (k: number) => (k < 8 ? k : k + 2) * HALF_HOUR;

// Statements of a client's booking through HTTP with its effects awaited and no module handlers: the
// client, the one joined read (company, service, client, calendars), the cap (client lock and count),
// the calendar-time locks, the schedule with its event (begin and commit are not counted); then the staff notification and
// the event's claim and done mark. 12 after issue 17's booking work (which removed 6: four reads before the
// transaction, the company again, the cap re-read in the transaction, the event apart); then issue 12 added
// one indexed read of the client's restrictions (allergies), which the professional's notice must name.
// Back to 12: the staff the notice goes to are read by the notice's insert itself (so a batch of bookings'
// notices is one statement; docs/performance.md, 03/12/2026).
const MAX_STATEMENTS_PER_BOOKING = 12;

describe('round trips of a booking', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  beforeAll(async () => {
    // The job runner's polls would add their own statements to the count: none during this test.
    t = await startTestApp({ SCHEDULE_EFFECTS: 'awaited', JOBS_POLL_MS: '3600000' });
    f = await buildFixture(t.app, { calendars: 2 });
  });
  afterAll(() => t.close());

  it(`a client's booking sends at most ${MAX_STATEMENTS_PER_BOOKING} statements, its effects included`, async () => {
    const handlers = t.app.ctx.scheduleEventHandlers.splice(0);
    try {
      const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2).toISOString();
      const before = t.database.counters.queries;
      const res = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
        token: f.client.token,
        body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const sent = t.database.counters.queries - before;
      console.log(`statements per booking: ${sent}`);
      expect(sent).toBeLessThanOrEqual(MAX_STATEMENTS_PER_BOOKING);
    } finally {
      t.app.ctx.scheduleEventHandlers.push(...handlers);
    }
  });
});

describe('deferred effects of many bookings', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  beforeAll(async () => {
    t = await startTestApp({ SCHEDULE_EFFECTS: 'deferred' });
    f = await buildFixture(t.app, { calendars: 2 });
    await withoutClientCap(f);
  });
  afterAll(() => t.close());

  it('30 simultaneous bookings: every event handled once, every staff notification written', async () => {
    const clients = [f.client, ...(await Promise.all([1, 2].map((i) => signUpClient(f.api, f.company.slug, `Cliente ${i}`))))];
    const seen: string[] = [];
    t.app.ctx.scheduleEventHandlers.push(async (event) => {
      if (event.companyId === f.company.id) seen.push(event.id);
    });
    const day = nextWeekdayAt(t.clock.now(), TZ, 3, '08:00', 2).getTime();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
          token: clients[i % clients.length]!.token,
          body: {
            service_id: f.services[0]!.id,
            calendar_id: f.calendars[i % 2]!.id,
            start_at: new Date(day + halfHourOffset(Math.floor(i / 2))).toISOString(),
          },
        }),
      ),
    );
    expect(
      results.filter((r) => r.status !== 200).map((r) => JSON.stringify(r.body)),
      'every booking is on a free offered time',
    ).toEqual([]);
    const pending = async () =>
      (
        await t.app.ctx.db
          .select({ id: scheduleEvents.id })
          .from(scheduleEvents)
          .where(and(eq(scheduleEvents.company_id, f.company.id), isNull(scheduleEvents.dispatched_at)))
      ).length;
    await expect.poll(pending, { timeout: 10_000 }).toBe(0);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const written = await t.app.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.company_id, f.company.id), eq(notifications.type, 'new_schedule')));
    expect(written.length % 30, 'one notification per booking for each staff member').toBe(0);
    expect(written.length).toBeGreaterThan(0);
  });
});
