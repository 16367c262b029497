// The booking page's waitlist: a signed-in client on a full day (working hours, every time taken)
// joins the list for that day, service and professional; a day with free times, a closed day or a
// past day is refused in Portuguese; no duplicate entry; at most five waiting at once; staff see the
// entry (source "public"); another company's client, service or session never gets through.
import { MAX_ACTIVE_WAITLIST_PER_CLIENT } from '@agenda/shared/waitlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, general, nextWeekdayAt, type TFixture } from '../scheduling/test-fixtures.js';
import { addDays, fromLocal, localDateKey, parseDateKey } from '../scheduling/tz.js';

const TZ = 'America/Sao_Paulo';
const DAY = 86_400_000;

describe('waitlist on the booking page', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  let full: string[];
  const join = (f: TFixture, body: Record<string, unknown>, token: string | undefined = f.client.token) =>
    f.api.call('POST', `/client/${f.company.slug}/waitlist`, { token, body: { service_id: f.services[0]!.id, ...body } });

  beforeAll(async () => {
    t = await startTestApp({ SECRETARY_WORKER: 'off' });
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: 'Empresa B' });
    // Two weeks from next Wednesday blocked on every professional of A: every open day in them is full.
    const first = localDateKey(TZ, nextWeekdayAt(t.clock.now(), TZ, 3, '00:00', 2).getTime());
    for (const c of a.calendars) {
      const res = await general(a.api, a.token, a.company.id, 'blocked_period', {
        calendar_id: c.id,
        start_at: new Date(fromLocal(TZ, parseDateKey(first), 0)).toISOString(),
        end_at: new Date(fromLocal(TZ, addDays(parseDateKey(first), 14), 0)).toISOString(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const days = new Set<string>();
    for (const month of new Set([first.slice(0, 7), localDateKey(TZ, Date.parse(`${first}T12:00:00Z`) + 14 * DAY).slice(0, 7)])) {
      const res = await a.api.call('GET', `/client/${a.company.slug}/public/available_days?service_id=${a.services[0]!.id}&month=${month}`);
      expect(res.status).toBe(200);
      for (const d of res.body.days as { date: string; is_full: boolean; slots_count: number }[]) {
        if (d.is_full) days.add(d.date);
        if (d.is_full) expect(d.slots_count).toBe(0);
      }
    }
    full = [...days].sort();
  });
  afterAll(() => t.close());

  it('marks the open days without free times as full (a closed Monday is not)', () => {
    expect(full.length).toBeGreaterThanOrEqual(MAX_ACTIVE_WAITLIST_PER_CLIENT + 1);
    for (const d of full) expect(new Date(`${d}T12:00:00Z`).getUTCDay()).not.toBe(1);
  });

  it('joins a full day once, refuses free, closed and past days, and caps the entries waiting at once', async () => {
    // "Manhã" on the page: the company's morning (default 05:00–12:00) becomes the entry's window.
    const first = await join(a, { date: full[0], calendar_id: null, day_part: 'morning' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.entry).toMatchObject({
      client_id: a.client.id,
      from_date: full[0],
      to_date: full[0],
      from_time: '05:00',
      to_time: '12:00',
      day_part: 'morning',
      status: 'waiting',
      source: 'public',
    });

    const again = await join(a, { date: full[0] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já está na lista de espera deste dia.');

    const free = localDateKey(TZ, nextWeekdayAt(new Date(Date.parse(`${full.at(-1)}T12:00:00Z`)), TZ, 3, '12:00', 1).getTime());
    const freeDay = await join(a, { date: free });
    expect(freeDay.status).toBe(409);
    expect(freeDay.body.message).toBe('Ainda há horários livres neste dia. Escolha um deles.');
    const monday = localDateKey(TZ, nextWeekdayAt(t.clock.now(), TZ, 1, '12:00', 1).getTime());
    const closed = await join(a, { date: monday });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toBe('Não há atendimento neste dia para este serviço.');
    const past = await join(a, { date: localDateKey(TZ, t.clock.now().getTime() - 3 * DAY) });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Escolha um dia a partir de hoje.');

    for (const d of full.slice(1, MAX_ACTIVE_WAITLIST_PER_CLIENT)) expect((await join(a, { date: d })).status).toBe(201);
    const over = await join(a, { date: full[MAX_ACTIVE_WAITLIST_PER_CLIENT] });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('listas de espera');

    const mine = await a.api.call('GET', `/client/${a.company.slug}/waitlist`, { token: a.client.token });
    expect(mine.body.waitlist).toHaveLength(MAX_ACTIVE_WAITLIST_PER_CLIENT);
    const staff = await a.api.call('GET', `/user/${a.company.id}/waitlist?date=${full[0]}`, { token: a.token });
    expect(staff.body.waitlist).toEqual([expect.objectContaining({ client_id: a.client.id, source: 'public', status: 'waiting' })]);
  });

  it("never lets another company's session, service or professional through, and limits the attempts per client", async () => {
    const bad = (res: { status: number; body: unknown }, statuses: number[]) =>
      expect(statuses, JSON.stringify(res.body)).toContain(res.status);
    bad(await join(a, { date: full[0] }, b.client.token), [401, 403]);
    bad(await a.api.call('POST', `/client/${a.company.slug}/waitlist`, { body: { service_id: a.services[0]!.id, date: full[0] } }), [401]);
    bad(await join(b, { date: full[0], service_id: a.services[0]!.id }), [404]);
    bad(await join(b, { date: full[0], calendar_id: a.calendars[0]!.id }), [404]);
    bad(await b.api.call('GET', `/client/${a.company.slug}/waitlist`, { token: b.client.token }), [401, 403]);
    expect((await join(b, { date: '31/12/2030' })).status).toBe(422);
    // Client A made 10 attempts this hour: the 11th is refused whatever it asks.
    const limited = await join(a, { date: full[0] });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Muitos pedidos de lista de espera. Tente de novo mais tarde.');
  });
});
