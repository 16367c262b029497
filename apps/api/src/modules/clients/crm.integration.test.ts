// CRM and profile: a booking moves the client to "active" (history + stage_change notification), the board's
// counts and values, manual moves, the timeline and the appointment tabs, and a merge that carries bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientScheduleDto, ZCrmColumnDto, ZTimelineItemDto } from '@agenda/shared/schemas/clients';
import { clients } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from '../scheduling/test-fixtures.js';

const TZ = 'America/Sao_Paulo';

describe('CRM board, stage history and the client profile', () => {
  let t: TTestApp;
  let f: TFixture;
  let clientId = '';
  const notificationTypes = async () => {
    const res = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_notifications(company_id: "${f.company.id}") { type } }` },
    });
    return (res.body.data.user_get_notifications as { type: string }[]).map((n) => n.type);
  };
  const get = (path: string) => f.api.call('GET', `/user/${f.company.id}${path}`, { token: f.token });
  const bookFor = async (client_id: string, weeksAhead: number, price: number) => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '10:00', 7 * weeksAhead);
    const res = await general(f.api, f.token, f.company.id, 'schedule', {
      client_id,
      service_id: f.services[0]!.id,
      calendar_id: f.calendars[0]!.id,
      start_at: start.toISOString(),
      price,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return start;
  };

  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app, { name: 'Salão CRM' });
    const made = await general(f.api, f.token, f.company.id, 'client', { name: 'Beatriz Prado', phone: '+5511912345678' });
    clientId = made.body.data.id;
  });
  afterAll(() => t.close());

  it('a new client starts in "Contato Inicial"; booking moves them to active with a history row', async () => {
    expect((await get(`/clients/${clientId}`)).body.client.crm_stage).toBe('prospect');
    await bookFor(clientId, 1, 4500);
    const detail = await get(`/clients/${clientId}`);
    expect(detail.body.client.crm_stage).toBe('active');
    const timeline = await get(`/clients/${clientId}/timeline`);
    const kinds = ZTimelineItemDto.array()
      .parse(timeline.body.items)
      .map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'schedule', 'stage_change']));
    // The booking itself is notified (new_schedule); the automatic move adds no second notification.
    expect((await notificationTypes()).filter((t) => t === 'stage_change')).toEqual([]);
  });

  it('moves a card by hand (the team gets a stage_change notification); the board has six columns in §4 order with counts and values', async () => {
    const moved = await f.api.call('POST', `/user/${f.company.id}/clients/${clientId}/stage`, {
      token: f.token,
      body: { stage: 'qualified' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.client.crm_stage).toBe('qualified');
    const notes = await f.api.call('POST', '/user/graphql/query', {
      token: f.token,
      body: { query: `{ user_get_notifications(company_id: "${f.company.id}") { type title body } }` },
    });
    expect(notes.body.data.user_get_notifications[0]).toEqual({
      type: 'stage_change',
      title: 'Beatriz Prado mudou de etapa',
      body: 'De Ativo para Qualificado.',
    });
    const bad = await f.api.call('POST', `/user/${f.company.id}/clients/${clientId}/stage`, { token: f.token, body: { stage: 'won' } });
    expect(bad.status).toBe(422);
    const board = await get('/crm');
    const columns = ZCrmColumnDto.array().parse(board.body.columns);
    expect(columns.map((c) => c.stage)).toEqual(['prospect', 'qualified', 'active', 'inactive', 'unqualified', 'unresponsive']);
    const qualified = columns[1]!;
    expect(qualified.count).toBe(1);
    expect(qualified.clients.map((c) => c.id)).toEqual([clientId]);
    // The booking is in the future: nothing attended yet, so the stage holds no value.
    expect(qualified.value).toBe(0);
    expect(columns[0]!.count).toBe(1); // the fixture's signed-up client
  });

  it('lists upcoming and past appointments with service, professional and price', async () => {
    const upcoming = await get(`/clients/${clientId}/schedules?when=upcoming`);
    expect(ZClientScheduleDto.array().parse(upcoming.body.schedules)).toEqual([
      expect.objectContaining({ service_title: 'Corte', calendar_title: 'Profissional 1', price: 4500, status: 'scheduled' }),
    ]);
    expect((await get(`/clients/${clientId}/schedules?when=past`)).body.schedules).toEqual([]);
    expect((await get(`/clients/${clientId}/schedules?when=soon`)).status).toBe(422);
  });

  it('a merge moves the bookings of the merged client to the survivor', async () => {
    const [dup] = await t.app.ctx.db.insert(clients).values({ company_id: f.company.id, name: 'Bia', phone: '5511912345678' }).returning();
    await bookFor(dup!.id, 2, 7000);
    const merged = await f.api.call('POST', `/user/${f.company.id}/clients/merge`, {
      token: f.token,
      body: { survivor_id: clientId, merged_id: dup!.id },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const upcoming = await get(`/clients/${clientId}/schedules?when=upcoming`);
    expect((upcoming.body.schedules as { price: number }[]).map((s) => s.price)).toEqual([4500, 7000]);
  });
});
