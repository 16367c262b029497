// The agenda read serialised by PostgreSQL (repo-agenda.ts) gives what the row-by-row DTO gives
// (user_get_schedule goes through scheduleDto), and only the fields the query selects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const EVERY_FIELD = `id company_id calendar_id service_id client_id status interface recurrence_type recurrence_key
  display_name schedule_at start_at end_at duration_in_minutes client_observation company_observation price
  is_notify_sent notify_at canceled_at canceled_reason canceled_interface client_confirmed_at confirmed_interface
  created_by_kind created_by_id created_at updated_at
  service { id title duration_in_minutes price_type price price_max formatted_price }
  client { id name phone } calendar { id title color }`;

describe('agenda read', () => {
  let t: TTestApp;
  let a: TFixture;
  let range: string;
  const query = async (q: string) => {
    const res = await a.api.call('POST', '/user/graphql/query', { token: a.token, body: { query: q } });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { calendars: 2 });
    const first = nextWeekdayAt(t.clock.now(), TZ, 3, '09:00', 2);
    const made: string[] = [];
    for (const [i, hhmm] of ['09:00', '10:00', '11:00', '14:30'].entries()) {
      const res = await general(a.api, a.token, a.company.id, 'schedule', {
        client_id: a.client.id,
        service_id: a.services[i % 2]!.id,
        calendar_id: a.calendars[i % 2]!.id,
        start_at: nextWeekdayAt(first, TZ, 3, hhmm, 0).toISOString(),
        company_observation: i === 1 ? 'Trazer "referência" \\ foto' : null,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made.push(res.body.data.id);
    }
    const cancel = await a.api.call('POST', `/user/${a.company.id}/schedule/${made[2]}/cancel`, { token: a.token, body: {} });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const day = first.toISOString().slice(0, 10);
    range = `init: "${day}", end: "${day}", company_id: "${a.company.id}"`;
  });
  afterAll(() => t.close());

  it('every field, canceled included, is byte for byte what the one-schedule read gives', async () => {
    const list = (await query(`{ user_get_schedules(${range}, show_canceleds: true) { ${EVERY_FIELD} } }`)).user_get_schedules;
    expect(list).toHaveLength(4);
    expect(list.map((s: { status: string }) => s.status).sort()).toEqual(['canceled', 'scheduled', 'scheduled', 'scheduled']);
    for (const s of list) {
      const one = (await query(`{ user_get_schedule(company_id: "${a.company.id}", id: "${s.id}") { ${EVERY_FIELD} } }`)).user_get_schedule;
      expect(JSON.stringify(s)).toBe(JSON.stringify(one));
    }
    const starts = list.map((s: { start_at: string }) => s.start_at);
    expect([...starts].sort()).toEqual(starts);
    expect(list[1].service.formatted_price).toMatch(/R\$/);
  });

  it('answers only the selected fields, through fragments too, and hides canceled ones by default', async () => {
    const data = await query(`{ user_get_schedules(${range}) { ...F ... on Schedule { calendar { title } } } }
      fragment F on Schedule { start_at client { name } }`);
    expect(data.user_get_schedules).toHaveLength(3);
    for (const s of data.user_get_schedules) expect(Object.keys(s)).toEqual(['start_at', 'client', 'calendar']);
    // The first of the day is the 09:00 on the first calendar, for the fixture's client.
    expect(data.user_get_schedules[0].client.name).toBe('Cliente Teste');
    expect(data.user_get_schedules[0].calendar.title).toBe(a.calendars[0]!.title);
  });
});
