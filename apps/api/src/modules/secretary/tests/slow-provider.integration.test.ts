// Defect 16: a slow provider made replies go out twice. A send batch outlived its lease and the other
// process sent the same messages again. Now each message is claimed on its own, its lease is renewed
// while the provider call runs, and only the claim's holder marks it sent.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.js';
import { openTestDatabase, startTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, connectCloud, waitFor } from '../test-support.js';

const SECRET = 'slow-provider-secret';
const TOKEN = 'EAAG-slow-provider-token';
const PHONE_NUMBER_ID = '5550016';
const CLIENTS = 30;
// Each send takes longer than a lease: without heartbeats every message would be taken over mid-send.
const LEASE_MS = 3_000;
const SEND_DELAY_MS = 3_500;

describe('a slow provider and two API processes on one database', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    await fake.close();
  });

  it(`sends each of ${CLIENTS} clients' replies exactly once`, async () => {
    const env = {
      WHATSAPP_CLOUD_APP_SECRET: SECRET,
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      JOBS_POLL_MS: '50',
      WORKER_LEASE_MS: String(LEASE_MS),
      WORKER_HEARTBEAT_MS: '500',
      OUTBOX_CONCURRENCY: '4',
    };
    const a = await startTestApp(env, db.database);
    const b = await startTestApp(env, db.database);
    // B's clock runs 61 s ahead. The old dispatcher compared leases with each process's clock, so this
    // alone let B take A's batch in flight, as a batch outliving its 60 s lease did; leases now live in
    // database time and are renewed while the provider answers.
    b.clock.advance(61_000);
    const urls = [a, b].map(async (t) => `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`);
    const [urlA, urlB] = await Promise.all(urls);
    const fx = await buildFixture(a.app);
    await connectCloud(a.app, fx, PHONE_NUMBER_ID, TOKEN);
    fake.setSendDelay(SEND_DELAY_MS);

    const phones = Array.from({ length: CLIENTS }, (_, i) => `55119${String(70000000 + i).padStart(8, '0')}`);
    const statuses = await Promise.all(
      phones.map((from, i) =>
        fake.deliverInbound({
          webhookUrl: i % 2 ? urlB! : urlA!,
          phoneNumberId: PHONE_NUMBER_ID,
          from,
          profileName: `Cliente ${i}`,
          text: 'oi, quanto custa o corte?',
        }),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);

    const outgoing = () =>
      a.app.ctx.db
        .select()
        .from(messages)
        .where(inArray(messages.role, ['ai']));
    await waitFor(
      async () => {
        const rows = await outgoing();
        const answered = new Set(fake.sent.map((s) => s.to));
        return phones.every((p) => answered.has(p)) && rows.length > 0 && rows.every((m) => m.delivery_status === 'sent');
      },
      { label: 'every client answered', timeoutMs: 180_000 },
    );
    // Closing waits for sends in flight, so nothing reaches the fake after this.
    await Promise.all([a.app.close(), b.app.close()]);

    const perMessage = new Map<string, number>();
    for (const s of fake.sent) perMessage.set(`${s.to}\n${s.body}`, (perMessage.get(`${s.to}\n${s.body}`) ?? 0) + 1);
    const duplicates = [...perMessage.values()].filter((n) => n > 1).length;
    expect(duplicates).toBe(0);
    const rows = await outgoing();
    expect(fake.sent).toHaveLength(rows.length);
    expect(new Set(rows.map((m) => m.external_id))).toEqual(new Set(fake.sent.map((s) => s.messageId)));
    const leftover = await a.app.ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.delivery_status, 'sending'));
    expect(leftover).toHaveLength(0);
  }, 240_000);
});
