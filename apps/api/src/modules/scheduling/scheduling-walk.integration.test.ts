import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { ZAvailableDayDto, ZPublicCompanyDto, ZSlotDto } from '@agenda/shared/schemas/scheduling-dto';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from './test-fixtures.js';
import { localDateKey } from './tz.js';

const TZ = 'America/Sao_Paulo';
const gql = (f: TFixture, query: string) => f.api.call('POST', '/user/graphql/query', { token: f.token, body: { query } });

describe('scheduling walk: settings → public page → client booking → agenda → changes', () => {
  let t: TTestApp;
  let f: TFixture;
  let tuesday10: Date;
  beforeAll(async () => {
    t = await startTestApp();
    f = await buildFixture(t.app);
    tuesday10 = nextWeekdayAt(t.clock.now(), TZ, 2, '10:00', 2);
  });
  afterAll(() => t.close());

  it('lists calendars and services, with the services each calendar performs', async () => {
    const res = await gql(
      f,
      `{ user_get_calendars(company_id: "${f.company.id}") { id title service_ids slots_increment_in_minutes workdays blocked_periods { id } } user_get_services(company_id: "${f.company.id}") { id slug formatted_price calendar_ids } }`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user_get_calendars).toHaveLength(2);
    expect(res.body.data.user_get_calendars[0].service_ids).toHaveLength(2);
    expect(res.body.data.user_get_services.map((s: { slug: string }) => s.slug)).toEqual(['corte', 'corte-e-barba']);
    expect(res.body.data.user_get_services[0].formatted_price).toMatch(/R\$\s45,00/);
  });

  it('shows the public profile, the free days of a month and the free times of a day', async () => {
    const profile = await f.api.call('GET', `/client/${f.company.slug}/public/company`);
    expect(profile.status).toBe(200);
    expect(profile.body.services).toHaveLength(2);
    expect(profile.body.calendars[0]).toMatchObject({ title: 'Profissional 1', color: '#2563eb' });
    // The answers keep the shared contracts the SPA is typed from (packages/shared).
    expect(ZPublicCompanyDto.safeParse(profile.body).error?.issues ?? []).toEqual([]);
    const date = localDateKey(TZ, tuesday10.getTime());
    const days = await f.api.call(
      'GET',
      `/client/${f.company.slug}/public/available_days?service_id=${f.services[0]!.id}&month=${date.slice(0, 7)}`,
    );
    expect(days.status, JSON.stringify(days.body)).toBe(200);
    expect(ZAvailableDayDto.array().safeParse(days.body.days).error?.issues ?? []).toEqual([]);
    const day = days.body.days.find((d: { date: string }) => d.date === date);
    expect(day.slots_count).toBe(18); // 08:00–11:30 (8) and 13:00–17:30 (10), every 30 min
    const slots = await f.api.call('GET', `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&date=${date}`);
    expect(ZSlotDto.array().safeParse(slots.body.slots).error?.issues ?? []).toEqual([]);
    expect(slots.body.slots.map((s: { time: string }) => s.time)).toContain('10:00');
    expect(slots.body.slots.find((s: { time: string }) => s.time === '10:00').calendar_ids).toHaveLength(2);
  });

  it('a client books; the owner is notified; the agenda shows it; the slot is then taken', async () => {
    const book = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: f.calendars[0]!.id, start_at: tuesday10.toISOString(), observation: 'Degradê' },
    });
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    expect(book.body.schedule).toMatchObject({
      status: 'scheduled',
      interface: 'PLATFORM_CLIENT',
      client_observation: 'Degradê',
      price: 4500,
      duration_in_minutes: 30,
    });

    const again = await f.api.call('POST', `/user/${f.company.id}/general/update_or_create`, {
      token: f.token,
      body: {
        entity: 'schedule',
        data: {
          client_id: f.client.id,
          service_id: f.services[1]!.id,
          calendar_id: f.calendars[0]!.id,
          start_at: new Date(tuesday10.getTime() - 15 * 60_000).toISOString(),
        },
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SCHEDULE_CONFLICT_MESSAGE);

    const date = localDateKey(TZ, tuesday10.getTime());
    const agenda = await gql(
      f,
      `{ user_get_schedules(init: "${date}", end: "${date}", company_id: "${f.company.id}") { id status start_at client { name } service { title } calendar { title } }
      user_get_schedules_with_count(init: "${date}", end: "${date}", company_id: "${f.company.id}") { date schedules_count }
      user_get_notifications(company_id: "${f.company.id}") { type title body read_at } }`,
    );
    expect(agenda.body.errors, JSON.stringify(agenda.body)).toBeUndefined();
    expect(agenda.body.data.user_get_schedules).toHaveLength(1);
    expect(agenda.body.data.user_get_schedules[0]).toMatchObject({ client: { name: 'Cliente Teste' }, service: { title: 'Corte' } });
    expect(agenda.body.data.user_get_schedules_with_count).toEqual([{ date, schedules_count: 1 }]);
    expect(agenda.body.data.user_get_notifications[0]).toMatchObject({ type: 'new_schedule', read_at: null });
    expect(agenda.body.data.user_get_notifications[0].body).toContain('10:00');

    const read = await f.api.call('POST', `/user/${f.company.id}/notification/read`, { token: f.token, body: { all: true } });
    expect(read.body.updated).toBe(1);

    const slots = await f.api.call(
      'GET',
      `/client/${f.company.slug}/public/available_slots?service_id=${f.services[0]!.id}&calendar_id=${f.calendars[0]!.id}&date=${date}`,
    );
    expect(slots.body.slots.map((s: { time: string }) => s.time)).not.toContain('10:00');
  });

  it('the client sees it upcoming, cancels it, finds it in history, and the slot is free again', async () => {
    const upcoming = await f.api.call('GET', `/client/${f.company.slug}/schedule/upcoming`, { token: f.client.token });
    expect(upcoming.body.schedules).toHaveLength(1);
    const id = upcoming.body.schedules[0].id as string;
    const cancel = await f.api.call('POST', `/client/${f.company.slug}/schedule/${id}/cancel`, {
      token: f.client.token,
      body: { reason: 'Imprevisto' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.schedule).toMatchObject({
      status: 'canceled',
      canceled_reason: 'Imprevisto',
      canceled_interface: 'PLATFORM_CLIENT',
    });
    const history = await f.api.call('GET', `/client/${f.company.slug}/schedule/history`, { token: f.client.token });
    expect(history.body.schedules[0].id).toBe(id);
    const twice = await f.api.call('POST', `/client/${f.company.slug}/schedule/${id}/cancel`, { token: f.client.token, body: {} });
    expect(twice.status).toBe(422);
    const notes = await gql(f, `{ user_get_notifications(company_id: "${f.company.id}") { type } }`);
    expect(notes.body.data.user_get_notifications[0].type).toBe('schedule_cancellation');
    const rebook = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
      token: f.client.token,
      body: { service_id: f.services[0]!.id, calendar_id: null, start_at: tuesday10.toISOString() },
    });
    expect(rebook.status).toBe(200);
  });

  it('refuses a client booking outside the offered times with a 422', async () => {
    for (const start of [
      new Date(tuesday10.getTime() + 10 * 60_000),
      nextWeekdayAt(t.clock.now(), TZ, 1, '10:00'),
      nextWeekdayAt(t.clock.now(), TZ, 2, '12:00'),
    ]) {
      const res = await f.api.call('POST', `/client/${f.company.slug}/schedule/book`, {
        token: f.client.token,
        body: { service_id: f.services[0]!.id, calendar_id: f.calendars[1]!.id, start_at: start.toISOString() },
      });
      expect(res.status, start.toISOString()).toBe(422);
    }
  });

  it('staff book a weekly series, move the following ones, and cancel the following ones', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '14:00', 2);
    const res = await general(f.api, f.token, f.company.id, 'schedule', {
      client_id: f.client.id,
      service_id: f.services[0]!.id,
      calendar_id: f.calendars[1]!.id,
      start_at: start.toISOString(),
      recurrence_type: 'weekly',
      recurrence_count: 4,
      company_observation: 'Fixo',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.occurrences).toHaveLength(4);
    const [, second, third] = res.body.data.occurrences as { id: string; start_at: string }[];
    // Move the 2nd and following one week later: each lands on the next one's old time (must not collide with itself).
    const moved = await f.api.call('POST', `/user/${f.company.id}/schedule/${second!.id}/reschedule`, {
      token: f.token,
      body: { start_at: third!.start_at, scope: 'following' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.schedule.start_at).toBe(new Date(third!.start_at).toISOString());
    const cancel = await f.api.call('POST', `/user/${f.company.id}/schedule/${third!.id}/cancel`, {
      token: f.token,
      body: { scope: 'following' },
    });
    expect(cancel.status).toBe(200);
    const list = await gql(
      f,
      `{ user_get_schedules(init: "${start.toISOString()}", end: "${new Date(start.getTime() + 40 * 86_400_000).toISOString()}", company_id: "${f.company.id}", calendar_ids: ["${f.calendars[1]!.id}"], show_canceleds: true) { id status start_at recurrence_type } }`,
    );
    const statuses = list.body.data.user_get_schedules.map((s: { status: string }) => s.status);
    expect(statuses).toEqual(['scheduled', 'scheduled', 'canceled', 'canceled']);
  });

  it('enforces status transitions', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '09:00', 2);
    const res = await general(f.api, f.token, f.company.id, 'schedule', {
      client_id: f.client.id,
      service_id: f.services[0]!.id,
      calendar_id: f.calendars[0]!.id,
      start_at: start.toISOString(),
    });
    const id = res.body.data.id as string;
    const noShow = await f.api.call('POST', `/user/${f.company.id}/schedule/${id}/status`, {
      token: f.token,
      body: { status: 'confirmed_not_attended' },
    });
    expect(noShow.status).toBe(422);
    const confirm = await f.api.call('POST', `/client/${f.company.slug}/schedule/${id}/confirm`, { token: f.client.token });
    expect(confirm.body.schedule).toMatchObject({ status: 'confirmed', confirmed_interface: 'PLATFORM_CLIENT' });
    t.clock.advance(start.getTime() - t.clock.now().getTime() + 3_600_000);
    const late = await f.api.call('POST', `/user/${f.company.id}/schedule/${id}/status`, {
      token: f.token,
      body: { status: 'confirmed_not_attended' },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const clientCancel = await f.api.call('POST', `/client/${f.company.slug}/schedule/${id}/cancel`, { token: f.client.token, body: {} });
    expect(clientCancel.status).toBe(422);
  });
});
