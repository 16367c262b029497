import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_PERIOD_CONFLICT_MESSAGE, SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const H = 3_600_000;

describe('blocked periods', () => {
  let t: TTestApp;
  let f: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app);
  });
  afterAll(() => t.close());

  const book = (start: Date, calendarId: string) =>
    general(f.api, f.token, f.company.id, 'schedule', {
      client_id: f.client.id,
      service_id: f.services[0]!.id,
      calendar_id: calendarId,
      start_at: start.toISOString(),
    });
  const block = (data: Record<string, unknown>, id?: string) => general(f.api, f.token, f.company.id, 'blocked_period', data, id);

  it('refuses a period over a schedule (409 listing it), then cancels it with is_cancel_schedules', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '09:00', 2);
    const s = await book(start, f.calendars[0]!.id);
    expect(s.status).toBe(200);
    const period = {
      calendar_id: f.calendars[0]!.id,
      start_at: new Date(start.getTime() - H).toISOString(),
      end_at: new Date(start.getTime() + 2 * H).toISOString(),
      reason: 'Médico',
    };
    const conflicts = await f.api.call(
      'GET',
      `/user/${f.company.id}/blocked_period/conflicts?calendar_id=${f.calendars[0]!.id}&start_at=${period.start_at}&end_at=${period.end_at}`,
      { token: f.token },
    );
    expect(conflicts.body.schedules.map((x: { id: string }) => x.id)).toEqual([s.body.data.id]);
    const refused = await block(period);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BLOCKED_PERIOD_CONFLICT_MESSAGE);
    expect(refused.body.errors).toEqual([{ path: 'schedules_ids_to_cancel', message: s.body.data.id }]);
    const ok = await block({ ...period, is_cancel_schedules: true, message_to_canceled_schedules: 'O profissional não poderá atender.' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toHaveLength(1);
    const after = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_schedule(company_id: "${f.company.id}", id: "${s.body.data.id}") { status canceled_reason } }` },
    });
    expect(after.body.data.user_get_schedule).toEqual({ status: 'canceled', canceled_reason: 'O profissional não poderá atender.' });
    // Nothing can be booked inside it now; the other calendar is free.
    const inside = await book(new Date(start.getTime() + 30 * 60_000), f.calendars[0]!.id);
    expect(inside.status).toBe(409);
    expect(inside.body.message).toBe(SCHEDULE_CONFLICT_MESSAGE);
    expect((await book(start, f.calendars[1]!.id)).status).toBe(200);
  });

  it('cancel_schedules_batch creates the period for all calendars and cancels the chosen schedules atomically', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '14:00', 2);
    const s1 = await book(start, f.calendars[0]!.id);
    const s2 = await book(start, f.calendars[1]!.id);
    const period = {
      calendar_id: null,
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + H).toISOString(),
      reason: 'Feriado',
    };
    const partial = await f.api.call('POST', `/user/${f.company.id}/schedule/cancel_schedules_batch`, {
      token: f.token,
      body: { blocked_period: period, schedules_ids_to_cancel: [s1.body.data.id] },
    });
    expect(partial.status).toBe(409);
    // All or nothing: s1 is still scheduled.
    const still = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_schedule(company_id: "${f.company.id}", id: "${s1.body.data.id}") { status } }` },
    });
    expect(still.body.data.user_get_schedule.status).toBe('scheduled');
    const batch = await f.api.call('POST', `/user/${f.company.id}/schedule/cancel_schedules_batch`, {
      token: f.token,
      body: { blocked_period: period, schedules_ids_to_cancel: [s1.body.data.id, s2.body.data.id] },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body.blocked_periods).toHaveLength(2);
    expect(new Set(batch.body.blocked_periods.map((b: { group_id: string }) => b.group_id)).size).toBe(1);
    const day = start.toISOString().slice(0, 10);
    const listed = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: {
        query: `{ user_get_blocked_periods(init: "${day}", end: "${day}", company_id: "${f.company.id}") { id reason calendar_id } }`,
      },
    });
    expect(listed.body.data.user_get_blocked_periods.filter((b: { reason: string }) => b.reason === 'Feriado')).toHaveLength(2);
    // Deleting with scope 'group' removes both rows; the time is free again.
    const del = await f.api.call('DELETE', `/user/${f.company.id}/general/delete`, {
      token: f.token,
      body: { entity: 'blocked_period', id: batch.body.blocked_periods[0].id, data: { scope: 'group' } },
    });
    expect(del.status).toBe(200);
    expect((await book(start, f.calendars[0]!.id)).status).toBe(200);
  });

  it('overlapping blocked periods are fine; moving one over a schedule is refused', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '08:00', 2);
    const a = await block({
      calendar_id: f.calendars[0]!.id,
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 2 * H).toISOString(),
    });
    const b = await block({
      calendar_id: f.calendars[0]!.id,
      start_at: new Date(start.getTime() + H).toISOString(),
      end_at: new Date(start.getTime() + 3 * H).toISOString(),
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const s = await book(new Date(start.getTime() + 4 * H), f.calendars[0]!.id);
    expect(s.status).toBe(200);
    const move = await block({ end_at: new Date(start.getTime() + 5 * H).toISOString() }, b.body.data[0].id);
    expect(move.status).toBe(409);
    const shrink = await block({ end_at: new Date(start.getTime() + 90 * 60_000).toISOString(), reason: 'Curso' }, b.body.data[0].id);
    expect(shrink.status, JSON.stringify(shrink.body)).toBe(200);
    expect(shrink.body.data).toMatchObject({ reason: 'Curso', end_at: new Date(start.getTime() + 90 * 60_000).toISOString() });
  });

  it('the public page does not offer blocked times', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 5, '10:00', 2);
    await block({ calendar_id: null, start_at: start.toISOString(), end_at: new Date(start.getTime() + H).toISOString() });
    const date = new Date(start.getTime() - 3 * H).toISOString().slice(0, 10);
    const slots = await f.api.call('GET', `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&date=${date}`);
    const times = slots.body.slots.map((s: { time: string }) => s.time);
    expect(times).toContain('09:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
  });
});
