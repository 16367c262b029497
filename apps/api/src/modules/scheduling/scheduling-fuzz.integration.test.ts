// Fuzz: malformed and hostile input to every scheduling call never gets a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from './test-fixtures.js';

const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; path: string }[] = [
  { method: 'POST', path: '/user/{company}/general/update_or_create' },
  { method: 'DELETE', path: '/user/{company}/general/delete' },
  { method: 'POST', path: '/user/{company}/schedule/cancel_schedules_batch' },
  { method: 'GET', path: '/user/{company}/schedule/available_slots' },
  { method: 'POST', path: '/user/{company}/schedule/{id}/status' },
  { method: 'POST', path: '/user/{company}/schedule/{id}/cancel' },
  { method: 'POST', path: '/user/{company}/schedule/{id}/reschedule' },
  { method: 'GET', path: '/user/{company}/blocked_period/conflicts' },
  { method: 'POST', path: '/user/{company}/notification/read' },
  { method: 'POST', path: '/user/graphql/query' },
  { method: 'GET', path: '/client/{company}/public/company' },
  { method: 'GET', path: '/client/{company}/public/available_days' },
  { method: 'GET', path: '/client/{company}/public/available_slots' },
  { method: 'POST', path: '/client/{company}/schedule/book' },
  { method: 'POST', path: '/client/{company}/schedule/{id}/cancel' },
  { method: 'POST', path: '/client/{company}/schedule/{id}/confirm' },
  { method: 'GET', path: '/client/{company}/schedule/upcoming' },
  { method: 'GET', path: '/client/{company}/schedule/history' },
];

describe('fuzz: scheduling calls never answer 500', () => {
  let t: TTestApp;
  let f: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app);
  });
  afterAll(() => t.close());

  it('answers every route below 500, without stack traces', async () => {
    const ids = () =>
      fc.oneof(
        fc.constantFrom(f.services[0]!.id, f.calendars[0]!.id, f.client.id, f.company.id),
        fc.uuid(),
        fc.string({ maxLength: 40 }),
        fc.integer(),
        fc.constant(null),
      );
    const instant = fc.oneof(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2300-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(
        '2026-13-40T99:99:99Z',
        '2026-12-01T10:00:00',
        'agora',
        '',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        '2026-12-01T10:00:00-03:00',
      ),
      fc.string({ maxLength: 30 }),
      fc.integer(),
    );
    const dateLike = fc.oneof(
      fc.constantFrom('2026-12-01', '2026-02-30', '2027-13', '2026-12', '1900-01-01', '2999-12-31', ''),
      fc.string({ maxLength: 12 }),
      instant,
    );
    const workdays = fc.array(
      fc.record(
        {
          dow: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.string()),
          is_available: fc.oneof(fc.boolean(), fc.string()),
          work_hours: fc.array(
            fc.record({
              start: fc.oneof(fc.constantFrom('08:00', '24:00', '12:60'), fc.string({ maxLength: 6 })),
              end: fc.oneof(fc.constantFrom('18:00', '00:00'), fc.string({ maxLength: 6 })),
            }),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 8 },
    );
    const data = fc.record(
      {
        title: fc.oneof(fc.string({ maxLength: 100 }), fc.integer()),
        color: fc.oneof(fc.constantFrom('#2563eb', 'red'), fc.string({ maxLength: 9 })),
        workdays,
        service_ids: fc.array(ids(), { maxLength: 3 }),
        calendar_ids: fc.array(ids(), { maxLength: 3 }),
        user_ids: fc.array(ids(), { maxLength: 3 }),
        duration_in_minutes: fc.oneof(fc.integer({ min: -10, max: 3000 }), fc.double(), fc.string()),
        price_type: fc.oneof(fc.constantFrom('uninformed', 'fixed', 'range'), fc.string({ maxLength: 8 })),
        price: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
        price_max: fc.oneof(fc.integer(), fc.constant(null)),
        slots_increment_in_minutes: fc.oneof(fc.constantFrom(10, 30, 7), fc.integer()),
        client_id: ids(),
        service_id: ids(),
        calendar_id: ids(),
        start_at: instant,
        end_at: instant,
        status: fc.oneof(fc.constantFrom('scheduled', 'confirmed', 'canceled', 'confirmed_not_attended'), fc.string({ maxLength: 10 })),
        recurrence_type: fc.oneof(fc.constantFrom('no_recurrence', 'weekly', 'monthly'), fc.string({ maxLength: 8 })),
        recurrence_count: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.string()),
        scope: fc.oneof(fc.constantFrom('this', 'following', 'group'), fc.string({ maxLength: 8 })),
        is_cancel_schedules: fc.oneof(fc.boolean(), fc.string()),
        client: fc.record(
          { name: fc.string({ maxLength: 30 }), phone: fc.oneof(fc.constant('+5511988887777'), fc.string({ maxLength: 20 })) },
          { requiredKeys: [] },
        ),
        apply_to_calendars: fc.oneof(fc.boolean(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      data,
      fc.record(
        {
          entity: fc.oneof(
            fc.constantFrom('calendar', 'service', 'blocked_period', 'schedule', 'company_workdays', 'user'),
            fc.string({ maxLength: 12 }),
          ),
          id: fc.oneof(ids(), fc.constant(undefined)),
          data: fc.oneof(data, fc.jsonValue({ maxDepth: 2 })),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        { blocked_period: data, schedules_ids_to_cancel: fc.oneof(fc.array(ids(), { maxLength: 3 }), fc.string()) },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          ids: fc.oneof(fc.array(ids(), { maxLength: 3 }), fc.string()),
          all: fc.oneof(fc.boolean(), fc.string()),
          reason: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        { service_id: ids(), calendar_id: ids(), start_at: instant, observation: fc.oneof(fc.string({ maxLength: 3000 }), fc.integer()) },
        { requiredKeys: [] },
      ),
      fc
        .tuple(
          fc.constantFrom(
            'user_get_schedules',
            'user_get_schedules_with_count',
            'user_get_blocked_periods',
            'user_get_calendars',
            'user_get_services',
            'user_get_schedule',
            'user_get_notifications',
          ),
          dateLike,
          dateLike,
          fc.oneof(
            fc.constant(f.company.id),
            fc.uuid(),
            fc.string({ maxLength: 10 }).map((s) => s.replace(/["\\]/g, '')),
          ),
          fc.array(
            fc.oneof(
              fc.uuid(),
              fc.string({ maxLength: 8 }).map((s) => s.replace(/["\\]/g, '')),
            ),
            { maxLength: 2 },
          ),
        )
        .map(([q, init, end, company, cals]) => {
          const clean = (v: unknown) => String(v).replace(/["\\\n]/g, '');
          const args =
            q === 'user_get_calendars' || q === 'user_get_services' || q === 'user_get_notifications'
              ? `company_id: "${clean(company)}"`
              : q === 'user_get_schedule'
                ? `company_id: "${clean(company)}", id: "${clean(cals[0] ?? init)}"`
                : `init: "${clean(init)}", end: "${clean(end)}", company_id: "${clean(company)}", calendar_ids: [${cals.map((c) => `"${clean(c)}"`).join(',')}]`;
          return { query: `{ ${q}(${args}) { __typename } }` };
        }),
    );
    const query = fc.record(
      {
        service_id: ids(),
        calendar_id: ids(),
        from: instant,
        to: instant,
        month: dateLike,
        date: dateLike,
        limit: fc.oneof(fc.integer(), fc.string()),
        start_at: instant,
        end_at: instant,
        exclude_schedule_id: ids(),
      },
      { requiredKeys: [] },
    );
    const segment = fc.oneof(
      fc.constant(f.company.id),
      fc.constant(f.company.slug),
      fc.uuid(),
      fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s) || 'x'),
      fc.constant('barbearia-demo'),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        fc.oneof(ids(), fc.constant('%')),
        body,
        query,
        fc.constantFrom('user', 'client', 'none', 'garbage'),
        async (route, company, id, payload, q, auth) => {
          const path = route.path.replace('{company}', company).replace('{id}', encodeURIComponent(String(id)));
          const qs = Object.entries(q)
            .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
            .join('&');
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (auth === 'user') headers.authorization = `Bearer ${f.token}`;
          if (auth === 'client') headers.authorization = `Bearer ${f.client.token}`;
          if (auth === 'garbage') headers.authorization = 'Bearer xxxxxxxxxxxxxxxx';
          const res = await t.app.inject({
            method: route.method,
            url: `${path}?${qs}`,
            headers,
            payload: route.method === 'GET' ? undefined : JSON.stringify(payload),
          });
          if (res.statusCode >= 500)
            throw new Error(`${route.method} ${path}?${qs} ${JSON.stringify(payload)} → ${res.statusCode}: ${res.body}`);
          expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
          // Our resolvers turn every bad argument into a 4xx message, never the hidden "internal error".
          const ours =
            typeof payload === 'object' && payload !== null && String((payload as { query?: unknown }).query ?? '').includes('user_get_');
          if (route.path === '/user/graphql/query' && ours) expect(res.body, JSON.stringify(payload)).not.toContain('Erro interno');
        },
      ),
      { numRuns: 700 },
    );
  });
});
