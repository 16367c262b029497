// The agenda's drag-to-move and resize (issue 16) go through POST …/reschedule like the drawer: another
// time, another professional, a new length; the database still refuses an overlap (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('moving and resizing from the agenda', () => {
  let t: TTestApp;
  let f: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { calendars: 2 });
  });
  afterAll(() => t.close());

  async function book(calendar: number, start: Date) {
    const res = await general(f.api, f.token, f.company.id, 'schedule', {
      client_id: f.client.id,
      service_id: f.services[0]!.id,
      calendar_id: f.calendars[calendar]!.id,
      start_at: start.toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  }
  const reschedule = (id: string, body: Record<string, unknown>) =>
    f.api.call('POST', `/user/${f.company.id}/schedule/${id}/reschedule`, { token: f.token, body: { scope: 'this', ...body } });
  const at = (base: Date, min: number) => new Date(base.getTime() + min * 60_000);

  it('moves to another professional and time, then stretches the length; an overlap is a 409 and changes nothing', async () => {
    const day = nextWeekdayAt(t.clock.now(), TZ, 3, '09:00', 2);
    const moving = await book(0, day);
    const other = await book(1, at(day, 120));

    const moved = await reschedule(moving, { start_at: at(day, 60).toISOString(), calendar_id: f.calendars[1]!.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.schedule).toMatchObject({ calendar_id: f.calendars[1]!.id, start_at: at(day, 60).toISOString() });
    expect(moved.body.schedule.end_at).toBe(at(day, 90).toISOString());

    const longer = await reschedule(moving, { start_at: at(day, 60).toISOString(), duration_in_minutes: 60 });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body.schedule).toMatchObject({ end_at: at(day, 120).toISOString(), duration_in_minutes: 60 });

    // Stretching into the next appointment of that professional: refused, nothing changed.
    const clash = await reschedule(moving, { start_at: at(day, 60).toISOString(), duration_in_minutes: 90 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SCHEDULE_CONFLICT_MESSAGE);
    const onto = await reschedule(other, { start_at: at(day, 75).toISOString() });
    expect(onto.status).toBe(409);
    const agenda = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_schedule(company_id: "${f.company.id}", id: "${moving}") { end_at duration_in_minutes } }` },
    });
    expect(agenda.body.data.user_get_schedule).toEqual({ end_at: at(day, 120).toISOString(), duration_in_minutes: 60 });
  });

  it('refuses a length outside 5 minutes to 12 hours with a Portuguese message', async () => {
    const day = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 2);
    const id = await book(0, day);
    const res = await reschedule(id, { start_at: day.toISOString(), duration_in_minutes: 2 });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('A duração mínima é de 5 minutos.');
  });
});
