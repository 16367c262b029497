// Automations end to end with the test clock: each trigger plans its message at its §4 default
// offset and it goes out once when due; a moved schedule re-plans, a canceled one cancels; service
// sources filter; return messages use the service's recurrence; the tag action tags the client (and
// writes the tag history); interest not followed by a booking is followed up, interest that became a booking is not; the
// `automations` extra feature gates writing; the preview renders on a real client.
import { AUTOMATION_TRIGGER_DEFAULTS, ZAutomation, type TAutomationTrigger, type TSaveAutomation } from '@agenda/shared/automation';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, clients, clientTagChanges, companies, scheduledMessages, services, subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { cancelSchedule, rescheduleSchedule } from '../scheduling/service.js';
import { buildFixture, connectCloud, nextWeekdayAt, staffBook, waitFor, type TFixture } from '../secretary/test-support.js';
import { recordServiceInterest } from './interest.js';

const SECRET = 'automation-secret';
const TOKEN = 'EAAG-automation-token';
const PHONE = '5511966665555';
const TZ = 'America/Sao_Paulo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const staff = { kind: 'user' as const, id: null };

describe('automations', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;
  const created: string[] = [];

  const save = (body: Partial<TSaveAutomation> & { trigger: TAutomationTrigger }, id?: string) =>
    fx.api.call(id ? 'PATCH' : 'POST', `/user/${fx.company.id}/automations${id ? `/${id}` : ''}`, {
      token: fx.token,
      body: {
        title: `Automação ${body.trigger}`,
        action: 'send_message',
        ...AUTOMATION_TRIGGER_DEFAULTS[body.trigger],
        content: `[${body.trigger}] Oi {{name}}, {{service_name}} em {{schedule_date}} às {{schedule_time}} na {{company_name}}`,
        ...body,
      },
    });
  const automate = async (body: Partial<TSaveAutomation> & { trigger: TAutomationTrigger }) => {
    const res = await save(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(res.body.automation.id);
    return res.body.automation as { id: string };
  };
  const messagesOf = (automationId: string) =>
    t.app.ctx.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.automation_id, automationId))
      .orderBy(scheduledMessages.created_at);
  const messagesWhen = async (automationId: string, n: number) =>
    (await waitFor(async () => {
      const rows = await messagesOf(automationId);
      return rows.length === n ? rows : null;
    }))!;
  const sentOf = (trigger: string) => fake.sent.filter((m) => m.body.startsWith(`[${trigger}]`));
  const runAt = async (at: Date) => {
    t.clock.advance(at.getTime() - t.clock.now().getTime());
    await t.app.jobs.runOnce();
    await t.app.secretary.runOnce();
  };
  const clear = async () => {
    for (const id of created.splice(0)) await save({ trigger: 'after_schedule', is_active: false }, id);
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550088', TOKEN);
    expect(await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550088', from: PHONE, profileName: 'Lia', text: 'oi' })).toBe(200);
    await t.app.secretary.runOnce();
    const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE));
    clientId = chat!.client_id;
    // Quiet hours off: the offsets are checked exactly (quiet hours have their own tests); reminders off.
    await t.app.ctx.db
      .update(companies)
      .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0, send_reminder_message: false })
      .where(eq(companies.id, fx.company.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is refused without the automations extra feature, with the hint to enable it', async () => {
    const res = await save({ trigger: 'after_schedule' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Automações');
    const now = t.clock.now();
    await t.app.ctx.db
      .update(subscriptions)
      .set({
        status: 'active',
        start_at: new Date(now.getTime() - DAY),
        end_at: new Date(now.getTime() + 400 * DAY),
        extra_features: ['automations'],
      })
      .where(eq(subscriptions.company_id, fx.company.id));
    const bad = await save({ trigger: 'after_schedule', content: '' });
    expect(bad.status).toBe(422);
  });

  it('before_schedule goes 1 day before, is re-planned when the schedule moves and sent once', async () => {
    const a = await automate({ trigger: 'before_schedule' });
    const start = nextWeekdayAt(t.clock.now(), TZ, 3, '15:00', 3);
    const booked = await staffBook(t.app, fx, clientId, start);
    const [planned] = await messagesWhen(a.id, 1);
    expect(planned).toMatchObject({ type: 'before_schedule', source: 'automation', status: 'pending', schedule_id: booked.id });
    expect(planned!.due_at.getTime()).toBe(start.getTime() - DAY);
    expect(planned!.content).toMatch(/^\[before_schedule\] Oi Lia, Corte em \d\d\/\d\d\/\d{4} às 15:00 na /);

    const moved = new Date(start.getTime() + 2 * HOUR);
    await rescheduleSchedule(t.app.ctx, {
      companyId: fx.company.id,
      actor: staff,
      scheduleId: booked.id,
      startAt: moved,
      interface: 'PLATFORM_COMPANY',
    });
    const after = await messagesWhen(a.id, 2);
    expect(after.map((r) => r.status)).toEqual(['canceled', 'pending']);
    expect(after[1]!.due_at.getTime()).toBe(moved.getTime() - DAY);

    await runAt(new Date(start.getTime() - DAY + 60_000));
    expect(sentOf('before_schedule')).toHaveLength(0);
    await runAt(new Date(moved.getTime() - DAY + 60_000));
    await runAt(new Date(moved.getTime() - DAY + 120_000));
    expect(sentOf('before_schedule')).toHaveLength(1);
    expect(sentOf('before_schedule')[0]!.to).toBe(PHONE);
    await clear();
  });

  it('after_schedule goes 1 day after the end; after_cancel_schedule 1 day after the cancellation', async () => {
    const after = await automate({ trigger: 'after_schedule' });
    const cancel = await automate({ trigger: 'after_cancel_schedule' });
    const start = nextWeekdayAt(t.clock.now(), TZ, 4, '10:00', 2);
    const booked = await staffBook(t.app, fx, clientId, start);
    const [planned] = await messagesWhen(after.id, 1);
    expect(planned!.due_at.getTime()).toBe(new Date(booked.end_at).getTime() + DAY);
    expect(await messagesOf(cancel.id)).toHaveLength(0);

    const canceledAt = t.clock.now();
    await cancelSchedule(t.app.ctx, { companyId: fx.company.id, actor: staff, scheduleId: booked.id, interface: 'PLATFORM_COMPANY' });
    const [followUp] = await messagesWhen(cancel.id, 1);
    expect(followUp).toMatchObject({ type: 'after_cancel_schedule', status: 'pending' });
    expect(Math.abs(followUp!.due_at.getTime() - (canceledAt.getTime() + DAY))).toBeLessThan(1000);
    await waitFor(async () => (await messagesOf(after.id))[0]?.status === 'canceled');

    await runAt(new Date(followUp!.due_at.getTime() + 60_000));
    await runAt(new Date(followUp!.due_at.getTime() + 120_000));
    expect(sentOf('after_cancel_schedule')).toHaveLength(1);
    expect(sentOf('after_schedule')).toHaveLength(0);
    await clear();
  });

  it('follows only its services; a return message uses the service recurrence; the tag action tags the client', async () => {
    await t.app.ctx.db.update(services).set({ expected_recurrence_in_days: 30 }).where(eq(services.id, fx.services[0]!.id));
    const other = await automate({ trigger: 'after_schedule', service_ids: [fx.services[1]!.id] });
    const back = await automate({
      trigger: 'after_schedule',
      use_service_recurrence: true,
      content: '[return] Faz 30 dias do seu último {{service_name}}, {{name}}!',
    });
    const tag = await automate({ trigger: 'before_schedule', action: 'set_client_tag', tag: 'Lembrada', content: '' });
    const start = nextWeekdayAt(t.clock.now(), TZ, 2, '11:00', 2);
    await staffBook(t.app, fx, clientId, start);
    const [ret] = await messagesWhen(back.id, 1);
    expect(ret!.due_at.toISOString()).toBe(new Date(start.getTime() + 30 * DAY).toISOString());
    expect(ret!.content).toBe('[return] Faz 30 dias do seu último Corte, Lia!');
    expect(await messagesOf(other.id)).toHaveLength(0);
    expect(await messagesOf(tag.id)).toHaveLength(0);

    const tagsOf = async () => (await t.app.ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]!.tags;
    await runAt(new Date(start.getTime() - DAY - 60_000));
    expect(await tagsOf()).not.toContain('Lembrada');
    await runAt(new Date(start.getTime() - DAY + 60_000));
    expect(await tagsOf()).toContain('Lembrada');
    // The client's timeline learns of it: one history row, by the system.
    const history = await t.app.ctx.db.select().from(clientTagChanges).where(eq(clientTagChanges.client_id, clientId));
    expect(history.map((h) => [h.action, h.tag, h.actor_kind])).toEqual([['added', 'Lembrada', 'system']]);
    await clear();
  });

  it('after_service_interest_and_not_scheduled follows up 1 day later unless the client booked meanwhile', async () => {
    const a = await automate({
      trigger: 'after_service_interest_and_not_scheduled',
      content: '[interest] {{name}}, ainda quer fazer {{service_name}}?',
    });
    const since = t.clock.now();
    await recordServiceInterest(t.app.ctx, { companyId: fx.company.id, clientId, serviceId: fx.services[0]!.id });
    await recordServiceInterest(t.app.ctx, { companyId: fx.company.id, clientId, serviceId: fx.services[0]!.id });
    const [planned] = await messagesOf(a.id);
    expect((await messagesOf(a.id)).length).toBe(1);
    expect(Math.abs(planned!.due_at.getTime() - (since.getTime() + DAY))).toBeLessThan(1000);
    expect(planned!.content).toBe('[interest] Lia, ainda quer fazer Corte?');
    await runAt(new Date(since.getTime() + DAY + 60_000));
    await runAt(new Date(since.getTime() + DAY + 120_000));
    expect(sentOf('interest')).toHaveLength(1);

    // Interest again, then a booking before the follow-up is due: it is dropped.
    await recordServiceInterest(t.app.ctx, { companyId: fx.company.id, clientId, serviceId: fx.services[0]!.id });
    const due = (await messagesOf(a.id))[1]!.due_at;
    await staffBook(t.app, fx, clientId, nextWeekdayAt(t.clock.now(), TZ, 5, '14:00', 3));
    await runAt(new Date(due.getTime() + 60_000));
    await runAt(new Date(due.getTime() + 120_000));
    expect(sentOf('interest')).toHaveLength(1);
    const rows = await t.app.ctx.db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.automation_id, a.id), eq(scheduledMessages.status, 'canceled')));
    expect(rows).toHaveLength(1);
    await clear();
  });

  it('previews a message on a real client, with their next appointment', async () => {
    const res = await fx.api.call('POST', `/user/${fx.company.id}/automations/preview`, {
      token: fx.token,
      body: { client_id: clientId, content: 'Oi {{name}}, até {{schedule_date}} às {{schedule_time}} ({{service_name}})' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatch(/^Oi Lia, até \d\d\/\d\d\/\d{4} às \d\d:\d\d \(Corte\)$/);
    const list = await fx.api.call('GET', `/user/${fx.company.id}/automations`, { token: fx.token });
    expect(list.body.automations.length).toBeGreaterThanOrEqual(6);
    expect(ZAutomation.array().safeParse(list.body.automations).error?.issues ?? []).toEqual([]);
  });
});
