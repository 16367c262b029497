import { startFakeSlack, type FakeSlack } from '@agenda/fakes/slack';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEvents, platformLogs, sessions, users } from '../../db/schema/index.js';
import { adminWith, rawCall } from '../../test/admin-kit.js';
import { apiClient } from '../../test/api-client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const DEVICE = '1795870000000AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdef';
const device = (hash: string, extra: Record<string, unknown> = {}) =>
  Buffer.from(JSON.stringify({ device_hash: hash, ...extra })).toString('base64');
const consented = (hash = DEVICE) => ({ device: device(hash), cookie: 'theme=dark; cookieBanner=accepted' });
const UTM = { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'black-friday', utm_content: 'story-1' };

describe('attribution: platform events, UTM rule, consent, IP info', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const collect = (headers: Record<string, string>, events: unknown[]) =>
    api.call('POST', '/general/platform_event/collect', { body: { platform_events: events }, headers });
  const eventsOf = (hash: string) => t.app.ctx.db.select().from(platformEvents).where(eq(platformEvents.device_hash, hash));

  it('stores nothing before cookie consent', async () => {
    const hash = `${DEVICE}-noconsent`;
    const res = await collect({ device: device(hash) }, [
      { event_name: 'utm_info', value: UTM },
      { event_name: 'page_view', event_ref: '/' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.platform_events).toEqual([]);
    expect(await eventsOf(hash)).toHaveLength(0);
  });

  it('a UTM visit then a sign-up: the UTM is stored once, again only after 6 h or with force_utm', async () => {
    const first = await collect(consented(), [{ event_name: 'utm_info', value: UTM }]);
    expect(first.body.platform_events).toHaveLength(1);
    expect(JSON.parse(first.body.platform_events[0].value)).toEqual(UTM);
    // The SPA sends it again on the next visits (and after sign-up): not recorded within 6 h.
    const again = await collect(consented(), [{ event_name: 'utm_info', value: JSON.stringify(UTM) }]);
    expect(again.body.platform_events).toEqual([]);

    const phone = '+5511987651501';
    const code = await api.sendCode(phone, 'sign_up');
    const signUp = await api.call('POST', '/user/auth/sign_up', {
      body: { name: 'Carla Salão', email: 'carla@example.com', phone },
      headers: { 'two-factor-code': code, ...consented() },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const afterSignUp = await collect({ ...consented(), authorization: `Bearer ${signUp.body.token}` }, [
      { event_name: 'utm_info', value: UTM },
    ]);
    expect(afterSignUp.body.platform_events).toEqual([]);

    let rows = await eventsOf(DEVICE);
    expect(rows.filter((r) => r.event_name === 'utm_info')).toHaveLength(1);
    expect(rows.filter((r) => r.event_name === 'sign_up')).toHaveLength(1);
    const userId = rows.find((r) => r.event_name === 'sign_up')!.user_id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    // The anonymous visit now belongs to the new account.
    expect(rows.every((r) => r.user_id === userId)).toBe(true);

    const forced = await collect(consented(), [{ event_name: 'utm_info', value: UTM, force_utm: true }]);
    expect(forced.body.platform_events).toHaveLength(1);
    const other = await collect(consented(), [{ event_name: 'utm_info', value: { ...UTM, utm_content: 'story-2' } }]);
    expect(other.body.platform_events).toHaveLength(1);
    t.clock.advance(6 * 3_600_000 + 1_000);
    const later = await collect(consented(), [{ event_name: 'utm_info', value: { ...UTM, utm_content: 'story-2' } }]);
    expect(later.body.platform_events).toHaveLength(1);
    rows = await eventsOf(DEVICE);
    expect(rows.filter((r) => r.event_name === 'utm_info')).toHaveLength(4);
  });

  it('the same UTM waits 6 h on the server clock: not at 5 h 59, again right after 6 h', async () => {
    const hash = `${DEVICE}-clock`;
    const utm = { ...UTM, utm_campaign: 'natal' };
    expect((await collect(consented(hash), [{ event_name: 'utm_info', value: utm }])).body.platform_events).toHaveLength(1);
    t.clock.advance(6 * 3_600_000 - 60_000);
    expect((await collect(consented(hash), [{ event_name: 'utm_info', value: utm }])).body.platform_events).toEqual([]);
    t.clock.advance(61_000);
    expect((await collect(consented(hash), [{ event_name: 'utm_info', value: utm }])).body.platform_events).toHaveLength(1);
    expect((await collect(consented(hash), [{ event_name: 'utm_info', value: utm }])).body.platform_events).toEqual([]);
    expect((await collect(consented(hash), [{ event_name: 'utm_info', value: utm, force_utm: true }])).body.platform_events).toHaveLength(
      1,
    );
    expect((await eventsOf(hash)).filter((r) => r.event_name === 'utm_info')).toHaveLength(3);
  });

  it('a sign-up before consent records no event and its session keeps no UTM', async () => {
    const hash = `${DEVICE}-signup-noconsent`;
    const phone = '+5511987651502';
    const code = await api.sendCode(phone, 'sign_up');
    const signUp = await api.call('POST', '/user/auth/sign_up', {
      body: { name: 'Bia Estética', email: 'bia@example.com', phone },
      headers: { 'two-factor-code': code, device: device(hash, { utm: UTM, language: 'pt-BR' }) },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(await eventsOf(hash)).toHaveLength(0);
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'bia@example.com'));
    const [session] = await t.app.ctx.db.select().from(sessions).where(eq(sessions.subject_id, user!.id));
    expect(session!.device).toMatchObject({ device_hash: hash, language: 'pt-BR' });
    expect(session!.device).not.toHaveProperty('utm');
  });

  it('stores other events with their fields and shows this device its events', async () => {
    const hash = `${DEVICE}-other`;
    const res = await collect(consented(hash), [{ event_name: 'plan_view', event_ref: 'pro', unit: 'BRL', value: 9900, event_id: 'ev-1' }]);
    expect(res.body.platform_events[0]).toMatchObject({
      event_name: 'plan_view',
      event_ref: 'pro',
      unit: 'BRL',
      value: '9900',
      device_hash: hash,
    });
    const mine = await api.call('GET', '/general/collect/device_events', { headers: consented(hash) });
    expect(mine.body.consent).toBe(true);
    expect(mine.body.platform_events.map((e: { event_id: string }) => e.event_id)).toEqual(['ev-1']);
  });

  it('refuses bad bodies with a 4xx', async () => {
    expect((await collect(consented(), [])).status).toBe(422);
    expect((await collect(consented(), [{ event_name: '' }])).status).toBe(422);
    expect((await api.call('POST', '/general/platform_event/collect', { body: 'x', headers: consented() })).status).toBeLessThan(500);
  });

  it('answers ip_info from the offline GeoIP data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/general/collect/if', remoteAddress: '200.147.67.142' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ip_info).toMatchObject({ ip: '200.147.67.142', country: 'BR' });
    const local = await t.app.inject({ method: 'GET', url: '/general/collect/if' });
    expect(local.json().ip_info).toMatchObject({ country: null });
  });
});

describe('error reports: stored always, posted to Slack once per message and within the rate', () => {
  let t: TTestApp;
  let slack: FakeSlack;
  beforeAll(async () => {
    slack = await startFakeSlack();
    t = await startTestApp({ SLACK_WEBHOOK_URL: slack.webhookUrl, SLACK_NOTIFY_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.close();
    await slack.close();
  });
  const report = (message: string) =>
    t.app.inject({ method: 'POST', url: '/general/slack/notify', payload: { type: 'error', payload: { message, url: 'https://x/app' } } });

  it('posts a report once, stores duplicates, stops at the per-minute cap and records failures', async () => {
    expect((await report('TypeError: a is undefined')).json()).toEqual({ ok: true, delivery: 'sent' });
    expect((await report('TypeError: a is undefined')).json().delivery).toBe('duplicate');
    expect(slack.messages).toHaveLength(1);
    expect(slack.messages[0]!.body.text).toContain('TypeError: a is undefined');
    await report('Erro 2');
    slack.failNext(410, 'channel_is_archived');
    expect((await report('Erro 3')).json().delivery).toBe('failed');
    await report('Erro 4');
    expect((await report('Erro 5')).json().delivery).toBe('rate_limited');
    expect(slack.messages.map((m) => m.body.text)).toHaveLength(3);
    t.clock.advance(61_000);
    expect((await report('Erro 6')).json().delivery).toBe('sent');
    const logs = await t.app.ctx.db.select().from(platformLogs);
    expect(logs).toHaveLength(7);
  });

  it('lists every stored report for /admin/logs_plataforma, newest first, filtered by delivery, to admins who read logs', async () => {
    const reader = await adminWith(t.app, ['audit.read']);
    const list = await rawCall(t.app, 'GET', '/admin/console/error_reports', reader.token);
    expect(list.status).toBe(200);
    const messages = list.body.reports.map((r: { message: string }) => r.message);
    // Newest first: the report sent a minute later heads the list; the rest, sent together, follow.
    expect(messages[0]).toBe('Erro 6');
    expect(messages.slice(1).sort()).toEqual([
      'Erro 2',
      'Erro 3',
      'Erro 4',
      'Erro 5',
      'TypeError: a is undefined',
      'TypeError: a is undefined',
    ]);
    expect(list.body.reports[0]).toMatchObject({ type: 'error', url: 'https://x/app', delivery: 'sent' });
    expect(list.body.has_more).toBe(false);
    const failed = await rawCall(t.app, 'GET', '/admin/console/error_reports?delivery=failed', reader.token);
    expect(failed.body.reports.map((r: { message: string }) => r.message)).toEqual(['Erro 3']);
    expect((await rawCall(t.app, 'GET', '/admin/console/error_reports?delivery=talvez', reader.token)).status).toBe(422);
    const other = await adminWith(t.app, ['companies.read']);
    expect((await rawCall(t.app, 'GET', '/admin/console/error_reports', other.token)).status).toBe(403);
    expect((await rawCall(t.app, 'GET', '/admin/console/error_reports')).status).toBe(401);
  });

  it('refuses a report without a type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/general/slack/notify', payload: { payload: {} } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});

describe('platform events: per-IP limit', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ PLATFORM_EVENTS_PER_IP_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());
  const collect = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/general/platform_event/collect',
      remoteAddress: ip,
      headers: consented(`${DEVICE}-${ip}`),
      payload: { platform_events: [{ event_name: 'page_view', event_ref: '/' }] },
    });

  it('answers 429 in Portuguese past the limit of one IP, and other IPs still collect', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await collect('203.0.113.20')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const over = await collect('203.0.113.20');
    expect(over.json().message).toBe('Muitas requisições. Tente novamente em instantes.');
    expect((await collect('203.0.113.21')).statusCode).toBe(200);
    const stored = await t.app.ctx.db
      .select()
      .from(platformEvents)
      .where(eq(platformEvents.device_hash, `${DEVICE}-203.0.113.20`));
    expect(stored).toHaveLength(2);
  });
});
