// "No double booking" under load, through HTTP, on PGlite and (CI) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_PERIOD_CONFLICT_MESSAGE, SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { expectBookingWaitsForTimeHolder } from './time-holder.test-support.js';
import { bookSchedule } from './service.js';
import { buildFixture, general, nextWeekdayAt, signUpClient, type TFixture, withoutClientCap } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
type TRes = { status: number; body: Record<string, any> };

function tally(results: TRes[]) {
  const ok = results.filter((r) => r.status === 200);
  const conflicts = results.filter((r) => r.status === 409);
  const other = results.filter((r) => r.status !== 200 && r.status !== 409);
  return { ok, conflicts, other };
}

describe('concurrent bookings of the same time', () => {
  let t: TTestApp;
  let f: TFixture;
  let clients: { token: string; id: string }[];
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { calendars: 2 });
    clients = [f.client, ...(await Promise.all([1, 2, 3, 4].map((i) => signUpClient(f.api, f.company.slug, `Cliente ${i}`))))];
    // Races, not the per-client cap, are under test here: one client may win every round.
    await withoutClientCap(f);
  });
  afterAll(() => t.close());

  it('100 simultaneous HTTP bookings of one slot: exactly one 200, 99 × 409 with the message', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '10:00', 3).toISOString();
    const deadlocksBefore = t.app.ctx.database.counters.deadlockRetries;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
          token: clients[i % clients.length]!.token,
          body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start },
        }),
      ),
    );
    const { ok, conflicts, other } = tally(results);
    expect(other.map((r) => `${r.status} ${r.body.message}`)).toEqual([]);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(99);
    expect(new Set(conflicts.map((r) => r.body.message))).toEqual(new Set([SCHEDULE_CONFLICT_MESSAGE]));
    // One professional: the locks and the insert are one statement; the locks still make them queue.
    expect(t.app.ctx.database.counters.deadlockRetries - deadlocksBefore).toBe(0);
    const day = start.slice(0, 10);
    const agenda = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_schedules(init: "${day}T00:00:00Z", end: "${day}T23:59:59Z", company_id: "${f.company.id}") { id } }` },
    });
    expect(agenda.body.data.user_get_schedules).toHaveLength(1);
  });

  // The one-professional booking folds its calendar-time locks into its insert statement: it must still
  // wait for a writer that holds that time, not slip past it.
  it.skipIf(!process.env.DATABASE_URL)('a one-professional booking waits for a writer holding its time (PostgreSQL only)', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '11:00', 10);
    await expectBookingWaitsForTimeHolder(t, { calendarId: f.calendars[1]!.id, start }, () =>
      f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
        token: clients[1]!.token,
        body: { service_id: f.services[0]!.id, calendar_id: f.calendars[1]!.id, start_at: start.toISOString() },
      }),
    );
  });

  it('staff, public page, recurrence, secretary and reschedule racing for overlapping times: one wins, the rest get the 409 message', async () => {
    for (let round = 0; round < 4; round++) {
      const calendarId = f.calendars[round % 2]!.id;
      const start = nextWeekdayAt(t.clock.now(), TZ, 3 + (round % 3), '15:00', 7 + round * 7);
      const at = (min: number) => new Date(start.getTime() + min * 60_000).toISOString();
      // A schedule elsewhere that will be moved onto the contested time.
      const mover = await general(f.api, f.token, f.company.id, 'schedule', {
        client_id: clients[4]!.id,
        service_id: f.services[0]!.id,
        calendar_id: calendarId,
        start_at: at(-240),
      });
      expect(mover.status, JSON.stringify(mover.body)).toBe(200);
      const attempts: Promise<TRes>[] = [
        general(f.api, f.token, f.company.id, 'schedule', {
          client_id: clients[0]!.id,
          service_id: f.services[1]!.id,
          calendar_id: calendarId,
          start_at: at(-15),
        }),
        f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
          token: clients[1]!.token,
          body: { service_id: f.services[0]!.id, calendar_id: calendarId, start_at: at(0) },
        }),
        general(f.api, f.token, f.company.id, 'schedule', {
          client_id: clients[2]!.id,
          service_id: f.services[0]!.id,
          calendar_id: calendarId,
          start_at: at(0),
          recurrence_type: 'weekly',
          recurrence_count: 3,
        }),
        f.api.call('POST', `/user/${f.company.id}/schedule/${mover.body.data.id}/reschedule`, {
          token: f.token,
          body: { start_at: at(10) },
        }),
        bookSchedule(t.app.ctx, {
          companyId: f.company.id,
          actor: { kind: 'assistant', id: null },
          clientId: clients[3]!.id,
          serviceId: f.services[0]!.id,
          calendarId,
          startAt: new Date(at(0)),
          interface: 'ASSISTANT_CLIENT',
        }).then(
          (s) => ({ status: 200, body: { schedule: s } }),
          (e: { status?: number; message: string }) => ({ status: e.status ?? 500, body: { message: e.message } }),
        ),
      ];
      const { ok, conflicts, other } = tally(await Promise.all(attempts));
      expect(other.map((r) => `${r.status} ${r.body.message}`)).toEqual([]);
      expect(ok).toHaveLength(1);
      expect(conflicts.map((r) => r.body.message)).toEqual(Array(attempts.length - 1).fill(SCHEDULE_CONFLICT_MESSAGE));
    }
  });

  it('a blocked period racing bookings: either the period or one booking wins, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const start = nextWeekdayAt(t.clock.now(), TZ, 6, '09:00', 40 + round * 7);
      const attempts = await Promise.all([
        general(f.api, f.token, f.company.id, 'blocked_period', {
          calendar_id: null,
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 3_600_000).toISOString(),
          reason: 'Reunião',
        }),
        ...clients.slice(0, 3).map((c) =>
          f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
            token: c.token,
            body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: start.toISOString() },
          }),
        ),
      ]);
      const [block, ...bookings] = attempts;
      const booked = bookings.filter((b) => b.status === 200);
      expect(
        bookings
          .filter((b) => !(b.status === 200 || (b.status === 409 && b.body.message === SCHEDULE_CONFLICT_MESSAGE)))
          .map((b) => `${b.status} ${b.body.message}`),
      ).toEqual([]);
      if (block!.status === 200) expect(booked).toHaveLength(0);
      else {
        expect(block!.status).toBe(409);
        expect(block!.body.message).toBe(BLOCKED_PERIOD_CONFLICT_MESSAGE);
        expect(booked).toHaveLength(1);
      }
    }
  });
});
