// The waitlist end to end with the test clock: a client answers a reminder with a refusal, the
// appointment is canceled and its time is offered over WhatsApp to the first client waiting for it,
// who says yes and is booked (through the scheduling service, never twice); an unanswered offer
// expires after the hold and goes to the next in line; a "não" passes it on; staff manage the list.
import { ZWaitlistEntry } from '@agenda/shared/waitlist';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, companies, scheduledMessages, schedules, waitlistEntries } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { cancelSchedule } from '../scheduling/service.js';
import { buildFixture, connectCloud, nextWeekdayAt, staffBook, waitFor, type TFixture } from '../secretary/test-support.js';
import { localDateKey } from '../scheduling/tz.js';

const SECRET = 'waitlist-secret';
const TOKEN = 'EAAG-waitlist-token';
const PHONES = { ana: '5511955550001', bia: '5511955550002', cris: '5511955550003' } as const;
const TZ = 'America/Sao_Paulo';
const MINUTE = 60_000;

describe('waitlist', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let url: string;
  const ids: Record<keyof typeof PHONES, string> = { ana: '', bia: '', cris: '' };

  const run = async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.jobs.runOnce();
      await t.app.secretary.runOnce();
    }
  };
  const say = async (who: keyof typeof PHONES, text: string) => {
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550077', from: PHONES[who], profileName: who, text })).toBe(200);
    await run();
  };
  const lastTo = (who: keyof typeof PHONES) => [...fake.sent].reverse().find((m) => m.to === PHONES[who])?.body ?? '';
  const join = (clientId: string, day: string, token = fx.token) =>
    fx.api.call('POST', `/user/${fx.company.id}/waitlist`, {
      token,
      body: { client_id: clientId, service_id: fx.services[0]!.id, from_date: day, to_date: day },
    });
  const entry = async (id: string) => (await t.app.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550077', TOKEN);
    await t.app.ctx.db
      .update(companies)
      .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, fx.company.id));
    for (const who of Object.keys(PHONES) as (keyof typeof PHONES)[]) {
      await say(who, 'oi');
      const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONES[who]));
      ids[who] = chat!.client_id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('a refused reminder cancels the appointment and its time goes to the first waiting client, who says yes and is booked', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '15:00', 3);
    const day = localDateKey(TZ, start.getTime());
    const booked = await staffBook(t.app, fx, ids.ana, start);
    const first = await join(ids.bia, day);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    t.clock.advance(MINUTE);
    expect((await join(ids.cris, day)).status).toBe(201);

    const reminder = await waitFor(async () => {
      const [r] = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.schedule_id, booked.id));
      return r ?? null;
    });
    t.clock.advance(reminder!.due_at.getTime() - t.clock.now().getTime() + MINUTE);
    await run();
    expect(lastTo('ana')).toContain('Passando para lembrar');
    await say('ana', 'não vou conseguir');
    await say('ana', 'sim');
    expect((await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, booked.id)))[0]).toMatchObject({ status: 'canceled' });

    await waitFor(async () => (await entry(first.body.entry.id)).status === 'offered');
    await run();
    expect(lastTo('bia')).toMatch(/Abriu um horário de \*Corte\* no dia \d\d\/\d\d\/\d{4} às 15:00.*seguro o horário por 15 minutos/);
    expect(lastTo('cris')).not.toContain('Abriu um horário');
    await say('bia', 'sim, quero');
    expect(lastTo('bia')).toContain('Reservei para você');
    const mine = await entry(first.body.entry.id);
    expect(mine).toMatchObject({ status: 'booked' });
    const [rebooked] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, mine.schedule_id!));
    expect(rebooked).toMatchObject({ client_id: ids.bia, status: 'scheduled', start_at: start, interface: 'ASSISTANT_CLIENT' });
    // Nobody else was offered the time that is now taken.
    await run();
    expect(lastTo('cris')).not.toContain('Abriu um horário');
    await cancelSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: { kind: 'user', id: null },
      scheduleId: rebooked!.id,
      interface: 'PLATFORM_COMPANY',
    });
  });

  it('an unanswered offer goes to the next in line after the hold; a "não" passes it on', async () => {
    await t.app.ctx.db.update(waitlistEntries).set({ status: 'canceled' }).where(eq(waitlistEntries.company_id, fx.company.id));
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 3);
    const day = localDateKey(TZ, start.getTime());
    const booked = await staffBook(t.app, fx, ids.ana, start);
    const bia = (await join(ids.bia, day)).body.entry.id as string;
    t.clock.advance(MINUTE);
    const cris = (await join(ids.cris, day)).body.entry.id as string;
    await cancelSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: { kind: 'user', id: null },
      scheduleId: booked.id,
      interface: 'PLATFORM_COMPANY',
    });
    await waitFor(async () => (await entry(bia)).status === 'offered');
    expect((await entry(cris)).status).toBe('waiting');

    t.clock.advance(16 * MINUTE);
    await run();
    expect(await entry(bia)).toMatchObject({ status: 'waiting', offer_start_at: null });
    expect((await entry(bia)).passed_slots).toHaveLength(1);
    expect(await entry(cris)).toMatchObject({ status: 'offered', offer_start_at: start });
    expect(lastTo('cris')).toContain('Abriu um horário');

    await say('cris', 'não, obrigada');
    expect(lastTo('cris')).toContain('Continuo com você na lista de espera');
    expect((await entry(cris)).status).toBe('waiting');
    // Both let it pass: it is not offered to either again.
    await run();
    expect((await entry(bia)).status).toBe('waiting');
    const taken = await t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.company_id, fx.company.id), eq(schedules.start_at, start), eq(schedules.status, 'scheduled')));
    expect(taken).toHaveLength(0);
  });

  it('staff list the waitlist of a day, take an entry off it; bad input is 4xx, another company 404', async () => {
    const day = localDateKey(TZ, nextWeekdayAt(t.clock.now(), TZ, 5, '09:00', 5).getTime());
    const bad = await fx.api.call('POST', `/user/${fx.company.id}/waitlist`, {
      token: fx.token,
      body: { client_id: ids.bia, service_id: fx.services[0]!.id, from_date: day, to_date: '2000-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('data final');
    const created = await join(ids.bia, day);
    const list = await fx.api.call('GET', `/user/${fx.company.id}/waitlist?date=${day}&status=waiting`, { token: fx.token });
    expect(list.status).toBe(200);
    expect(list.body.waitlist.map((e: { id: string }) => e.id)).toContain(created.body.entry.id);
    expect(ZWaitlistEntry.array().safeParse(list.body.waitlist).error?.issues ?? []).toEqual([]);
    expect(list.body.waitlist[0]).toMatchObject({ service_title: 'Corte', client_name: expect.any(String) });
    const off = await fx.api.call('POST', `/user/${fx.company.id}/waitlist/${created.body.entry.id}/cancel`, { token: fx.token });
    expect(off.body.entry.status).toBe('canceled');
    expect((await fx.api.call('POST', `/user/${fx.company.id}/waitlist/${created.body.entry.id}/cancel`, { token: fx.token })).status).toBe(
      409,
    );

    const other = await buildFixture(t.app, { name: 'Outro Salão' });
    expect((await fx.api.call('GET', `/user/${other.company.id}/waitlist`, { token: fx.token })).status).toBe(404);
    expect((await join(ids.bia, day, other.token)).status).toBe(404);
  });
});
