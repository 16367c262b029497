// Defect 12: schedule events whose handlers failed, or whose process died while handling them, were
// replayed only by a test; after a crash no WhatsApp confirmation ever went out. Every process now
// replays them on a timer, one claim (leased, renewed while handlers run) per event.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull } from 'drizzle-orm';
import { chats, scheduleEvents } from '../../../db/schema/index.js';
import { openTestDatabase, startTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { bookSchedule, type TScheduleEventHandler } from '../../scheduling/service.js';
import { claimScheduleEvent } from '../../scheduling/repo-events.js';
import { buildFixture, connectCloud, nextWeekdayAt, waitFor } from '../test-support.js';

const SECRET = 'schedule-events-secret';
const TOKEN = 'EAAG-schedule-events-token';
const PHONE = '5511955556666';

describe('schedule events left behind by a failed handler or a dead process', () => {
  let fake: FakeWhatsappCloud;
  let db: { database: TDatabase; drop: () => Promise<void> };
  const env = (on: boolean) => ({
    WHATSAPP_CLOUD_APP_SECRET: SECRET,
    WHATSAPP_CLOUD_BASE_URL: fake.url,
    SECRETARY_WORKER: on ? 'on' : 'off',
    JOBS_POLL_MS: '50',
    SCHEDULE_EVENTS_REPLAY_INTERVAL_MS: on ? '200' : '0',
    WORKER_LEASE_MS: '1000',
    WORKER_HEARTBEAT_MS: '200',
    OUTBOX_RETRY_BASE_MS: '50',
  });

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
    await fake.close();
  });

  it('handles each exactly once after a restart: one run of every handler, one confirmation per booking', async () => {
    const first = await startTestApp(env(false), db.database);
    const url = `${await first.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    const fx = await buildFixture(first.app);
    await connectCloud(first.app, fx, '5550012', TOKEN);
    // The client writes once, so the booking confirmations have a WhatsApp chat to go to.
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550012', from: PHONE, profileName: 'Rita', text: 'oi' })).toBe(
      200,
    );
    await first.app.secretary.runOnce();
    const [chat] = await first.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE));
    expect(chat).toBeTruthy();

    // Another subscriber (say, a calendar sync) fails while the provider is down.
    let failing = true;
    const runs = new Map<string, number>();
    const handler: TScheduleEventHandler = (event) => {
      if (event.schedule.client_id !== chat!.client_id) return;
      if (failing) throw new Error('provider down');
      runs.set(event.schedule.id, (runs.get(event.schedule.id) ?? 0) + 1);
    };
    // Handlers are per app (modules/index.ts): each process of this test declares the same one.
    first.app.ctx.scheduleEventHandlers.push(handler);
    const book = (hhmm: string) =>
      bookSchedule(first.app.ctx, {
        companyId: fx.company.id,
        actor: { kind: 'user', id: null },
        clientId: chat!.client_id,
        serviceId: fx.services[0]!.id,
        startAt: nextWeekdayAt(first.clock.now(), 'America/Sao_Paulo', 4, hhmm, 2),
        interface: 'PLATFORM_COMPANY',
      });
    const failed = await book('10:00');
    const interrupted = await book('14:00');
    const pending = await first.app.ctx.db.select().from(scheduleEvents).where(isNull(scheduleEvents.dispatched_at));
    expect(pending.map((e) => e.schedule_id).sort()).toEqual([failed.id, interrupted.id].sort());
    // The second one was being replayed when the process died: claimed, its lease never renewed again.
    const second = pending.find((e) => e.schedule_id === interrupted.id)!;
    expect(await claimScheduleEvent(first.app.ctx, second.id, 'dead-process')).toBeTruthy();
    await first.app.close();
    failing = false;

    const restarted = await startTestApp(env(true), db.database);
    // Pushed before the replay timer's first tick (SCHEDULE_EVENTS_REPLAY_INTERVAL_MS after ready).
    restarted.app.ctx.scheduleEventHandlers.push(handler);
    const events = () =>
      restarted.app.ctx.db
        .select()
        .from(scheduleEvents)
        .where(inArray(scheduleEvents.schedule_id, [failed.id, interrupted.id]));
    await waitFor(async () => (await events()).every((e) => e.dispatched_at), { label: 'both events replayed', timeoutMs: 20_000 });
    const confirmations = () => fake.sent.filter((s) => s.to === PHONE && s.body.includes('está agendado para'));
    await waitFor(() => confirmations().length >= 2, { label: 'two confirmations at the fake' });
    await restarted.app.close();

    expect(Object.fromEntries(runs)).toEqual({ [failed.id]: 1, [interrupted.id]: 1 });
    expect(confirmations()).toHaveLength(2);
    expect((await events()).every((e) => e.lease_owner === null && e.locked_until === null)).toBe(true);
  });
});
