// Birthdays with the test clock: the company's bday_message goes to a client on their birthday at
// 09:00 in the company's timezone, once that day however often the hourly job runs, and again the
// next year.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, clients, companies, scheduledMessages } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { fromLocal, toLocal, addDays, dateKey } from '../scheduling/tz.js';
import { buildFixture, connectCloud, type TFixture } from '../secretary/test-support.js';

const SECRET = 'bday-secret';
const TOKEN = 'EAAG-bday-token';
const PHONE = '5511955554444';
const TZ = 'America/Sao_Paulo';

describe('birthdays', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;
  const sent = () => fake.sent.filter((m) => m.body.startsWith('Feliz aniversário'));
  const runAt = async (ms: number) => {
    t.clock.advance(ms - t.clock.now().getTime());
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550099', TOKEN);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550099', from: PHONE, profileName: 'Bia', text: 'oi' })).toBe(200);
    await t.app.secretary.runOnce();
    const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE));
    clientId = chat!.client_id;
    await t.app.ctx.db
      .update(companies)
      .set({ bday_message: 'Feliz aniversário, {{name}}! Um abraço da {{company_name}}.', timezone: TZ })
      .where(eq(companies.id, fx.company.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('goes at 09:00 local on the birthday, once, and again the next year', async () => {
    const day = addDays(toLocal(TZ, t.clock.now().getTime()), 3);
    await t.app.ctx.db
      .update(clients)
      .set({ birthday: dateKey({ ...day, y: 1990 }) })
      .where(eq(clients.id, clientId));

    await runAt(fromLocal(TZ, addDays(day, -1), 12 * 60));
    expect(await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.type, 'birthday'))).toHaveLength(0);

    // The job runs early on the day: the message is planned for 09:00 local.
    await runAt(fromLocal(TZ, day, 1 * 60 + 30));
    const [planned] = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.type, 'birthday'));
    expect(planned!.due_at.getTime()).toBe(fromLocal(TZ, day, 9 * 60));
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, fx.company.id));
    expect(planned!.content).toBe(`Feliz aniversário, Bia! Um abraço da ${company!.name}.`);
    await runAt(fromLocal(TZ, day, 8 * 60 + 59));
    expect(sent()).toHaveLength(0);
    await runAt(fromLocal(TZ, day, 9 * 60 + 1));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.to).toBe(PHONE);
    // Hourly runs later that day plan nothing more.
    for (const h of [11, 15, 20]) await runAt(fromLocal(TZ, day, h * 60 + 5));
    expect(await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.type, 'birthday'))).toHaveLength(1);
    expect(sent()).toHaveLength(1);

    // A year later: the next one.
    const next = { ...day, y: day.y + 1 };
    await runAt(fromLocal(TZ, next, 9 * 60 + 30));
    await runAt(fromLocal(TZ, next, 9 * 60 + 35));
    expect(sent()).toHaveLength(2);
  });
});
