// A visit's next part starts when the part before it ends, off the half-hour grid (manicure 9h–9h45, pedicure
// 9h45), and only then: an off-grid start is the client's own next part, inside the hours, or it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { schedulingTools } from '../secretary/tools.js';
import { buildFixture, general, nextWeekdayAt, signUpClient, withoutClientCap, type TFixture } from './test-fixtures.js';

const TZ = 'America/Sao_Paulo';
const OFF_GRID = 'Este horário não está disponível para agendamento. Escolha outro horário.';

describe("a visit's next part, off the grid", () => {
  let t: TTestApp;
  let fx: TFixture;
  let manicure: string;
  beforeAll(async () => {
    t = await startTestApp();
    fx = await buildFixture(t.app, { calendars: 2 });
    await withoutClientCap(fx);
    const res = await general(fx.api, fx.token, fx.company.id, 'service', {
      title: 'Manicure',
      duration_in_minutes: 45,
      price_type: 'fixed',
      price: 3000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    manicure = res.body.data.id;
  });
  afterAll(() => t.close());

  const at = (hhmm: string, dow = 3) => nextWeekdayAt(t.clock.now(), TZ, dow, hhmm);
  const book = (token: string, serviceId: string, calendar: number, startAt: Date) =>
    fx.api.call('POST', `/client/${fx.company.slug}/schedule/book`, {
      token,
      body: { service_id: serviceId, calendar_id: fx.calendars[calendar]!.id, start_at: startAt.toISOString() },
    });

  it('books the next part when the own one ends, with another professional too; a stranger cannot take that start', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente da Visita');
    expect((await book(client.token, manicure, 0, at('09:00'))).status).toBe(200);
    const next = await book(client.token, fx.services[0]!.id, 1, at('09:45'));
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.schedule.start_at).toBe(at('09:45').toISOString());
    const stranger = await signUpClient(fx.api, fx.company.slug, 'Outra Cliente');
    const refused = await book(stranger.token, fx.services[0]!.id, 0, at('09:45'));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(OFF_GRID);
  });

  it('refuses the next part when it would run past the hours, or after a canceled appointment', async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente do Fim da Manhã');
    // 11h–11h45, then Corte e barba (60 min) would end at 12h45, after the morning's hours (until 12h).
    expect((await book(client.token, manicure, 0, at('11:00', 4))).status).toBe(200);
    expect((await book(client.token, fx.services[1]!.id, 1, at('11:45', 4))).status).toBe(422);
    const first = await book(client.token, manicure, 0, at('14:00', 4));
    expect(first.status).toBe(200);
    const canceled = await fx.api.call('POST', `/client/${fx.company.slug}/schedule/${first.body.schedule.id}/cancel`, {
      token: client.token,
      body: { reason: 'imprevisto' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await book(client.token, fx.services[0]!.id, 1, at('14:45', 4))).status).toBe(422);
  });

  it("the secretary's tools find that start and move a part there", async () => {
    const client = await signUpClient(fx.api, fx.company.slug, 'Cliente do WhatsApp');
    const tools = schedulingTools(t.app.ctx, { companyId: fx.company.id, clientId: client.id, channel: 'whatsapp' });
    const first = await tools.book({ serviceId: manicure, calendarId: fx.calendars[0]!.id, startAt: at('15:00', 5) });
    expect(first.ok, JSON.stringify(first)).toBe(true);
    const q = { serviceId: fx.services[0]!.id, from: at('15:30', 5), to: at('16:30', 5), limit: 10 };
    const plain = await tools.findSlots(q);
    expect(plain.map((s) => s.start_at.toISOString())).not.toContain(at('15:45', 5).toISOString());
    const found = await tools.findSlots({ ...q, alsoAt: [at('15:45', 5)] });
    expect(found.map((s) => s.start_at.toISOString())).toContain(at('15:45', 5).toISOString());
    const later = await tools.book({ serviceId: fx.services[0]!.id, calendarId: fx.calendars[1]!.id, startAt: at('16:30', 5) });
    expect(later.ok, JSON.stringify(later)).toBe(true);
    if (!later.ok) return;
    const moved = await tools.reschedule({ scheduleId: later.value.id, calendarId: fx.calendars[1]!.id, startAt: at('15:45', 5) });
    expect(moved.ok, JSON.stringify(moved)).toBe(true);
    // Moved off the grid anywhere else: refused.
    const again = await tools.reschedule({ scheduleId: later.value.id, calendarId: fx.calendars[1]!.id, startAt: at('16:15', 5) });
    expect(again).toMatchObject({ ok: false });
  });
});
