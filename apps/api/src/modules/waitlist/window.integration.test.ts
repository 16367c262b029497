// The waitlist window (issue 11 item 7): an entry that wants the morning is offered only a freed time
// whose company-local start lies in it (start inclusive, end exclusive). A freed 18:00 goes past the
// morning client (first in line) to a later client who takes any time; a freed 10:00 goes to the
// morning client. Staff see the window named ("Manhã") on the entry; a bad window is a 422 in Portuguese.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema/index.js';
import { waitFor } from '../../test/wait-for.js';
import { general } from '../scheduling/test-fixtures.js';
import { localDateKey } from '../scheduling/tz.js';
import { nextWeekdayAt, staffBook } from '../secretary/test-support.js';
import { startWaitlistChatApp, type TWaitlistChatApp } from './test-support.js';

const PHONES = { ana: '5511955570001', bia: '5511955570002', cris: '5511955570003' } as const;
const TZ = 'America/Sao_Paulo';
const MINUTE = 60_000;
// Tuesday to Saturday 08:00–20:00: an 18:00 time exists.
const LONG_DAYS = [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
  dow,
  is_available: dow >= 2,
  work_hours: dow >= 2 ? [{ start: '08:00', end: '20:00' }] : [],
}));

describe('waitlist window', () => {
  let w: TWaitlistChatApp<keyof typeof PHONES>;
  const join = (clientId: string, day: string, window: Record<string, unknown> = {}) =>
    w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist`, {
      token: w.fx.token,
      body: { client_id: clientId, service_id: w.fx.services[0]!.id, from_date: day, to_date: day, ...window },
    });

  beforeAll(async () => {
    w = await startWaitlistChatApp({
      secret: 'waitlist-window-secret',
      token: 'EAAG-waitlist-window-token',
      phoneNumberId: '5550099',
      phones: PHONES,
      calendars: 1,
    });
    const { fx } = w;
    const hours = await general(fx.api, fx.token, fx.company.id, 'company_workdays', { workdays: LONG_DAYS });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    const pro = await general(fx.api, fx.token, fx.company.id, 'calendar', { workdays: LONG_DAYS }, fx.calendars[0]!.id);
    expect(pro.status, JSON.stringify(pro.body)).toBe(200);
  });
  afterAll(() => w?.close());

  it('a morning entry lets a freed 18:00 go to a later any-time entry, and is offered a freed 10:00', async () => {
    const evening = nextWeekdayAt(w.t.clock.now(), TZ, 3, '18:00', 3);
    const morning = nextWeekdayAt(w.t.clock.now(), TZ, 3, '10:00', 3);
    const day = localDateKey(TZ, evening.getTime());
    const late = await staffBook(w.t.app, w.fx, w.ids.ana, evening);
    const early = await staffBook(w.t.app, w.fx, w.ids.ana, morning);

    const first = await join(w.ids.bia, day, { from_time: '05:00', to_time: '12:00' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The company's default manhã is 05:00–12:00: staff read "Manhã" on the entry.
    expect(first.body.entry).toMatchObject({ from_time: '05:00', to_time: '12:00', day_part: 'morning' });
    w.t.clock.advance(MINUTE);
    const second = await join(w.ids.cris, day);
    expect(second.body.entry).toMatchObject({ from_time: null, to_time: null, day_part: null });
    const bia = first.body.entry.id as string;
    const cris = second.body.entry.id as string;

    await w.cancel(late.id);
    await waitFor(async () => (await w.entry(cris)).status === 'offered');
    await w.run();
    expect(await w.entry(cris)).toMatchObject({ status: 'offered', offer_start_at: evening });
    expect(await w.entry(bia)).toMatchObject({ status: 'waiting', offer_start_at: null, passed_slots: [] });
    expect(w.lastTo('cris')).toMatch(/Abriu um horário de \*Corte\*.* às 18:00/);
    expect(w.lastTo('bia')).not.toContain('Abriu um horário');

    await w.cancel(early.id);
    await waitFor(async () => (await w.entry(bia)).status === 'offered');
    await w.run();
    expect(await w.entry(bia)).toMatchObject({ status: 'offered', offer_start_at: morning });
    expect(w.lastTo('bia')).toMatch(/Abriu um horário de \*Corte\*.* às 10:00/);
  });

  it('the window end is exclusive: an entry until 12:00 is not offered a freed 12:00', async () => {
    await w.t.app.ctx.db.update(waitlistEntries).set({ status: 'canceled' }).where(eq(waitlistEntries.company_id, w.fx.company.id));
    const noon = nextWeekdayAt(w.t.clock.now(), TZ, 4, '12:00', 3);
    const booked = await staffBook(w.t.app, w.fx, w.ids.ana, noon);
    const until = await join(w.ids.bia, localDateKey(TZ, noon.getTime()), { to_time: '12:00' });
    expect(until.body.entry).toMatchObject({ from_time: null, to_time: '12:00', day_part: null });
    const from = await join(w.ids.cris, localDateKey(TZ, noon.getTime()), { from_time: '12:00' });
    await w.cancel(booked.id);
    await waitFor(async () => (await w.entry(from.body.entry.id)).status === 'offered');
    expect((await w.entry(until.body.entry.id)).status).toBe('waiting');
  });

  it('refuses a bad window in Portuguese (422), from staff and from the booking page', async () => {
    const day = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 5, '09:00', 3).getTime());
    const publicJoin = (window: Record<string, unknown>) =>
      w.fx.api.call('POST', `/client/${w.fx.company.slug}/waitlist`, {
        token: w.fx.client.token,
        body: { service_id: w.fx.services[0]!.id, date: day, ...window },
      });
    for (const [res, message] of [
      [await join(w.ids.bia, day, { from_time: '25:00' }), 'Horário inválido (use HH:mm, de 00:00 a 23:59).'],
      [await join(w.ids.bia, day, { from_time: '14:00', to_time: '09:00' }), 'O horário final deve ser depois do inicial.'],
      [await publicJoin({ from_time: '25:00' }), 'Horário inválido (use HH:mm, de 00:00 a 23:59).'],
      [await publicJoin({ day_part: 'madrugada' }), 'Parte do dia inválida'],
      [await publicJoin({ day_part: 'morning', from_time: '09:00' }), 'Escolha uma parte do dia ou um horário, não os dois.'],
    ] as const) {
      expect(res.status, message).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await w.t.app.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.from_date, day))).toEqual([]);
  });
});
