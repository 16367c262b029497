// Reminders end to end, with the test clock: planned from the calendar's notify settings when a
// booking is made, sent once through the outbox at the right local time, re-planned when the
// schedule moves, canceled with it, moved to 20:00 the day before for an early appointment, and
// "confirmo" in answer to a reminder confirms the appointment.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendars, chats, scheduledMessages, schedules } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { cancelSchedule, rescheduleSchedule } from '../scheduling/service.js';
import { buildFixture, connectCloud, nextWeekdayAt, staffBook, waitFor, type TFixture } from '../secretary/test-support.js';

const SECRET = 'reminder-secret';
const TOKEN = 'EAAG-reminder-token';
const PHONE = '5511977776666';
const TZ = 'America/Sao_Paulo';
const HOUR = 3_600_000;

describe('reminders', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let url: string;
  let clientId: string;
  const staff = { kind: 'user' as const, id: null };

  const reminders = (scheduleId: string) =>
    t.app.ctx.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.schedule_id, scheduleId))
      .orderBy(scheduledMessages.created_at);
  const remindersWhen = async (scheduleId: string, n: number) =>
    (await waitFor(async () => {
      const rows = await reminders(scheduleId);
      return rows.length === n ? rows : null;
    }))!;
  const sentTo = () => fake.sent.filter((m) => m.body.includes('Passando para lembrar'));
  const book = (startAt: Date) => staffBook(t.app, fx, clientId, startAt);

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550077', TOKEN);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550077', from: PHONE, profileName: 'Rita', text: 'oi' })).toBe(
      200,
    );
    await t.app.secretary.runOnce();
    const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE));
    clientId = chat!.client_id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('goes out once at notify time, is re-planned when the schedule moves and canceled with it', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '15:00', 3);
    const booked = await book(start);
    const [planned] = await remindersWhen(booked.id, 1);
    // The calendar's default: 24 h before, 15:00 local the day before (outside the quiet hours).
    expect(planned).toMatchObject({ status: 'pending', type: 'schedule_reminder', source: 'schedule' });
    expect(planned!.due_at.toISOString()).toBe(new Date(start.getTime() - 24 * HOUR).toISOString());
    expect(planned!.content).toContain('Rita');
    expect(planned!.content).toContain('Corte');

    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(0);

    // Moved two hours later: the pending reminder is canceled and a new one planned for the new time.
    const moved = new Date(start.getTime() + 2 * HOUR);
    await rescheduleSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: staff,
      scheduleId: booked.id,
      startAt: moved,
      interface: 'PLATFORM_COMPANY',
    });
    const after = await remindersWhen(booked.id, 2);
    expect(after.map((r) => r.status)).toEqual(['canceled', 'pending']);
    expect(after[1]!.due_at.toISOString()).toBe(new Date(moved.getTime() - 24 * HOUR).toISOString());

    // At the old time nothing goes; at the new one, exactly one reminder.
    t.clock.advance(start.getTime() - 24 * HOUR - t.clock.now().getTime() + 60_000);
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    await t.app.secretary.runOnce();
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(1);
    expect(sentTo()[0]!.to).toBe(PHONE);
    const [, sent] = await reminders(booked.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent!.message_id).toMatch(/^[0-9a-f-]{36}$/);
    const [notified] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, booked.id));
    expect(notified!.is_notify_sent).toBe(true);

    // "confirmo" in answer to the reminder confirms that appointment.
    expect(
      await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550077', from: PHONE, profileName: 'Rita', text: 'confirmo' }),
    ).toBe(200);
    await t.app.secretary.runOnce();
    const [row] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, booked.id));
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row!.client_confirmed_at).toBeInstanceOf(Date);

    // Canceling the (confirmed) appointment leaves no pending reminder behind, and sends none again.
    await cancelSchedule(t.app.ctx, { companyId: fx.company.id, actor: staff, scheduleId: booked.id, interface: 'PLATFORM_COMPANY' });
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(1);
  });

  it('cancels a pending reminder when the appointment is canceled', async () => {
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '16:00', 3);
    const booked = await book(start);
    await remindersWhen(booked.id, 1);
    await cancelSchedule(t.app.ctx, { companyId: fx.company.id, actor: staff, scheduleId: booked.id, interface: 'PLATFORM_COMPANY' });
    await waitFor(async () => (await reminders(booked.id))[0]?.status === 'canceled');
    t.clock.advance(start.getTime() - t.clock.now().getTime() - HOUR);
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(1);
  });

  it('sends the reminder of an appointment before 10:00 at 20:00 the day before, not inside the quiet hours', async () => {
    await t.app.ctx.db.update(calendars).set({ notify_advance_in_hours: 12 }).where(eq(calendars.id, fx.calendars[0]!.id));
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '09:00', 3);
    const booked = await book(start);
    const [planned] = await remindersWhen(booked.id, 1);
    // 12 h before 09:00 is 21:00, inside the quiet hours: it goes at 20:00 local (23:00 UTC) the day before.
    expect(planned!.due_at.toISOString()).toBe(new Date(start.getTime() - 13 * HOUR).toISOString());
    t.clock.advance(planned!.due_at.getTime() - t.clock.now().getTime() - 60_000);
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(1);
    t.clock.advance(120_000);
    await t.app.secretary.runOnce();
    expect(sentTo()).toHaveLength(2);
  });
});
