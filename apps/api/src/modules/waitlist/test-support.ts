// Helpers of the waitlist's WhatsApp integration tests: an app with a fake WhatsApp Cloud, a company whose
// channel is connected (quiet hours off), and clients who said "oi" (so an offer can reach them).
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chats, companies, waitlistEntries } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { cancelSchedule } from '../scheduling/service.js';
import { buildFixture, connectCloud, type TFixture } from '../secretary/test-support.js';

export interface TWaitlistChatApp<W extends string> {
  t: TTestApp;
  fake: FakeWhatsappCloud;
  fx: TFixture;
  /** The client id of each phone (after its "oi"). */
  ids: Record<W, string>;
  /** Runs the due jobs and the secretary a few times (an offer, its message, an answer). */
  run: () => Promise<void>;
  say: (who: W, text: string) => Promise<void>;
  /** The last WhatsApp message sent to that client ('' when none). */
  lastTo: (who: W) => string;
  entry: (id: string) => Promise<typeof waitlistEntries.$inferSelect>;
  cancel: (scheduleId: string) => Promise<unknown>;
  close: () => Promise<void>;
}

export async function startWaitlistChatApp<W extends string>(opts: {
  secret: string;
  token: string;
  phoneNumberId: string;
  phones: Record<W, string>;
  calendars?: number;
}): Promise<TWaitlistChatApp<W>> {
  const fake = await startFakeWhatsappCloud({ accessToken: opts.token, appSecret: opts.secret });
  const t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: opts.secret, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
  const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
  const fx = await buildFixture(t.app, opts.calendars ? { calendars: opts.calendars } : {});
  await connectCloud(t.app, fx, opts.phoneNumberId, opts.token);
  await t.app.ctx.db
    .update(companies)
    .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
    .where(eq(companies.id, fx.company.id));

  const run = async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.jobs.runOnce();
      await t.app.secretary.runOnce();
    }
  };
  const say = async (who: W, text: string) => {
    const from = opts.phones[who];
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: opts.phoneNumberId, from, profileName: who, text })).toBe(200);
    await run();
  };
  const ids = {} as Record<W, string>;
  for (const who of Object.keys(opts.phones) as W[]) {
    await say(who, 'oi');
    const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, opts.phones[who]));
    ids[who] = chat!.client_id;
  }
  return {
    t,
    fake,
    fx,
    ids,
    run,
    say,
    lastTo: (who) => [...fake.sent].reverse().find((m) => m.to === opts.phones[who])?.body ?? '',
    entry: async (id) => (await t.app.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!,
    cancel: (scheduleId) =>
      cancelSchedule(t.app.ctx, { companyId: fx.company.id, actor: { kind: 'user', id: null }, scheduleId, interface: 'PLATFORM_COMPANY' }),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
