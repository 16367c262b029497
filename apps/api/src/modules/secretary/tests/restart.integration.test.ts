import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { inboundEvents, messages } from '../../../db/schema/index.js';
import { openTestDatabase, startTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { claimInbound, processInbound } from '../inbound.js';
import { dueChats, runDueChat } from '../turn.js';
import { claimNextMessage } from '../dispatcher.js';
import { buildFixture, connectCloud, waitFor } from '../test-support.js';

const SECRET = 'restart-secret';
const TOKEN = 'EAAG-restart-token';

describe('a crash between receiving a message and sending the reply', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };
  // Short leases: work a dead process claimed comes back after 1 s (6 s by default), with no clock games.
  const env = (worker: 'on' | 'off') => ({
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    WHATSAPP_CLOUD_BASE_URL: fake.url,
    SECRETARY_WORKER: worker,
    JOBS_POLL_MS: '50',
    WORKER_LEASE_MS: '1000',
    WORKER_HEARTBEAT_MS: '200',
  });

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    await fake.close();
  });

  it('sends each reply exactly once after a restart, wherever the process stopped, as soon as its leases ran out', async () => {
    // Process 1 stores three webhooks, claims them all, and dies at a different step for each client.
    const first = await startTestApp(env('off'), db.database);
    const url = `${await first.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    const fx = await buildFixture(first.app);
    await connectCloud(first.app, fx, '5550001', TOKEN);
    const clients = { bia: '5511911112222', leo: '5511911113333', ana: '5511911114444' };
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: '5550001',
        from: clients.bia,
        profileName: 'Bia',
        text: 'oi, quanto custa o corte?',
      }),
    ).toBe(200);
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: '5550001',
        from: clients.leo,
        profileName: 'Léo',
        text: 'quanto é o corte e barba?',
      }),
    ).toBe(200);
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: '5550001',
        from: clients.ana,
        profileName: 'Ana',
        text: 'oi, quanto custa o corte?',
      }),
    ).toBe(200);
    const events = await claimInbound(first.app.ctx, 10, 'dead-process');
    const eventOf = (phone: string) => events.find((e) => (e.payload as { remote_id?: string }).remote_id === phone)!;
    // Ana: the reply was written and claimed by the outbox, and the process died while sending it.
    await runDueChat(first.app.ctx, (await processInbound(first.app.ctx, eventOf(clients.ana)))!);
    const inFlight = await claimNextMessage(first.app.ctx, 'dead-process');
    expect(inFlight?.chat.remote_id).toBe(clients.ana);
    // Léo: the reply was written, but not sent. Bia: the webhook was claimed and never processed.
    const due = await processInbound(first.app.ctx, eventOf(clients.leo));
    expect(due).toBeTruthy();
    await runDueChat(first.app.ctx, due!);
    await first.app.close();
    expect(fake.sent).toHaveLength(0);

    // Process 2 on the same database: everything left behind is finished, once.
    const restarted = await startTestApp(env('on'), db.database);
    await waitFor(() => fake.sent.length >= 3, { label: 'the three replies', timeoutMs: 20_000 });
    const settled = async () => {
      const ai = await restarted.app.ctx.db.select().from(messages).where(eq(messages.role, 'ai'));
      return ai.length === 3 && ai.every((m) => m.delivery_status === 'sent') && (await dueChats(restarted.app.ctx, 10)).length === 0;
    };
    await waitFor(settled, { label: 'an empty outbox' });
    await restarted.app.close();
    expect(fake.sent.map((s) => s.to).sort()).toEqual(Object.values(clients).sort());
    const stuck = await restarted.app.ctx.db.select().from(inboundEvents).where(ne(inboundEvents.status, 'done'));
    expect(stuck).toHaveLength(0);
  });
});
