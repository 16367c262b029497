// Done-when of issue 14: replaying a failed webhook event processes it once; replaying a processed one changes nothing.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inboundEvents, messages } from '../../db/schema/index.js';
import { rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { claimInbound, processInbound } from '../secretary/inbound.js';
import { buildFixture, connectCloud } from '../secretary/test-support.js';

const SECRET = 'replay-secret';
const TOKEN = 'EAAG-replay-token';
const TEXT = 'oi, vocês abrem sábado?';

describe('replaying a webhook event from the admin', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let admin: string;
  let fx: Awaited<ReturnType<typeof buildFixture>>;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    // The worker is off: the test runs each processing pass itself, so it sees exactly what a replay queues.
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550009', TOKEN);
    admin = await superAdminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const clientMessages = async () =>
    (
      await t.app.ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.company_id, fx.company.id), eq(messages.content, TEXT)))
    ).length;

  /** One pass of the secretary's intake, as its worker runs it. */
  async function processPending(): Promise<number> {
    const claimed = await claimInbound(t.app.ctx, 10);
    for (const event of claimed) await processInbound(t.app.ctx, event);
    return claimed.length;
  }

  it('queues a failed event once, processes it once, and leaves a processed one alone', async () => {
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    expect(
      await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550009', from: '5511955556666', profileName: 'Rui', text: TEXT }),
    ).toBe(200);
    const [stored] = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.company_id, fx.company.id));
    // As the worker leaves an event that failed on every attempt.
    await t.app.ctx.db
      .update(inboundEvents)
      .set({ status: 'failed', attempts: 6, error: 'connect ETIMEDOUT' })
      .where(eq(inboundEvents.id, stored!.id));
    expect(await processPending()).toBe(0);

    const listed = await rawCall(t.app, 'GET', '/admin/console/webhook_events?status=failed', admin);
    expect(listed.body.events.map((e: { id: string }) => e.id)).toEqual([stored!.id]);

    // Two replays of one failure (a double click) queue it once.
    const [first, second] = await Promise.all([
      rawCall(t.app, 'POST', `/admin/console/webhook_events/${stored!.id}/replay`, admin),
      rawCall(t.app, 'POST', `/admin/console/webhook_events/${stored!.id}/replay`, admin),
    ]);
    expect([first.body.replayed, second.body.replayed].sort()).toEqual([false, true]);
    expect(await processPending()).toBe(1);
    expect(await clientMessages()).toBe(1);
    const [done] = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.id, stored!.id));
    expect(done!.status).toBe('done');

    const again = await rawCall(t.app, 'POST', `/admin/console/webhook_events/${stored!.id}/replay`, admin);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(false);
    expect(await processPending()).toBe(0);
    expect(await clientMessages()).toBe(1);
    const [after] = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.id, stored!.id));
    expect({ status: after!.status, processed_at: after!.processed_at }).toEqual({ status: 'done', processed_at: done!.processed_at });
  });
});
