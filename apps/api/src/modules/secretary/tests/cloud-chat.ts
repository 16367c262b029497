// A test app with a fake WhatsApp Cloud number and one client chat (its first "oi" answered),
// for integration tests that talk to the secretary as the client does.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chats } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { buildFixture, connectCloud, type TFixture } from '../test-support.js';

const SECRET = 'cloud-chat-secret';
const TOKEN = 'EAAG-cloud-chat-token';

export interface TCloudChat {
  fake: FakeWhatsappCloud;
  t: TTestApp;
  fx: TFixture;
  clientId: string;
  /** The client writes; the secretary answers (one worker pass). */
  say(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function startCloudChat(phoneNumberId: string, phone: string, profileName: string): Promise<TCloudChat> {
  const fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
  const t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
  const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
  const fx = await buildFixture(t.app);
  await connectCloud(t.app, fx, phoneNumberId, TOKEN);
  const say = async (text: string) => {
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId, from: phone, profileName, text })).toBe(200);
    await t.app.secretary.runOnce();
  };
  await say('oi');
  const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, phone));
  return {
    fake,
    t,
    fx,
    clientId: chat!.client_id,
    say,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
