// An operation member works only on the calendars listed in their calendar_ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const YEAR = new Date().getUTCFullYear();
const RANGE = `init: "${YEAR - 1}-06-01", end: "${YEAR + 1}-06-01"`;

describe('calendar scope of an operation member', () => {
  let t: TTestApp;
  let a: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { name: 'Empresa A' });
  });
  afterAll(() => t.close());

  it('an operation member sees and changes only the calendars in their calendar_ids', async () => {
    // Make the B client's booking visible only to an operation member who holds the other calendar.
    const phone = '+5511955550077';
    const staffToken = await a.api.signUp({ name: 'Operador', email: 'op@example.com', phone });
    const me = await a.api.loggedUser(staffToken);
    const userId = me.body.data.loggedUser.id as string;
    // Add the member straight in the table (the members screen belongs to another issue).
    const { companyUsers } = await import('../../db/schema/index.js');
    await t.app.ctx.db
      .insert(companyUsers)
      .values({ company_id: a.company.id, user_id: userId, role: 'operation', calendar_ids: [a.calendars[1]!.id] });
    const start = nextWeekdayAt(t.clock.now(), TZ, 5, '10:00', 2);
    const onFirst = await general(a.api, a.token, a.company.id, 'schedule', {
      client_id: a.client.id,
      service_id: a.services[0]!.id,
      calendar_id: a.calendars[0]!.id,
      start_at: start.toISOString(),
    });
    const res = await a.api.call('POST', '/user/graphql/query', {
      token: staffToken,
      body: {
        query: `{ user_get_calendars(company_id: "${a.company.id}") { id } user_get_schedules(${RANGE}, company_id: "${a.company.id}") { calendar_id } }`,
      },
    });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    expect(res.body.data.user_get_calendars.map((c: { id: string }) => c.id)).toEqual([a.calendars[1]!.id]);
    expect(res.body.data.user_get_schedules.every((s: { calendar_id: string }) => s.calendar_id === a.calendars[1]!.id)).toBe(true);
    const cancel = await a.api.call('POST', `/user/${a.company.id}/schedule/${onFirst.body.data.id}/cancel`, {
      token: staffToken,
      body: {},
    });
    expect(cancel.status).toBe(404);
    const book = await general(a.api, staffToken, a.company.id, 'schedule', {
      client_id: a.client.id,
      service_id: a.services[0]!.id,
      calendar_id: a.calendars[0]!.id,
      start_at: start.toISOString(),
    });
    expect(book.status).toBe(404);
    const editCalendar = await general(a.api, staffToken, a.company.id, 'calendar', { title: 'x' }, a.calendars[1]!.id);
    expect(editCalendar.status).toBe(403);
  });
});
