// A reminder across a daylight-saving change, end to end with the test clock (issue 11): a company in New
// York and one in Lisbon, an appointment two days after the clocks go forward, a reminder that falls due in
// the quiet hours of the night of the change. It waits for 08:00 local by the new offset, and goes once.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendars, chats, companies, scheduledMessages } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, connectCloud, staffBook, waitFor, type TFixture } from '../secretary/test-support.js';

const SECRET = 'reminder-dst-secret';
const TOKEN = 'EAAG-reminder-dst-token';
const PHONE = '5511966665555';
const HOUR = 3_600_000;

describe('a reminder across a daylight-saving change', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550088', TOKEN);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550088', from: PHONE, profileName: 'Rita', text: 'oi' })).toBe(
      200,
    );
    await t.app.secretary.runOnce();
    const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE));
    clientId = chat!.client_id;
    // 56 h before an 11:00 appointment on the Tuesday after the change is 03:00 on the Sunday of the change.
    await t.app.ctx.db.update(calendars).set({ notify_advance_in_hours: 56 }).where(eq(calendars.id, fx.calendars[0]!.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const sent = () => fake.sent.filter((m) => m.body.includes('Passando para lembrar'));

  // New York goes from EST (−5) to EDT (−4) on 2027-03-14; Lisbon from WET (+0) to WEST (+1) on 2027-03-28.
  it.each([
    { tz: 'America/New_York', clockAt: '2027-03-10T12:00:00Z', start: '2027-03-16T15:00:00Z', due: '2027-03-14T12:00:00Z' },
    { tz: 'Europe/Lisbon', clockAt: '2027-03-24T12:00:00Z', start: '2027-03-30T10:00:00Z', due: '2027-03-28T07:00:00Z' },
  ])('in $tz goes once at 08:00 local by the new offset', async ({ tz, clockAt, start, due }) => {
    await t.app.ctx.db.update(companies).set({ timezone: tz }).where(eq(companies.id, fx.company.id));
    t.clock.advance(Date.parse(clockAt) - t.clock.now().getTime());
    const before = sent().length;
    const booked = await staffBook(t.app, fx, clientId, new Date(start));
    const planned = (await waitFor(async () => {
      const rows = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.schedule_id, booked.id));
      return rows.length === 1 ? rows[0] : null;
    }))!;
    // 03:00 local is inside the quiet hours (21:00–08:00): the reminder waits for 08:00, which after the
    // change is one hour earlier in UTC than the day before.
    expect(planned.due_at.toISOString()).toBe(new Date(due).toISOString());

    t.clock.advance(Date.parse(due) - t.clock.now().getTime() - 60_000);
    await t.app.secretary.runOnce();
    expect(sent()).toHaveLength(before);
    t.clock.advance(2 * 60_000);
    await t.app.secretary.runOnce();
    await t.app.secretary.runOnce();
    expect(sent()).toHaveLength(before + 1);
    t.clock.advance(HOUR);
    await t.app.secretary.runOnce();
    expect(sent()).toHaveLength(before + 1);
  });
});
