// The booking page's free times are cached per company (availability-cache.ts), and never outlive a
// change: a booking, a cancel, new hours or a blocked period show at once — in this process and, through
// Redis, in another API process on the same database. A write that bypasses every service (a bulk insert)
// shows once the short lifetime ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import type { TDatabase } from '../../db/client.js';
import { insertSchedules } from './repo-schedules.js';
import { buildFixture, nextWeekdayAt, signUpClient, type TFixture } from './test-fixtures.js';
import { localDateKey } from './tz.js';

const TZ = 'America/Sao_Paulo';
const times = (res: { body: Record<string, any> }) => (res.body.slots as Array<{ time: string }>).map((s) => s.time);

describe('cached free times of the booking page', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;
  let tuesday10: Date;
  let date: string;
  const slots = (fx = f) =>
    fx.api.call('GET', `/client/${fx.company.slug}/public/available_slots?service_id=${fx.services[0]!.id}&date=${date}`);

  beforeAll(async () => {
    t = await startTestApp({ AVAILABILITY_CACHE_MS: '10000' });
    f = await buildFixture(t.app, { calendars: 1 });
    tuesday10 = nextWeekdayAt(t.clock.now(), TZ, 2, '10:00', 2);
    date = localDateKey(TZ, tuesday10.getTime());
  });
  afterAll(() => t.close());

  it('drops a booked time and a canceled one back at once', async () => {
    expect(times(await slots())).toContain('10:00');
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: tuesday10.toISOString() },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    expect(times(await slots())).not.toContain('10:00');
    const cancel = await f.api.call('POST', `/client/${f.company.slug}/schedule/${book.body.schedule.id}/cancel`, {
      token: f.client.token,
      body: {},
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(times(await slots())).toContain('10:00');
  });

  it('shows a blocked period the owner adds at once', async () => {
    const block = await f.api.call('POST', `/user/${f.company.id}/general/update_or_create`, {
      token: f.token,
      body: {
        entity: 'blocked_period',
        id: null,
        data: {
          calendar_id: f.calendars[0]!.id,
          start_at: tuesday10.toISOString(),
          end_at: new Date(tuesday10.getTime() + 3_600_000).toISOString(),
          title: 'Dentista',
        },
      },
    });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect(times(await slots())).not.toContain('10:00');
    expect(times(await slots())).not.toContain('10:30');
  });

  it('keeps an answer for its short lifetime when nothing announced a change', async () => {
    const before = times(await slots());
    expect(before).toContain('15:00');
    // Straight into the table: no service ran, so nothing dropped the cached day.
    const client = await signUpClient(f.api, f.company.slug, 'Direto');
    const start = new Date(tuesday10.getTime() + 5 * 3_600_000);
    await insertSchedules(t.app.ctx.db, [
      {
        company_id: f.company.id,
        calendar_id: f.calendars[0]!.id,
        service_id: f.services[0]!.id,
        client_id: client.id,
        interface: 'PLATFORM_COMPANY',
        display_name: 'Direto',
        start_at: start,
        end_at: new Date(start.getTime() + 30 * 60_000),
        duration_in_minutes: 30,
        created_by_kind: 'system',
      },
    ]);
    expect(times(await slots())).toEqual(before);
    // A GraphQL read (the agenda, loggedUser) writes nothing, so it keeps the cached day too.
    const read = await f.api.call('POST', '/user/graphql/query?caller=loggedUser', {
      token: f.token,
      body: { query: '{ loggedUser { id } }' },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(times(await slots())).toEqual(before);
    t.clock.advance(11_000);
    expect(times(await slots())).not.toContain('15:00');
  });

  it('a new address drops the cached company of the old one at once', async () => {
    const g = await buildFixture(t.app, { calendars: 1 });
    const read = (slug: string) => g.api.call('GET', `/client/${slug}/public/available_slots?service_id=${g.services[0]!.id}&date=${date}`);
    expect((await read(g.company.slug)).status).toBe(200);
    const slug = `${g.company.slug}-novo`;
    const moved = await g.api.call('POST', `/user/${g.company.id}/company/update`, { token: g.token, body: { slug } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await read(g.company.slug)).status).toBe(404);
    expect((await read(slug)).status).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'cached free times across two API processes (PostgreSQL + Redis)',
  () => {
    let a: TTestApp & { database: TDatabase };
    let b: TTestApp & { database: TDatabase };

    beforeAll(async () => {
      a = await startTestApp({ AVAILABILITY_CACHE_MS: '60000' });
      b = await startTestApp({ AVAILABILITY_CACHE_MS: '60000' }, a.database);
      // The peers' notices travel through socket.io's Redis adapter, attached when a process listens.
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await b.app.close();
      await a.close();
    });

    it('a booking on process A drops the day process B had cached', async () => {
      const f = await buildFixture(a.app, { calendars: 1 });
      const onB: TFixture = { ...f, api: (await import('../../test/api-client.js')).apiClient(b.app) };
      const tuesday10 = nextWeekdayAt(a.clock.now(), TZ, 2, '10:00', 2);
      const date = localDateKey(TZ, tuesday10.getTime());
      const read = () =>
        onB.api.call('GET', `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&date=${date}`);
      expect(times(await read())).toContain('10:00');
      const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
        token: f.client.token,
        body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: tuesday10.toISOString() },
      });
      expect(book.status, JSON.stringify(book.body)).toBe(200);
      await expect.poll(async () => times(await read()), { timeout: 5000 }).not.toContain('10:00');
    });
  },
);
