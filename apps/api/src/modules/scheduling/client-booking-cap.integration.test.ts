// Issue 8, defect 11f: one client booked 30 consecutive slots through the public page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { schedulingTools } from '../secretary/tools.js';
import { buildFixture, general, signUpClient, type TFixture } from './test-fixtures.js';
import { addDays, dayOfWeek, fromLocal, toLocal } from './tz.js';

const TZ = 'America/Sao_Paulo';
const CAP_MESSAGE = 'Você já tem 3 agendamentos futuros nesta empresa. Cancele ou aguarde um deles para marcar outro.';

describe('per-client cap of upcoming bookings (issue 8, defect 11f)', () => {
  let t: TTestApp;
  let fx: TFixture;
  const slots: Date[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    fx = await buildFixture(t.app, { calendars: 1 });
    // On-grid slots in chronological order: Tue–Sat, 08:00–11:30 and 13:00–17:30, from tomorrow on.
    const minutes = [8, 9, 10, 11, 13, 14, 15, 16, 17].flatMap((h) => [h * 60, h * 60 + 30]);
    const today = toLocal(TZ, t.clock.now().getTime());
    for (let d = 1; d <= 30; d++) {
      const day = addDays(today, d);
      if (dayOfWeek(day) >= 2) slots.push(...minutes.map((m) => new Date(fromLocal(TZ, day, m))));
    }
  });
  afterAll(() => t.close());

  let used = 0;
  const nextSlot = () => slots[used++]!;
  const book = (client: { token: string }, startAt = nextSlot()) =>
    fx.api.call('POST', `/client/${fx.company.slug}/schedule/book`, {
      token: client.token,
      body: { service_id: fx.services[0]!.id, calendar_id: fx.calendars[0]!.id, start_at: startAt.toISOString() },
    });
  const setCap = (value: number) =>
    fx.api.call('POST', `/user/${fx.company.id}/company/update`, { token: fx.token, body: { max_upcoming_schedules_per_client: value } });

  it('the company has a cap of 3 by default, readable through GraphQL', async () => {
    const res = await fx.api.call('POST', '/user/graphql/query', {
      token: fx.token,
      body: { query: '{ loggedUser { companies { id max_upcoming_schedules_per_client } } }' },
    });
    expect(res.body.data.loggedUser.companies[0].max_upcoming_schedules_per_client).toBe(3);
  });

  it('the public page books 3, refuses the 4th with a clear message, and a cancellation frees a place', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente Ávido');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await book(client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.schedule.id);
    }
    const fourth = await book(client);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe(CAP_MESSAGE);
    // Another client of the same company is not affected.
    const neighbour = await signUpClient(fx.api, fx.company.slug, 'Vizinha');
    expect((await book(neighbour)).status).toBe(200);

    const cancel = await fx.api.call('POST', `/client/${fx.company.slug}/schedule/${ids[0]}/cancel`, { token: client.token, body: {} });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await book(client)).status).toBe(200);
    expect((await book(client)).status).toBe(422);
  });

  it('staff bookings are not capped', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente da Casa');
    for (let i = 0; i < 3; i++) expect((await book(client)).status).toBe(200);
    const staff = await general(fx.api, fx.token, fx.company.id, 'schedule', {
      service_id: fx.services[0]!.id,
      calendar_id: fx.calendars[0]!.id,
      start_at: nextSlot().toISOString(),
      client_id: client.id,
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(200);
    expect((await book(client)).body.message).toBe(CAP_MESSAGE);
  });

  it('concurrent bookings by one client cannot pass the cap together', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente Apressado');
    const results = await Promise.all(Array.from({ length: 10 }, () => book(client)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422 && r.body.message === CAP_MESSAGE)).toHaveLength(7);
  });

  it('the secretary stops at the cap too', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente do WhatsApp');
    const tools = schedulingTools(t.app.ctx, { companyId: fx.company.id, clientId: client.id, channel: 'whatsapp' });
    for (let i = 0; i < 3; i++) {
      const r = await tools.book({ serviceId: fx.services[0]!.id, calendarId: fx.calendars[0]!.id, startAt: nextSlot() });
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    const refused = await tools.book({ serviceId: fx.services[0]!.id, calendarId: fx.calendars[0]!.id, startAt: nextSlot() });
    expect(refused).toMatchObject({ ok: false, message: CAP_MESSAGE });
  });

  it('the owner changes the cap through the company update; 0 means no limit; past bookings do not count', async () => {
    expect((await setCap(-1)).status).toBe(422);
    expect((await setCap(101)).status).toBe(422);
    expect((await setCap(1)).status).toBe(200);
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente Único');
    const first = nextSlot();
    expect((await book(client, first)).status).toBe(200);
    const second = await book(client);
    expect(second.body.message).toBe('Você já tem 1 agendamento futuro nesta empresa. Cancele ou aguarde um deles para marcar outro.');
    // Once the booking is in the past, the client may book again.
    t.clock.advance(first.getTime() - t.clock.now().getTime() + 60_000);
    expect((await book(client)).status).toBe(200);

    expect((await setCap(0)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await book(client)).status).toBe(200);
    expect((await setCap(3)).status).toBe(200);
  });
});
