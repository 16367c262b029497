// The auto-pilot is part of the paid `automations` extra feature (docs/spec.md §3 "Extra features",
// §9 prices; issue 11): without it the server refuses (403, in Portuguese) switching it on, putting a
// client on it and resuming a run, and the scheduler neither plans nor sends an auto-pilot message.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, clients, companies, scheduledMessages } from '../../db/schema/index.js';
import { setExtraFeatures } from '../../test/extra-features.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { planScheduledMessage } from '../scheduled-messages/service.js';
import { buildFixture, connectCloud, type TFixture } from '../secretary/test-support.js';

const SECRET = 'gate-secret';
const TOKEN = 'EAAG-gate-token';
const PHONE = '5511944445555';
const HOUR = 3_600_000;

describe('auto-pilot needs the automations feature', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;
  const pilot = () => `/user/${fx.company.id}/clients/${clientId}/auto-pilot`;
  const update = (body: Record<string, unknown>) => fx.api.call('POST', `/user/${fx.company.id}/company/update`, { token: fx.token, body });
  const companyRow = async () => (await t.app.ctx.db.select().from(companies).where(eq(companies.id, fx.company.id)))[0]!;
  const autoPilotMessages = () => t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.source, 'auto_pilot'));
  const sent = () => fake.sent.filter((m) => m.to === PHONE && m.body.includes('Aqui é da'));
  const walk = async (ms: number) => {
    t.clock.advance(ms);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
  };
  const expectRefused = (res: { status: number; body: Record<string, any> }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.message).toMatch(/piloto automático faz parte da funcionalidade Automações/);
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550222', TOKEN);
    await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550222', from: PHONE, profileName: 'Cliente', text: 'oi' });
    await t.app.secretary.runOnce();
    clientId = (await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE)))[0]!.client_id;
    await t.app.ctx.db.update(clients).set({ crm_stage: 'prospect' }).where(eq(clients.company_id, fx.company.id));
    await t.app.ctx.db
      .update(companies)
      .set({ quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, fx.company.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('refuses switching it on and putting a client on it without the feature; switching off stays allowed', async () => {
    expectRefused(await update({ is_auto_pilot_enabled: true }));
    expect((await companyRow()).is_auto_pilot_enabled).toBe(false);
    expect((await update({ is_auto_pilot_enabled: false, auto_pilot_intensity: 'intense' })).status).toBe(200);
    // Switched on while the feature was bought, then the feature went: no client can be put on it.
    await t.app.ctx.db.update(companies).set({ is_auto_pilot_enabled: true }).where(eq(companies.id, fx.company.id));
    expectRefused(await fx.api.call('POST', pilot(), { token: fx.token }));
    expect(await autoPilotMessages()).toHaveLength(0);
  });

  it('works with the feature; once it is gone nothing is planned or sent and a resume is refused', async () => {
    await setExtraFeatures(t.app, fx.company.id, ['automations']);
    expect((await update({ is_auto_pilot_enabled: true })).status).toBe(200);
    expect((await fx.api.call('POST', pilot(), { token: fx.token })).status).toBe(201);
    await walk(HOUR);
    expect(sent()).toHaveLength(1);

    // The feature goes (switched off, subscription lapsed) with a follow-up already planned for later.
    await setExtraFeatures(t.app, fx.company.id, []);
    const planned = await planScheduledMessage(t.app.ctx, {
      companyId: fx.company.id,
      clientId,
      type: 'auto_pilot',
      source: 'auto_pilot',
      content: 'Oi! Aqui é da empresa, vamos marcar?',
      dueAt: new Date(t.clock.now().getTime() + HOUR),
    });
    // Weeks pass: the run waits, the planned one is canceled when due, nothing reaches the client.
    for (let i = 0; i < 2; i++) await walk(11 * 24 * HOUR);
    expect(sent()).toHaveLength(1);
    const rows = await autoPilotMessages();
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'sent']);
    expect(rows.find((r) => r.id === planned.id)).toMatchObject({ status: 'canceled', last_error: expect.stringMatching(/Automações/) });

    // Pausing stays allowed; resuming is refused.
    expect((await fx.api.call('PATCH', pilot(), { token: fx.token, body: { status: 'paused_manually' } })).status).toBe(200);
    expectRefused(await fx.api.call('PATCH', pilot(), { token: fx.token, body: { status: 'running' } }));
  });

  it('sends again once the feature is back', async () => {
    await setExtraFeatures(t.app, fx.company.id, ['automations']);
    expect((await fx.api.call('PATCH', pilot(), { token: fx.token, body: { status: 'running' } })).status).toBe(200);
    await walk(HOUR);
    expect(sent()).toHaveLength(2);
  });
});
