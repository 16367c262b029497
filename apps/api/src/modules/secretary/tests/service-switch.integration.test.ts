// A service switch after the booking ("em vez do corte quero corte e barba") is ONE change agreed
// with one yes: nothing is written before it; after it the same appointment carries the new service
// at the same time; when the new service does not fit, nothing changes at all.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../../db/schema/index.js';
import type { TTestApp } from '../../../test/harness.js';
import { startCloudChat, type TCloudChat } from './cloud-chat.js';
import { nextSlotPhrase, staffBook, type TFixture } from '../test-support.js';

describe('service switch through the secretary', () => {
  let c: TCloudChat;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;
  const say = (text: string) => c.say(text);
  const active = () =>
    t.app.ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.client_id, clientId), ne(schedules.status, 'canceled')));

  beforeAll(async () => {
    c = await startCloudChat('5550099', '5511977774444', 'Léo');
    ({ t, fx, clientId } = c);
  });
  afterAll(() => c?.close());

  it('proposes the switch, writes nothing before the yes, then changes the same appointment in place', async () => {
    const { at } = nextSlotPhrase(t.clock.now(), 3, '15:00');
    const old = await staffBook(t.app, fx, clientId, at);
    await say('em vez do corte queria fazer barba tambem, corte e barba no mesmo horario');
    expect((await active()).map((s) => s.id)).toEqual([old.id]);
    await say('sim');
    const now = await active();
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ id: old.id, service_id: fx.services[1]!.id, start_at: at });
  });

  it('leaves the appointment as it is when the new service does not fit', async () => {
    const { at } = nextSlotPhrase(t.clock.now(), 4, '10:00');
    const old = await staffBook(t.app, fx, clientId, at);
    // Someone else has every professional right after: a 60-minute service cannot start at 10:00.
    for (const c of fx.calendars) await staffBook(t.app, fx, fx.client.id, new Date(at.getTime() + 30 * 60_000), c.id);
    await say('troca o corte de quinta por corte e barba no mesmo horario?');
    await say('sim');
    const mine = (await active()).filter((s) => s.id === old.id);
    expect(mine[0]).toMatchObject({ status: 'scheduled', service_id: fx.services[0]!.id, start_at: at });
    expect((await active()).filter((s) => s.service_id === fx.services[1]!.id && s.start_at.getTime() === at.getTime())).toHaveLength(0);
  });

  it('a price asked to the switch proposal is answered and the switch proposed again; a new time re-proposes it there', async () => {
    const { at, phrase } = nextSlotPhrase(t.clock.now(), 5, '14:00');
    const day = phrase.split(' às ')[0];
    const old = await staffBook(t.app, fx, clientId, at);
    await say(`em vez do corte do ${day} queria corte e barba, no mesmo horario`);
    await say('corte e barba fica mais caro?');
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[0]!.id });
    await say('ok pode trocar');
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[1]!.id, start_at: at });

    const later = nextSlotPhrase(t.clock.now(), 2, '10:00');
    const other = await staffBook(t.app, fx, clientId, later.at);
    await say(`troca o corte do ${later.phrase.split(' às ')[0]} por corte e barba?`);
    await say('não, quero corte e barba mas às 11h, pode?');
    expect((await active()).find((s) => s.id === other.id)).toMatchObject({ service_id: fx.services[0]!.id, start_at: later.at });
    await say('sim');
    const moved = (await active()).find((s) => s.id === other.id)!;
    expect(moved.service_id).toBe(fx.services[1]!.id);
    expect(moved.start_at.getTime()).toBe(later.at.getTime() + 60 * 60_000);
  });
  it('"acho que tem que ser corte e barba" of a held corte proposes the change; the yes said back writes it in place', async () => {
    const { at, phrase } = nextSlotPhrase(t.clock.now(), 6, '11:00');
    const old = await staffBook(t.app, fx, clientId, at);
    await say(`tenho um corte ${phrase.split(' às ')[0]}, mas na vdd acho que tem que ser corte e barba né?`);
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[0]!.id });
    await say('tá bom, pode trocar pra corte e barba no mesmo horário');
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[1]!.id, start_at: at });
  });

  it('"queria fazer corte e barba no lugar. pode ser no mesmo horário?" proposes the change; "pode trocar sim" writes it in place', async () => {
    const { at, phrase } = nextSlotPhrase(t.clock.now(), 5, '10:00');
    const old = await staffBook(t.app, fx, clientId, at);
    await say(`tenho corte ${phrase}, mas na vdd queria fazer corte e barba no lugar. pode ser no mesmo horario?`);
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[0]!.id });
    await say('pode trocar sim');
    expect((await active()).find((s) => s.id === old.id)).toMatchObject({ service_id: fx.services[1]!.id, start_at: at });
  });
});
