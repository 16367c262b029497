// The waitlist end to end with the test clock: a client answers a reminder with a refusal, the
// appointment is canceled and its time is offered over WhatsApp to the first client waiting for it,
// who says yes and is booked (through the scheduling service, never twice); an unanswered offer
// expires after the hold and goes to the next in line; a "não" passes it on; staff manage the list.
import { ZWaitlistEntry } from '@agenda/shared/waitlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages, schedules, waitlistEntries } from '../../db/schema/index.js';
import { buildFixture, nextWeekdayAt, staffBook, waitFor } from '../secretary/test-support.js';
import { localDateKey } from '../scheduling/tz.js';
import { startWaitlistChatApp, type TWaitlistChatApp } from './test-support.js';

const PHONES = { ana: '5511955550001', bia: '5511955550002', cris: '5511955550003' } as const;
const TZ = 'America/Sao_Paulo';
const MINUTE = 60_000;

describe('waitlist', () => {
  let w: TWaitlistChatApp<keyof typeof PHONES>;
  const join = (clientId: string, day: string, token = w.fx.token) =>
    w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist`, {
      token,
      body: { client_id: clientId, service_id: w.fx.services[0]!.id, from_date: day, to_date: day },
    });

  beforeAll(async () => {
    w = await startWaitlistChatApp({ secret: 'waitlist-secret', token: 'EAAG-waitlist-token', phoneNumberId: '5550077', phones: PHONES });
  });
  afterAll(() => w?.close());

  it('a refused reminder cancels the appointment and its time goes to the first waiting client, who says yes and is booked', async () => {
    const start = nextWeekdayAt(w.t.clock.now(), TZ, 3, '15:00', 3);
    const day = localDateKey(TZ, start.getTime());
    const booked = await staffBook(w.t.app, w.fx, w.ids.ana, start);
    const first = await join(w.ids.bia, day);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    w.t.clock.advance(MINUTE);
    expect((await join(w.ids.cris, day)).status).toBe(201);

    const reminder = await waitFor(async () => {
      const [r] = await w.t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.schedule_id, booked.id));
      return r ?? null;
    });
    w.t.clock.advance(reminder!.due_at.getTime() - w.t.clock.now().getTime() + MINUTE);
    await w.run();
    expect(w.lastTo('ana')).toContain('Passando para lembrar');
    await w.say('ana', 'não vou conseguir');
    await w.say('ana', 'sim');
    expect((await w.t.app.ctx.db.select().from(schedules).where(eq(schedules.id, booked.id)))[0]).toMatchObject({ status: 'canceled' });

    await waitFor(async () => (await w.entry(first.body.entry.id)).status === 'offered');
    await w.run();
    expect(w.lastTo('bia')).toMatch(/Abriu um horário de \*Corte\* no dia \d\d\/\d\d\/\d{4} às 15:00.*seguro o horário por 15 minutos/);
    expect(w.lastTo('cris')).not.toContain('Abriu um horário');
    await w.say('bia', 'sim, quero');
    expect(w.lastTo('bia')).toContain('Reservei para você');
    const mine = await w.entry(first.body.entry.id);
    expect(mine).toMatchObject({ status: 'booked' });
    const [rebooked] = await w.t.app.ctx.db.select().from(schedules).where(eq(schedules.id, mine.schedule_id!));
    expect(rebooked).toMatchObject({ client_id: w.ids.bia, status: 'scheduled', start_at: start, interface: 'ASSISTANT_CLIENT' });
    // Nobody else was offered the time that is now taken.
    await w.run();
    expect(w.lastTo('cris')).not.toContain('Abriu um horário');
    await w.cancel(rebooked!.id);
  });

  it('an unanswered offer goes to the next in line after the hold; a "não" passes it on', async () => {
    await w.t.app.ctx.db.update(waitlistEntries).set({ status: 'canceled' }).where(eq(waitlistEntries.company_id, w.fx.company.id));
    const start = nextWeekdayAt(w.t.clock.now(), TZ, 4, '10:00', 3);
    const day = localDateKey(TZ, start.getTime());
    const booked = await staffBook(w.t.app, w.fx, w.ids.ana, start);
    const bia = (await join(w.ids.bia, day)).body.entry.id as string;
    w.t.clock.advance(MINUTE);
    const cris = (await join(w.ids.cris, day)).body.entry.id as string;
    await w.cancel(booked.id);
    await waitFor(async () => (await w.entry(bia)).status === 'offered');
    expect((await w.entry(cris)).status).toBe('waiting');

    w.t.clock.advance(16 * MINUTE);
    await w.run();
    expect(await w.entry(bia)).toMatchObject({ status: 'waiting', offer_start_at: null });
    expect((await w.entry(bia)).passed_slots).toHaveLength(1);
    expect(await w.entry(cris)).toMatchObject({ status: 'offered', offer_start_at: start });
    expect(w.lastTo('cris')).toContain('Abriu um horário');

    await w.say('cris', 'não, obrigada');
    expect(w.lastTo('cris')).toContain('Continuo com você na lista de espera');
    expect((await w.entry(cris)).status).toBe('waiting');
    // Both let it pass: it is not offered to either again.
    await w.run();
    expect((await w.entry(bia)).status).toBe('waiting');
    const taken = await w.t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.company_id, w.fx.company.id), eq(schedules.start_at, start), eq(schedules.status, 'scheduled')));
    expect(taken).toHaveLength(0);
  });

  it('staff list the waitlist of a day, take an entry off it; bad input is 4xx, another company 404', async () => {
    const day = localDateKey(TZ, nextWeekdayAt(w.t.clock.now(), TZ, 5, '09:00', 5).getTime());
    const bad = await w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist`, {
      token: w.fx.token,
      body: { client_id: w.ids.bia, service_id: w.fx.services[0]!.id, from_date: day, to_date: '2000-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('data final');
    const created = await join(w.ids.bia, day);
    const list = await w.fx.api.call('GET', `/user/${w.fx.company.id}/waitlist?date=${day}&status=waiting`, { token: w.fx.token });
    expect(list.status).toBe(200);
    expect(list.body.waitlist.map((e: { id: string }) => e.id)).toContain(created.body.entry.id);
    expect(ZWaitlistEntry.array().safeParse(list.body.waitlist).error?.issues ?? []).toEqual([]);
    expect(list.body.waitlist[0]).toMatchObject({ service_title: 'Corte', client_name: expect.any(String) });
    const off = await w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist/${created.body.entry.id}/cancel`, { token: w.fx.token });
    expect(off.body.entry.status).toBe('canceled');
    expect(
      (await w.fx.api.call('POST', `/user/${w.fx.company.id}/waitlist/${created.body.entry.id}/cancel`, { token: w.fx.token })).status,
    ).toBe(409);

    const other = await buildFixture(w.t.app, { name: 'Outro Salão' });
    expect((await w.fx.api.call('GET', `/user/${other.company.id}/waitlist`, { token: w.fx.token })).status).toBe(404);
    expect((await join(w.ids.bia, day, other.token)).status).toBe(404);
  });
});
