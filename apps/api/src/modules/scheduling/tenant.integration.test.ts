// Every call of the scheduling issue, made with another company's ids: 403/404, never its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';

const SECRET = 'Segredo-B';
const TZ = 'America/Sao_Paulo';
const YEAR = new Date().getUTCFullYear();
const RANGE = `init: "${YEAR - 1}-06-01", end: "${YEAR + 1}-06-01"`;

describe('tenant isolation of the scheduling calls', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  const bIds = { calendar: '', service: '', schedule: '', blocked: '', notification: '' };
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: `Empresa ${SECRET}` });
    const cal = await general(b.api, b.token, b.company.id, 'calendar', {
      title: `Agenda ${SECRET}`,
      color: '#16a34a',
      min_notice_in_minutes: 0,
    });
    bIds.calendar = cal.body.data.id;
    const svc = await general(b.api, b.token, b.company.id, 'service', {
      title: `Serviço ${SECRET}`,
      duration_in_minutes: 30,
      price_type: 'fixed',
      price: 100,
    });
    bIds.service = svc.body.data.id;
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 2);
    const book = await b.api.call('POST', `/client/${b.company.slug}/schedule/book`, {
      token: b.client.token,
      body: { service_id: bIds.service, calendar_id: bIds.calendar, start_at: start.toISOString(), observation: SECRET },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    bIds.schedule = book.body.schedule.id;
    const blk = await general(b.api, b.token, b.company.id, 'blocked_period', {
      calendar_id: bIds.calendar,
      start_at: new Date(start.getTime() + 86_400_000).toISOString(),
      end_at: new Date(start.getTime() + 90_000_000).toISOString(),
      reason: SECRET,
    });
    bIds.blocked = blk.body.data[0].id;
    const notes = await b.api.call('POST', '/user/graphql/query', {
      token: b.token,
      body: { query: `{ user_get_notifications(company_id: "${b.company.id}") { id } }` },
    });
    bIds.notification = notes.body.data.user_get_notifications[0].id;
  });
  afterAll(() => t.close());

  const expectDenied = (res: { status: number; body: unknown }, label: string) => {
    expect([403, 404], `${label}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(JSON.stringify(res.body), label).not.toContain(SECRET);
  };

  it('GraphQL queries with company B (as a user of A): 404, no data', async () => {
    const q = (body: string) => `{ ${body} }`;
    const B = b.company.id;
    const queries = [
      q(`user_get_schedules(${RANGE}, company_id: "${B}") { id client_observation }`),
      q(`user_get_schedules_with_count(${RANGE}, company_id: "${B}") { date schedules_count }`),
      q(`user_get_blocked_periods(${RANGE}, company_id: "${B}") { id reason }`),
      q(`user_get_calendars(company_id: "${B}") { id title }`),
      q(`user_get_services(company_id: "${B}") { id title }`),
      q(`user_get_schedule(company_id: "${B}", id: "${bIds.schedule}") { id }`),
      q(`user_get_notifications(company_id: "${B}") { id body }`),
    ];
    for (const query of queries) {
      const res = await a.api.call('POST', '/user/graphql/query', { token: a.token, body: { query } });
      expectDenied(res, query);
      expect(
        Object.values(res.body.data ?? {}).every((v) => v === null),
        query,
      ).toBe(true);
    }
  });

  it('GraphQL queries of company A naming B calendars or schedules: nothing of B', async () => {
    const A = a.company.id;
    const res = await a.api.call('POST', '/user/graphql/query', {
      token: a.token,
      body: {
        query: `{ s: user_get_schedules(${RANGE}, company_id: "${A}", calendar_ids: ["${bIds.calendar}"], show_canceleds: true) { id }
          c: user_get_schedules_with_count(${RANGE}, company_id: "${A}", calendar_ids: ["${bIds.calendar}"]) { date }
          b: user_get_blocked_periods(${RANGE}, company_id: "${A}", calendar_ids: ["${bIds.calendar}"]) { id }
          one: user_get_schedule(company_id: "${A}", id: "${bIds.schedule}") { id } }`,
      },
    });
    expect(res.body, JSON.stringify(res.body)).toEqual({ data: { s: [], c: [], b: [], one: null } });
  });

  it('REST and general calls of the user: B in the path or B ids under A → 403/404', async () => {
    const A = a.company.id;
    const B = b.company.id;
    const future = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 3).toISOString();
    const calls: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [];
    for (const [entity, id, data] of [
      ['calendar', bIds.calendar, { title: 'x' }],
      ['service', bIds.service, { title: 'x' }],
      ['blocked_period', bIds.blocked, { reason: 'x' }],
      ['schedule', bIds.schedule, { company_observation: 'x' }],
    ] as const) {
      calls.push([`update ${entity} of B via B`, 'POST', `/user/${B}/general/update_or_create`, { entity, id, data }]);
      calls.push([`update ${entity} of B via A`, 'POST', `/user/${A}/general/update_or_create`, { entity, id, data }]);
      calls.push([`delete ${entity} of B via B`, 'DELETE', `/user/${B}/general/delete`, { entity, id }]);
      calls.push([`delete ${entity} of B via A`, 'DELETE', `/user/${A}/general/delete`, { entity, id }]);
    }
    calls.push([
      'company_workdays of B',
      'POST',
      `/user/${B}/general/update_or_create`,
      { entity: 'company_workdays', data: { workdays: [] } },
    ]);
    calls.push([
      'new calendar in B',
      'POST',
      `/user/${B}/general/update_or_create`,
      { entity: 'calendar', data: { title: 'x', color: '#2563eb' } },
    ]);
    calls.push([
      'A calendar with B service',
      'POST',
      `/user/${A}/general/update_or_create`,
      { entity: 'calendar', data: { title: 'x', color: '#2563eb', service_ids: [bIds.service] } },
    ]);
    calls.push([
      'A service on B calendar',
      'POST',
      `/user/${A}/general/update_or_create`,
      { entity: 'service', data: { title: 'x', duration_in_minutes: 30, price_type: 'uninformed', calendar_ids: [bIds.calendar] } },
    ]);
    calls.push([
      'A schedule with B service',
      'POST',
      `/user/${A}/general/update_or_create`,
      { entity: 'schedule', data: { client_id: a.client.id, service_id: bIds.service, calendar_id: null, start_at: future } },
    ]);
    calls.push([
      'A schedule with B client',
      'POST',
      `/user/${A}/general/update_or_create`,
      { entity: 'schedule', data: { client_id: b.client.id, service_id: a.services[0]!.id, calendar_id: null, start_at: future } },
    ]);
    calls.push([
      'A schedule on B calendar',
      'POST',
      `/user/${A}/general/update_or_create`,
      { entity: 'schedule', data: { client_id: a.client.id, service_id: a.services[0]!.id, calendar_id: bIds.calendar, start_at: future } },
    ]);
    calls.push([
      'A block on B calendar',
      'POST',
      `/user/${A}/general/update_or_create`,
      {
        entity: 'blocked_period',
        data: { calendar_id: bIds.calendar, start_at: future, end_at: new Date(Date.parse(future) + 3_600_000).toISOString() },
      },
    ]);
    const block = { calendar_id: null, start_at: future, end_at: new Date(Date.parse(future) + 3_600_000).toISOString() };
    calls.push([
      'batch on B',
      'POST',
      `/user/${B}/schedule/cancel_schedules_batch`,
      { blocked_period: block, schedules_ids_to_cancel: [] },
    ]);
    calls.push([
      'batch on A canceling B',
      'POST',
      `/user/${A}/schedule/cancel_schedules_batch`,
      { blocked_period: block, schedules_ids_to_cancel: [bIds.schedule] },
    ]);
    calls.push([
      'slots of B',
      'GET',
      `/user/${B}/schedule/available_slots?service_id=${bIds.service}&from=${future}&to=${new Date(Date.parse(future) + 86_400_000).toISOString()}`,
    ]);
    calls.push([
      'slots of B service via A',
      'GET',
      `/user/${A}/schedule/available_slots?service_id=${bIds.service}&from=${future}&to=${new Date(Date.parse(future) + 86_400_000).toISOString()}`,
    ]);
    calls.push([
      'slots of B calendar via A',
      'GET',
      `/user/${A}/schedule/available_slots?service_id=${a.services[0]!.id}&calendar_id=${bIds.calendar}&from=${future}&to=${new Date(Date.parse(future) + 86_400_000).toISOString()}`,
    ]);
    for (const action of ['status', 'cancel', 'reschedule']) {
      const body = action === 'status' ? { status: 'confirmed' } : action === 'reschedule' ? { start_at: future } : {};
      calls.push([`${action} B schedule via B`, 'POST', `/user/${B}/schedule/${bIds.schedule}/${action}`, body]);
      calls.push([`${action} B schedule via A`, 'POST', `/user/${A}/schedule/${bIds.schedule}/${action}`, body]);
    }
    calls.push(['conflicts of B', 'GET', `/user/${B}/blocked_period/conflicts?start_at=${future}&end_at=${future}`]);
    calls.push([
      'conflicts of B calendar via A',
      'GET',
      `/user/${A}/blocked_period/conflicts?calendar_id=${bIds.calendar}&start_at=${future}&end_at=${new Date(Date.parse(future) + 1000).toISOString()}`,
    ]);
    calls.push(['read B notifications', 'POST', `/user/${B}/notification/read`, { all: true }]);
    for (const [label, method, url, body] of calls) expectDenied(await a.api.call(method, url, { token: a.token, body }), label);

    const readViaA = await a.api.call('POST', `/user/${A}/notification/read`, { token: a.token, body: { ids: [bIds.notification] } });
    expect(readViaA.body.updated).toBe(0);
    // B's data is untouched.
    const check = await b.api.call('POST', '/user/graphql/query', {
      token: b.token,
      body: {
        query: `{ user_get_schedule(company_id: "${b.company.id}", id: "${bIds.schedule}") { status company_observation } user_get_notifications(company_id: "${b.company.id}") { read_at } }`,
      },
    });
    expect(check.body.data.user_get_schedule).toEqual({ status: 'scheduled', company_observation: null });
    expect(check.body.data.user_get_notifications[0].read_at).toBeNull();
  });

  it('client and public calls: A client on B paths → 403; B ids on A paths → 404', async () => {
    const future = nextWeekdayAt(t.clock.now(), TZ, 4, '11:00', 3).toISOString();
    const tok = a.client.token;
    const calls: [string, 'GET' | 'POST', string, unknown?, string?][] = [
      [
        'book in B',
        'POST',
        `/client/${b.company.slug}/schedule/book`,
        { service_id: bIds.service, calendar_id: null, start_at: future },
        tok,
      ],
      ['cancel in B', 'POST', `/client/${b.company.slug}/schedule/${bIds.schedule}/cancel`, {}, tok],
      ['confirm in B', 'POST', `/client/${b.company.slug}/schedule/${bIds.schedule}/confirm`, {}, tok],
      ['upcoming in B', 'GET', `/client/${b.company.slug}/schedule/upcoming`, undefined, tok],
      ['history in B', 'GET', `/client/${b.company.slug}/schedule/history`, undefined, tok],
      ['cancel B schedule via A', 'POST', `/client/${a.company.slug}/schedule/${bIds.schedule}/cancel`, {}, tok],
      ['confirm B schedule via A', 'POST', `/client/${a.company.slug}/schedule/${bIds.schedule}/confirm`, {}, tok],
      [
        'book B service via A',
        'POST',
        `/client/${a.company.slug}/schedule/book`,
        { service_id: bIds.service, calendar_id: null, start_at: future },
        tok,
      ],
      [
        'book on B calendar via A',
        'POST',
        `/client/${a.company.slug}/schedule/book`,
        { service_id: a.services[0]!.id, calendar_id: bIds.calendar, start_at: future },
        tok,
      ],
      [
        'days of B service via A',
        'GET',
        `/client/${a.company.slug}/public/available_days?service_id=${bIds.service}&month=${future.slice(0, 7)}`,
      ],
      [
        'slots of B service via A',
        'GET',
        `/client/${a.company.slug}/public/available_slots?service_id=${bIds.service}&date=${future.slice(0, 10)}`,
      ],
      [
        'slots of B calendar via A',
        'GET',
        `/client/${a.company.slug}/public/available_slots?service_id=${a.services[0]!.id}&calendar_id=${bIds.calendar}&date=${future.slice(0, 10)}`,
      ],
      ['user token on client call', 'GET', `/client/${b.company.slug}/schedule/upcoming`, undefined, b.token],
    ];
    for (const [label, method, url, body, token] of calls) {
      const res = await a.api.call(method, url, { token, body });
      if (label === 'user token on client call') {
        expect(res.status).toBe(401);
        continue;
      }
      expectDenied(res, label);
    }
    const mine = await a.api.call('GET', `/client/${a.company.slug}/schedule/history`, { token: tok });
    expect(JSON.stringify(mine.body)).not.toContain(SECRET);
  });
});
