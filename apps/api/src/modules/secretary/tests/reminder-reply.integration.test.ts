// A client's answer to a reminder is about THAT appointment (the reminder message carries its
// schedule id), not the first upcoming one: "confirmo" confirms it, "não vou conseguir" proposes
// its cancel (written after its own yes), and the other, sooner appointment is left alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages, schedules } from '../../../db/schema/index.js';
import type { TTestApp } from '../../../test/harness.js';
import { startCloudChat, type TCloudChat } from './cloud-chat.js';
import { nextWeekdayAt, staffBook, waitFor, type TFixture } from '../test-support.js';

const TZ = 'America/Sao_Paulo';
const HOUR = 3_600_000;

describe('answers to a reminder', () => {
  let c: TCloudChat;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;
  const book = (startAt: Date) => staffBook(t.app, fx, clientId, startAt);
  const say = (text: string) => c.say(text);
  const row = async (id: string) => (await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;
  const lastReply = () => c.fake.sent[c.fake.sent.length - 1]!.body;

  /** The later appointment's reminder goes out; then a sooner one is booked (its reminder time is gone). */
  async function reminderThenSooner(dow: number) {
    const later = await book(nextWeekdayAt(t.clock.now(), TZ, dow, '15:00', 3));
    const planned = await waitFor(async () => {
      const [r] = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.schedule_id, later.id));
      return r ?? null;
    });
    t.clock.advance(planned!.due_at.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.secretary.runOnce();
    await waitFor(async () => c.fake.sent.some((m) => m.body.includes('Passando para lembrar')));
    const sooner = await book(new Date(t.clock.now().getTime() + 4 * HOUR));
    await t.app.secretary.runOnce();
    expect(new Date(sooner.start_at) < new Date(later.start_at)).toBe(true);
    return { later, sooner };
  }

  beforeAll(async () => {
    c = await startCloudChat('5550088', '5511977775555', 'Lia');
    ({ t, fx, clientId } = c);
  });
  afterAll(() => c?.close());

  it('"confirmo" confirms the appointment of the reminder, not the sooner one', async () => {
    const { later, sooner } = await reminderThenSooner(3);
    await say('confirmo');
    expect(await row(later.id)).toMatchObject({ status: 'confirmed' });
    expect(await row(sooner.id)).toMatchObject({ status: 'scheduled' });
  });

  it('"não vou conseguir" proposes canceling that appointment and cancels it only after the yes', async () => {
    const { later, sooner } = await reminderThenSooner(5);
    await say('não vou conseguir');
    expect(await row(later.id)).toMatchObject({ status: 'scheduled' });
    expect(lastReply()).toMatch(/cancelamento/i);
    await say('sim');
    expect(await row(later.id)).toMatchObject({ status: 'canceled' });
    expect(await row(sooner.id)).toMatchObject({ status: 'scheduled' });
  });

  it('"dá pra mudar pra mais tarde?" moves the appointment of the reminder, never the sooner one', async () => {
    const { later, sooner } = await reminderThenSooner(2);
    await say('dá pra mudar pra mais tarde?');
    const day = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit' }).format(new Date(later.start_at));
    expect(lastReply()).toContain(day);
    expect(lastReply()).not.toMatch(/qual destes/i);
    expect(await row(later.id)).toMatchObject({ status: 'scheduled', start_at: new Date(later.start_at) });
    expect(await row(sooner.id)).toMatchObject({ status: 'scheduled', start_at: new Date(sooner.start_at) });
  });
});
