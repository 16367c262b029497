import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.js';
import { openTestDatabase, startTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { claimInbound, processInbound } from '../inbound.js';
import { dueChats, runDueChat } from '../turn.js';
import { buildFixture, connectCloud, sleep, waitFor } from '../test-support.js';

const SECRET = 'restart-secret';
const TOKEN = 'EAAG-restart-token';

describe('a crash between receiving a message and sending the reply', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };
  const env = (worker: 'on' | 'off') => ({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: worker, SECRETARY_WORKER_INTERVAL_MS: '50' });

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    await fake.close();
  });

  it('sends the reply exactly once after a restart, wherever the process stopped', async () => {
    // Process 1 stores the webhook and stops before doing anything else.
    const first = await startTestApp(env('off'), db.database);
    const url = `${await first.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    const fx = await buildFixture(first.app);
    await connectCloud(first.app, fx, '5550001', TOKEN);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550001', from: '5511911112222', profileName: 'Bia', text: 'oi, quanto custa o corte?' })).toBe(200);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550001', from: '5511911113333', profileName: 'Léo', text: 'quanto é o corte e barba?' })).toBe(200);
    // For the second client it got further: the reply row was written, but not sent.
    const events = await claimInbound(first.app.ctx, 10);
    const second = events.find((e) => (e.payload as { remote_id?: string }).remote_id === '5511911113333')!;
    const due = await processInbound(first.app.ctx, second);
    expect(due).toBeTruthy();
    await runDueChat(first.app.ctx, due!);
    await first.app.close();
    expect(fake.sent).toHaveLength(0);

    // Process 2 on the same database: everything left behind is finished, once.
    const restarted = await startTestApp(env('on'), db.database);
    restarted.clock.advance(61_000); // the first process's claim lease (60 s) has expired
    restarted.app.secretary.kick();
    await waitFor(() => fake.sent.length === 2, { label: 'both replies', timeoutMs: 20_000 });
    await sleep(500);
    expect(fake.sent.map((s) => s.to).sort()).toEqual(['5511911112222', '5511911113333']);
    const ai = await restarted.app.ctx.db.select().from(messages).where(eq(messages.role, 'ai'));
    expect(ai).toHaveLength(2);
    expect(ai.every((m) => m.delivery_status === 'sent')).toBe(true);
    expect(await dueChats(restarted.app.ctx, 10)).toEqual([]);
    await restarted.app.close();
  });
});
