// The auto-pilot with the test clock: staff change a run only along docs/spec.md §4 (running →
// paused_manually ↔ running; finished_messages final, every other change 409); a running run sends
// its follow-ups spaced by the intensity and ends (finished_messages) when the client answers or
// books, or when its attempts are spent.
import { AUTO_PILOT_INTENSITY_INFO } from '@agenda/shared/auto-pilot';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPilotRuns, chats, clients, companies } from '../../db/schema/index.js';
import { setExtraFeatures } from '../../test/extra-features.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, connectCloud, nextWeekdayAt, staffBook, type TFixture } from '../secretary/test-support.js';
import { daysBetween } from './auto-pilot.js';

const SECRET = 'pilot-secret';
const TOKEN = 'EAAG-pilot-token';
const DAY = 86_400_000;

describe('auto-pilot', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let url: string;
  const phones = ['5511944441111', '5511944442222', '5511944443333'];
  const ids: string[] = [];
  const path = (clientId: string) => `/user/${fx.company.id}/clients/${clientId}/auto-pilot`;
  const setStatus = (clientId: string, status: string) => fx.api.call('PATCH', path(clientId), { token: fx.token, body: { status } });
  const start = (clientId: string) => fx.api.call('POST', path(clientId), { token: fx.token });
  const runOf = async (clientId: string) =>
    (await t.app.ctx.db.select().from(autoPilotRuns).where(eq(autoPilotRuns.client_id, clientId)))[0]!;
  const sentTo = (phone: string) => fake.sent.filter((m) => m.to === phone && m.body.includes('Aqui é da'));
  const walk = async (ms: number) => {
    t.clock.advance(ms);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550111', TOKEN);
    for (const phone of phones) {
      await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550111', from: phone, profileName: 'Cliente', text: 'oi' });
      await t.app.secretary.runOnce();
      const [chat] = await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, phone));
      ids.push(chat!.client_id);
    }
    await setExtraFeatures(t.app, fx.company.id, ['automations']);
    await t.app.ctx.db.update(clients).set({ crm_stage: 'prospect' }).where(eq(clients.company_id, fx.company.id));
    await t.app.ctx.db
      .update(companies)
      .set({ is_auto_pilot_enabled: true, auto_pilot_intensity: 'intense', quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, fx.company.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('spaces messages by the intensity table', () => {
    for (const [name, info] of Object.entries(AUTO_PILOT_INTENSITY_INFO)) {
      expect(daysBetween(name, () => 0)).toBe(info.minDaysBetweenMessages);
      expect(daysBetween(name, () => 0.9999)).toBe(info.maxDaysBetweenMessages);
    }
  });

  it('moves only along §4: running ↔ paused_manually, finished_messages final', async () => {
    const c = ids[0]!;
    expect((await setStatus(c, 'running')).status).toBe(404);
    expect((await start(c)).body.auto_pilot).toMatchObject({ status: 'running', attempts: 0 });
    expect((await start(c)).status).toBe(409);
    expect((await setStatus(c, 'running')).status).toBe(409);
    expect((await setStatus(c, 'finished_messages')).status).toBe(422);
    expect((await setStatus(c, 'paused_manually')).body.auto_pilot.status).toBe('paused_manually');
    expect((await setStatus(c, 'paused_manually')).status).toBe(409);
    // Paused: the walker sends nothing.
    await walk(2 * 3_600_000);
    expect(sentTo(phones[0]!)).toHaveLength(0);
    expect((await setStatus(c, 'running')).body.auto_pilot.status).toBe('running');
    await walk(2 * 3_600_000);
    expect(sentTo(phones[0]!)).toHaveLength(1);

    // The client answers: the run ends by itself, and from finished_messages no staff change is allowed.
    await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550111', from: phones[0]!, profileName: 'Cliente', text: 'talvez' });
    await t.app.secretary.runOnce();
    await walk(11 * DAY);
    expect(await runOf(c)).toMatchObject({ status: 'finished_messages', finished_reason: 'answered' });
    expect(sentTo(phones[0]!)).toHaveLength(1);
    expect((await setStatus(c, 'running')).status).toBe(409);
    expect((await setStatus(c, 'paused_manually')).status).toBe(409);
    // A new start is a new run.
    expect((await start(c)).body.auto_pilot).toMatchObject({ status: 'running', attempts: 0 });
    await setStatus(c, 'paused_manually');
  });

  it('stops when the client books, and after the attempts of the intensity', async () => {
    const [booker, silent] = [ids[1]!, ids[2]!];
    await start(booker);
    await start(silent);
    await walk(3_600_000);
    expect(sentTo(phones[1]!)).toHaveLength(1);
    await staffBook(t.app, fx, booker, nextWeekdayAt(t.clock.now(), 'America/Sao_Paulo', 3, '15:00', 2));
    const attempts = AUTO_PILOT_INTENSITY_INFO.intense.attemptsPerStage;
    for (let i = 0; i < attempts + 1; i++) await walk(11 * DAY);
    expect(await runOf(booker)).toMatchObject({ status: 'finished_messages', finished_reason: 'booked' });
    expect(sentTo(phones[1]!)).toHaveLength(1);
    expect(await runOf(silent)).toMatchObject({ status: 'finished_messages', finished_reason: 'attempts', attempts });
    expect(sentTo(phones[2]!)).toHaveLength(attempts);
  });
});
