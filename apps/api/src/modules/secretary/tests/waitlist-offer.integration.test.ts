// Issue 11 item 7: the secretary offers the waitlist in a WhatsApp conversation. A client asks for a
// time on a full day: the nearest times are shown and the waitlist of that day is offered; "quero"
// puts the client on it once (source secretary, the same waitlist service as the booking page), a
// second ask says so instead of a second entry; "não precisa" writes nothing; and when a time of that
// day frees, the existing waitlist offer reaches this client over WhatsApp. The safety layer itself
// (the LLM brain's path) writes nothing without a yes to an offer shown in the previous reply.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, companies, waitlistEntries } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { cancelSchedule } from '../../scheduling/service.js';
import { general } from '../../scheduling/test-fixtures.js';
import { addDays, fromLocal, localDateKey, parseDateKey } from '../../scheduling/tz.js';
import { guardActions } from '../guarded-actions.js';
import { schedulingTools } from '../tools.js';
import { buildFixture, connectCloud, nextSlotPhrase, staffBook, type TFixture } from '../test-support.js';

const SECRET = 'waitlist-offer-secret';
const TOKEN = 'EAAG-waitlist-offer-token';
const PHONES = { ana: '5511955560001', bia: '5511955560002', caio: '5511955560003', duda: '5511955560004' } as const;
type TWho = keyof typeof PHONES;
const TZ = 'America/Sao_Paulo';

describe('the secretary offers the waitlist of a full day', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let url: string;
  let day: string;
  let phrase: string;
  const ids = {} as Record<TWho, string>;
  const booked: string[] = [];

  const run = async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.jobs.runOnce();
      await t.app.secretary.runOnce();
    }
  };
  const say = async (who: TWho, text: string) => {
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550088', from: PHONES[who], profileName: who, text })).toBe(200);
    await run();
    return [...fake.sent].reverse().find((m) => m.to === PHONES[who])?.body ?? '';
  };
  const entriesOf = (who: TWho) =>
    t.app.ctx.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.company_id, fx.company.id), eq(waitlistEntries.client_id, ids[who])));

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550088', TOKEN);
    await t.app.ctx.db
      .update(companies)
      .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, fx.company.id));
    for (const who of Object.keys(PHONES) as TWho[]) {
      await say(who, 'oi');
      const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONES[who]));
      ids[who] = chat!.client_id;
    }
    // A Friday with every time taken: 15:00 booked with each professional, the rest of the day blocked.
    const next = nextSlotPhrase(t.clock.now(), 5, '15:00');
    phrase = next.phrase;
    day = localDateKey(TZ, next.at.getTime());
    for (const [i, c] of fx.calendars.entries()) {
      booked.push((await staffBook(t.app, fx, i === 0 ? ids.caio : ids.duda, next.at, c.id)).id);
      for (const [from, to] of [
        [0, 15 * 60],
        [15 * 60 + 30, 24 * 60],
      ] as const) {
        const res = await general(fx.api, fx.token, fx.company.id, 'blocked_period', {
          calendar_id: c.id,
          start_at: new Date(fromLocal(TZ, parseDateKey(day), from)).toISOString(),
          end_at: new Date(
            to === 24 * 60 ? fromLocal(TZ, addDays(parseDateKey(day), 1), 0) : fromLocal(TZ, parseDateKey(day), to),
          ).toISOString(),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    }
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('"quero" puts the client on that day\'s list once, with a confirmation; asking again adds nothing', async () => {
    const [, mm, dd] = day.split('-');
    const offered = await say('ana', `quero marcar um corte ${phrase}`);
    expect(offered).toContain('lista de espera');
    expect(offered).toContain(`${dd}/${mm}`);
    expect(offered).toMatch(/1\) \d\d:\d\d/);
    expect(await entriesOf('ana')).toHaveLength(0);

    const joined = await say('ana', 'quero');
    expect(joined).toContain(`Coloquei você na lista de espera de *Corte* para sexta-feira, ${dd}/${mm}`);
    expect(joined).toContain('eu te aviso aqui');
    const [entry, ...more] = await entriesOf('ana');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ status: 'waiting', source: 'secretary', from_date: day, to_date: day, calendar_id: null });
    // 15:00 asked: the company's afternoon is the entry's window (only a freed time in it is offered).
    expect(entry).toMatchObject({ from_time: '12:00', to_time: '18:00' });
    expect(entry!.note).toContain('entre 12:00 e 18:00');

    const again = await say('ana', `quero marcar um corte ${phrase}`);
    expect(again).toContain('Você já está na lista de espera');
    await say('ana', 'sim');
    expect(await entriesOf('ana')).toHaveLength(1);

    // Staff see it in the day's waitlist, with its origin.
    const list = await fx.api.call('GET', `/user/${fx.company.id}/waitlist?date=${day}`, { token: fx.token });
    expect(list.body.waitlist).toEqual([
      expect.objectContaining({ id: entry!.id, source: 'secretary', service_title: 'Corte', day_part: 'afternoon' }),
    ]);
  });

  it('"não precisa" writes nothing; a pick of one of the times shown books it as before, not the list', async () => {
    const offered = await say('bia', `oi, tem corte ${phrase}?`);
    expect(offered).toContain('lista de espera');
    const refused = await say('bia', 'não precisa');
    expect(refused).toContain('não coloquei você na lista de espera');
    expect(await entriesOf('bia')).toEqual([]);

    expect(await say('bia', `quero marcar um corte ${phrase}`)).toContain('lista de espera');
    const picked = await say('bia', 'o primeiro');
    expect(picked).not.toContain('lista de espera');
    expect(picked).toMatch(/Posso confirmar|agendado/);
    expect(await entriesOf('bia')).toEqual([]);
  });

  it('when a time of that day frees, the waitlist offer reaches the client who joined in the chat', async () => {
    await cancelSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: { kind: 'user', id: null },
      scheduleId: booked[0]!,
      interface: 'PLATFORM_COMPANY',
    });
    await run();
    const [entry] = await entriesOf('ana');
    expect(entry).toMatchObject({ status: 'offered' });
    const last = [...fake.sent].reverse().find((m) => m.to === PHONES.ana)?.body ?? '';
    expect(last).toMatch(/Abriu um horário de \*Corte\*.*15:00/);
    expect(await say('ana', 'sim, quero')).toContain('Reservei para você');
    expect((await entriesOf('ana'))[0]).toMatchObject({ status: 'booked' });
  });

  it('the safety layer (the LLM brain path) writes only on a yes to the offer shown in the previous reply', async () => {
    const guard = (message: string, lastAssistant: string | null, state: unknown) =>
      guardActions(t.app.ctx, schedulingTools(t.app.ctx, { companyId: fx.company.id, clientId: ids.duda, channel: 'whatsapp' }), {
        companyId: fx.company.id,
        clientId: ids.duda,
        timezone: TZ,
        message,
        lastAssistant,
        state,
      });
    // "depois das 15h" (the LLM's join_waitlist from: "15:00"): the window runs to the end of the day.
    const ask = { serviceId: fx.services[0]!.id, calendarId: fx.calendars[1]!.id, date: day, window: { from: 15 * 60, to: 24 * 60 } };
    // "quero" with no offer shown: only the offer comes back.
    const first = guard('quero', 'Olá! Como posso ajudar?', {});
    const offer = await first.tools.joinWaitlist!(ask);
    expect(offer).toMatchObject({ ok: false, reason: 'needs_agreement' });
    expect(first.waitlistOfferedNow()).toContain('lista de espera');
    expect(await entriesOf('duda')).toEqual([]);
    const text = offer.ok ? '' : offer.message;
    // A yes to a reply that did not show it, a no, or another day: nothing written.
    for (const [message, last, other] of [
      ['quero', 'Tenho estes horários: 1) 10:00', ask],
      ['não precisa', text, ask],
      ['quero', text, { ...ask, date: addDaysKey(day, 7) }],
    ] as const) {
      const g = guard(message, last, first.state());
      const r = await g.tools.joinWaitlist!(other);
      expect(r.ok && !r.value.already, message).toBe(false);
    }
    expect(await entriesOf('duda')).toEqual([]);
    const yes = await guard('sim, me coloca', text, first.state()).tools.joinWaitlist!(ask);
    expect(yes).toMatchObject({ ok: true, value: { already: false, date: day } });
    const [written, ...others] = await entriesOf('duda');
    expect(others).toEqual([]);
    expect(written).toMatchObject({ from_time: '15:00', to_time: null, note: 'Pedido pela secretária: prefere a partir das 15:00.' });
  });
});

const addDaysKey = (key: string, n: number) => {
  const d = addDays(parseDateKey(key), n);
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
};
