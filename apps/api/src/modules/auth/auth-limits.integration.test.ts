import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const TOO_MANY = 'Muitas requisições. Tente novamente em instantes.';
const ADMIN = { email: 'admin@agendainteligente.com.br', password: 'admin-password-123' };
/** A different made-up client address per attempt, as a botnet (or a forger) would send. */
const forwarded = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });

describe(`forged X-Forwarded-For without trusted proxies (${db})`, () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5', TWO_FACTOR_SENDS_PER_IP_PER_HOUR: '4' });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  // First, before the send cap test uses up this app's sends; its sign-up spends one of the 4.
  it('a session records the peer address, not the forged header', async () => {
    const token = await api.signUp({ name: 'Peer Real', email: 'peer@example.com', phone: '+5511930001111' });
    const sessions = await api.call('GET', '/user/auth/sessions', { token, headers: forwarded(50) });
    expect(sessions.body.sessions).toHaveLength(1);
    expect(sessions.body.sessions[0].ip).toBe('127.0.0.1');
  });

  it('rotating the header does not escape the per-IP password sign-in limit', async () => {
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 8; i++) {
      const res = await api.call('POST', '/user/auth/sign_in_with_password', {
        body: { email: `nobody${i}@example.com`, password: 'errada' },
        headers: forwarded(i),
      });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    expect(last.message).toBe(TOO_MANY);
  });

  it('rotating the header does not escape the admin sign-in limit (10 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.call('POST', '/admin/auth/sign_in', {
        body: { email: `x${i}@example.com`, password: 'errada' },
        headers: forwarded(i),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('rotating the header does not escape the per-IP code send cap (3 left of 4)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/general/two_factor_auth/send', {
        body: { phone: `+55119300000${i}0`, action: 'sign_up' },
        headers: forwarded(i),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe(`behind a trusted proxy (${db})`, () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    // The injected requests come from 127.0.0.1: here that is the proxy, and its header names the client.
    t = await startTestApp({
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5',
      LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '8',
    });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it("honours the proxy's header: the session records the client it forwarded for", async () => {
    await api.signUp({ name: 'Cliente Proxy', email: 'proxy@example.com', phone: '+5511930002222', password: 'senha-forte-1' });
    const res = await api.call('POST', '/user/auth/sign_in_with_password', {
      body: { email: 'proxy@example.com', password: 'senha-forte-1' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    const sessions = await api.call('GET', '/user/auth/sessions', { token: res.body.token });
    const current = sessions.body.sessions.find((s: { is_current: boolean }) => s.is_current);
    expect(current.ip).toBe('203.0.113.7');
  });

  it('each forwarded client has its own per-IP limit', async () => {
    const one = { 'x-forwarded-for': '203.0.113.20' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: `a${i}@example.com`, password: 'x' }, headers: one }))
          .status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const other = await api.call('POST', '/user/auth/sign_in_with_password', {
      body: { email: 'b@example.com', password: 'x' },
      headers: { 'x-forwarded-for': '203.0.113.21' },
    });
    expect(other.status).toBe(422);
  });

  it('the password sign-in limit per e-mail holds across many IPs, even for the right password', async () => {
    await api.signUp({ name: 'Alvo Senha', email: 'alvo@example.com', phone: '+5511930003333', password: 'senha-certa-1' });
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 10; i++) {
      const res = await api.call('POST', '/user/auth/sign_in_with_password', {
        body: { email: 'Alvo@Example.com', password: `chute-${i}` },
        headers: forwarded(i),
      });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429, 429]);
    expect(last.message).toMatch(/^Muitas tentativas de entrar nesta conta/);
    const right = await api.call('POST', '/user/auth/sign_in_with_password', {
      body: { email: 'alvo@example.com', password: 'senha-certa-1' },
      headers: forwarded(99),
    });
    expect(right.status).toBe(429);
    // Another account is not affected.
    const other = await api.call('POST', '/user/auth/sign_in_with_password', {
      body: { email: 'proxy@example.com', password: 'senha-forte-1' },
      headers: forwarded(98),
    });
    expect(other.status).toBe(200);
  });

  it('the admin sign-in limit per e-mail holds across many IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api.call('POST', '/admin/auth/sign_in', {
        body: { email: ADMIN.email, password: `chute-${i}` },
        headers: forwarded(i),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429, 429]);
    const right = await api.call('POST', '/admin/auth/sign_in', { body: ADMIN, headers: forwarded(99) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Muitas tentativas de entrar nesta conta/);
  });

  it('a header from an untrusted peer is ignored even when proxies are configured', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/auth/sign_in_with_password',
        remoteAddress: '192.0.2.50',
        headers: { 'content-type': 'application/json', ...forwarded(i) },
        payload: JSON.stringify({ email: `c${i}@example.com`, password: 'x' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('refuses an entry that is not an address or range', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1 , fd00::/8,loopback' }).trustedProxies).toEqual(['10.0.0.1', 'fd00::/8', 'loopback']);
    expect(loadConfig({}).trustedProxies).toEqual([]);
  });
});
