// Issue 8, defect 9: a realistic walk with the logger on (trace level), then a grep of everything it
// wrote for the secrets, codes, tokens, passwords, phones and e-mails the walk used.
import { createHmac, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { companyIntegrations, platformMessages } from '../db/schema/index.js';
import { seedPlans } from '../seed/plans.js';
import { nextWeekdayAt } from '../modules/scheduling/test-fixtures.js';
import { waitFor } from '../modules/secretary/test-support.js';
import { apiClient } from './api-client.js';
import { openTestDatabase, settleWithin } from './harness.js';

const JWT_SECRET = `jwt-${randomBytes(16).toString('hex')}`;
const PLATFORM_TOKEN = `EAAGplatform${randomBytes(12).toString('hex')}`;
const APP_SECRET = `appsecret${randomBytes(10).toString('hex')}`;
const VERIFY_TOKEN = `verify${randomBytes(8).toString('hex')}`;
const EVOLUTION_KEY = `evokey${randomBytes(10).toString('hex')}`;
const OWNER = { name: 'Dona Marta', email: 'marta.segredo@example.com', phone: '+5511961234501', password: 'S3nha-Muito-Secreta!' };
const FAILED_PHONE = '+5511961234502';
const CLIENT_PHONE = '+5511961234503';
const WA_CLIENT = '5511961234504';
const EVO_CLIENT = '5511961234505';

describe('logs carry no secrets or personal data (issue 8, defect 9)', () => {
  const lines: string[] = [];
  const secrets = new Set<string>([JWT_SECRET, PLATFORM_TOKEN, APP_SECRET, VERIFY_TOKEN, EVOLUTION_KEY, OWNER.password, OWNER.email]);
  const phones = [OWNER.phone, FAILED_PHONE, CLIENT_PHONE, `+${WA_CLIENT}`, `+${EVO_CLIENT}`];
  const codes = new Set<string>();
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let wa: FakeWhatsappCloud;
  let evo: FakeEvolution;
  let base: string;
  let api: ReturnType<typeof apiClient>;

  /** Codes go through the fake WhatsApp (the platform sender), so the walk reads them there. */
  async function sendCode(phone: string, action: string): Promise<string> {
    const before = wa.sent.length;
    const res = await api.call('POST', '/general/two_factor_auth/send', { body: { phone, action } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = wa.sent
      .slice(before)
      .find((m) => `+${m.to.replace(/^\+/, '')}` === phone)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    codes.add(code);
    return code;
  }

  beforeAll(async () => {
    wa = await startFakeWhatsappCloud({ accessToken: PLATFORM_TOKEN, appSecret: APP_SECRET });
    evo = await startFakeEvolution({ apiKey: EVOLUTION_KEY });
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      JWT_SECRET,
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      TWO_FACTOR_SENDS_PER_IP_PER_HOUR: '100000',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '100000',
      WHATSAPP_CLOUD_BASE_URL: wa.url,
      WHATSAPP_CLOUD_ACCESS_TOKEN: PLATFORM_TOKEN,
      WHATSAPP_CLOUD_PHONE_NUMBER_ID: '109876543210987',
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_VERIFY_TOKEN: VERIFY_TOKEN,
      EVOLUTION_BASE_URL: evo.url,
      EVOLUTION_API_KEY: EVOLUTION_KEY,
      JOBS_POLL_MS: '50',
      UPLOADS_DIR: join(tmpdir(), `agenda-uploads-${randomBytes(4).toString('hex')}`),
    });
    app = await buildApp({ config, database: opened.database, logStream: { write: (line) => void lines.push(line) } });
    await seedPlans(app.ctx.db);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    api = apiClient(app);
  });
  afterAll(async () => {
    if (app) await settleWithin('closing the app', () => app.close());
    await drop?.();
    await wa?.close();
    await evo?.close();
  });

  it('walks sign-up, a failed code send, sign-in, webhooks and a booking without leaking them into the log', async () => {
    // Sign-up with a code, then a password sign-in.
    const signUpCode = await sendCode(OWNER.phone, 'sign_up');
    const up = await api.call('POST', '/user/auth/sign_up', { body: OWNER, headers: { 'two-factor-code': signUpCode } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    secrets.add(up.body.token);
    const signIn = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: OWNER.email, password: OWNER.password } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    secrets.add(token);
    expect(
      (await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: OWNER.email, password: `${OWNER.password}x` } })).status,
    ).toBe(422);

    // A failed code send: the provider's error text names the phone.
    wa.failNext({
      httpStatus: 400,
      code: 131026,
      message: `(#131026) Message undeliverable to ${FAILED_PHONE.slice(1)}`,
      details: `recipient ${FAILED_PHONE} is not a WhatsApp user`,
    });
    const failed = await api.call('POST', '/general/two_factor_auth/send', { body: { phone: FAILED_PHONE, action: 'sign_up' } });
    expect(failed.status).toBe(502);
    const [stored] = await app.ctx.db.select().from(platformMessages).where(eq(platformMessages.phone, FAILED_PHONE));
    codes.add(stored!.body.match(/\b(\d{6})\b/)![1]!);

    // A company with a calendar and a service; a client signs up and books through the public page.
    const companyCode = await sendCode(OWNER.phone, 'company_store');
    const created = await api.call('POST', '/user/company/store', {
      token,
      body: { name: 'Barbearia do Log', field: 'barbearia' },
      headers: { 'two-factor-code': companyCode },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const company = created.body.company as { id: string; slug: string };
    const general = (entity: string, data: Record<string, unknown>) =>
      api.call('POST', `/user/${company.id}/general/update_or_create`, { token, body: { entity, data } });
    const calendar = (await general('calendar', { title: 'Profissional', color: '#2563eb', min_notice_in_minutes: 0 })).body.data;
    const service = (await general('service', { title: 'Corte', duration_in_minutes: 30, price_type: 'fixed', price: 4500 })).body.data;
    const clientCode = await sendCode(CLIENT_PHONE, 'client_sign_up');
    const client = await api.call('POST', `/client/${company.slug}/auth/sign_up`, {
      body: { name: 'Cliente Sigilo', phone: CLIENT_PHONE },
      headers: { 'two-factor-code': clientCode },
    });
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    secrets.add(client.body.token);
    const startAt = nextWeekdayAt(new Date(), 'America/Sao_Paulo', 3, '09:00');
    const booked = await api.call('POST', `/client/${company.slug}/schedule/book`, {
      token: client.body.token,
      body: { service_id: service.id, calendar_id: calendar.id, start_at: startAt.toISOString() },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    // WhatsApp Cloud: the verification handshake (token in the query) and a signed message.
    expect(
      (await api.call('GET', `/webhooks/whatsapp-cloud?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`))
        .status,
    ).toBe(200);
    expect(
      await wa.deliverInbound({
        webhookUrl: `${base}/webhooks/whatsapp-cloud`,
        phoneNumberId: '100200300400500',
        from: WA_CLIENT,
        profileName: 'Zeca',
        text: 'oi',
      }),
    ).toBe(200);
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/webhooks/whatsapp-cloud',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          payload: body,
        })
      ).statusCode,
    ).toBe(200);

    // Evolution: the gateway posts to a URL that carries the integration's secret.
    const connect = await fetch(`${base}/user/${company.id}/integrations/whatsapp/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'whatsapp_miau' }),
    });
    expect(connect.status).toBe(200);
    const integration = ((await connect.json()) as { integration: { id: string; meta: Record<string, unknown> } }).integration;
    const [row] = await app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.id, integration.id));
    expect(row!.webhook_secret).toBeTruthy();
    secrets.add(row!.webhook_secret!);
    await evo.scanQr(String(integration.meta.instance_name), { number: '5511961234506', profileName: 'Barbearia do Log' });
    await waitFor(
      async () =>
        (await app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.id, integration.id)))[0]?.connection_status ===
        'connected',
      { label: 'gateway connected' },
    );
    phones.push('+5511961234506');
    expect(
      await evo.deliverInbound({
        instanceName: String(integration.meta.instance_name),
        from: EVO_CLIENT,
        pushName: 'Joana',
        text: 'bom dia, quanto custa o corte?',
        messageId: '3EB0LOG00001',
      }),
    ).toBe(200);
    await waitFor(() => evo.sent.some((m) => m.text.includes('R$')), { label: 'the secretary reply through the gateway' });
    expect(
      (
        await fetch(`${base}/webhooks/evolution/${integration.id}?token=${'f'.repeat(48)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(401);

    await waitFor(() => lines.some((l) => l.includes('/webhooks/evolution/')), { label: 'the webhook request in the log' });
    const log = lines.join('');
    // The walk was logged at all (the request lines are there, masked).
    expect(log).toContain('/user/auth/sign_in_with_password');
    expect(log).toMatch(/webhooks\/evolution\/[0-9a-f-]{36}\?token=\*\*\*/);
    expect(log).toContain('request failed');
    for (const secret of secrets) expect(log.includes(secret), `a secret (${secret.slice(0, 4)}…) is in the log`).toBe(false);
    for (const code of codes) expect(new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(log), `code ${code} is in the log`).toBe(false);
    for (const phone of phones) {
      const digits = phone.replace(/\D/g, '');
      for (const form of [digits, digits.slice(2), `%2B${digits}`]) expect(log.includes(form), `phone ${form} is in the log`).toBe(false);
    }
    // Every line is still one JSON object.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
