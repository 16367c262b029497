// Defect 17: shutdown stranded work. SIGTERM closed the database while the worker was mid-batch, so
// claimed messages waited for their lease, and an unguarded markChannelRead once crashed the process.
// Now close() stops the worker first: it claims nothing more, finishes the sends in flight (their
// leases cleared), waits for its fire-and-forget calls, and only then does the app close.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNotNull, or } from 'drizzle-orm';
import { inboundEvents, messages } from '../../../db/schema/index.js';
import { openTestDatabase, startTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { markChannelRead } from '../../channels/senders.js';
import { buildFixture, connectCloud, waitFor } from '../test-support.js';

const SECRET = 'shutdown-secret';
const TOKEN = 'EAAG-shutdown-token';
const PHONE_NUMBER_ID = '5550017';
const CLIENTS = 12;
const CONCURRENCY = 2;

describe('closing an API process in the middle of a send batch', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };
  const env = {
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    JOBS_POLL_MS: '50',
    OUTBOX_CONCURRENCY: String(CONCURRENCY),
    WORKER_LEASE_MS: '2000',
    WORKER_HEARTBEAT_MS: '400',
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET, sendDelayMs: 300 });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    await fake.close();
  });

  it('stops claiming, leaves nothing under a lease, and the other process sends each reply once', async () => {
    const a = await startTestApp({ ...env, WHATSAPP_CLOUD_BASE_URL: fake.url }, db.database);
    const url = `${await a.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    const fx = await buildFixture(a.app);
    await connectCloud(a.app, fx, PHONE_NUMBER_ID, TOKEN);
    const phones = Array.from({ length: CLIENTS }, (_, i) => `55119${String(60000000 + i).padStart(8, '0')}`);
    for (const [i, from] of phones.entries()) {
      expect(
        await fake.deliverInbound({
          webhookUrl: url,
          phoneNumberId: PHONE_NUMBER_ID,
          from,
          profileName: `Cliente ${i}`,
          text: 'oi, quanto custa o corte?',
        }),
      ).toBe(200);
    }
    await waitFor(() => fake.sent.length >= 1, { label: 'A sending' });

    const before = fake.sent.length;
    await a.app.close();
    // At most the sends already in flight were finished; the old worker went on through its batch.
    expect(fake.sent.length - before).toBeLessThanOrEqual(CONCURRENCY);
    expect(fake.sent.length).toBeLessThan(CLIENTS);
    const leased = await a.app.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(or(eq(messages.delivery_status, 'sending'), isNotNull(messages.lease_owner)));
    expect(leased).toHaveLength(0);
    const claimedEvents = await a.app.ctx.db
      .select({ id: inboundEvents.id })
      .from(inboundEvents)
      .where(or(eq(inboundEvents.status, 'processing'), isNotNull(inboundEvents.lease_owner)));
    expect(claimedEvents).toHaveLength(0);

    const b = await startTestApp({ ...env, WHATSAPP_CLOUD_BASE_URL: fake.url }, db.database);
    const outgoing = () =>
      b.app.ctx.db
        .select()
        .from(messages)
        .where(inArray(messages.role, ['ai']));
    await waitFor(
      async () => {
        const answered = new Set(fake.sent.map((s) => s.to));
        const rows = await outgoing();
        return phones.every((p) => answered.has(p)) && rows.every((m) => m.delivery_status === 'sent');
      },
      { label: 'every client answered by B', timeoutMs: 60_000 },
    );
    await b.app.close();
    const perMessage = new Map<string, number>();
    for (const s of fake.sent) perMessage.set(`${s.to}\n${s.body}`, (perMessage.get(`${s.to}\n${s.body}`) ?? 0) + 1);
    expect([...perMessage.values()].filter((n) => n > 1)).toHaveLength(0);
    expect(fake.sent).toHaveLength((await outgoing()).length);
  }, 120_000);

  it('marking a message as read never rejects, even when the database is already closed', async () => {
    const t = await startTestApp({ ...env, WHATSAPP_CLOUD_BASE_URL: fake.url });
    const ctx = t.app.ctx;
    await t.close();
    await expect(markChannelRead(ctx, '00000000-0000-4000-8000-000000000000', 'wamid.closed')).resolves.toBe(false);
  });
});
