import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

describe(`sign-up to refresh walk (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('signs up with a code, creates a company, reads loggedUser, signs out, signs in by code and refreshes', async () => {
    const phone = '+5511987654321';
    expect((await api.call('POST', '/user/auth/check_phone_exists', { body: { phone } })).body).toEqual({ exists: false });

    const token = await api.signUp({ name: 'Ana Lima', email: 'Ana@Example.com', phone: '(11) 98765-4321' });
    expect((await api.call('POST', '/user/auth/check_phone_exists', { body: { phone } })).body).toEqual({ exists: true });

    const company = await api.createCompany(token, phone, 'Salão da Ana');
    expect(company.slug).toBe('salao-da-ana');

    const me = await api.loggedUser(token);
    expect(me.status).toBe(200);
    expect(me.body.data.loggedUser).toMatchObject({ name: 'Ana Lima', email: 'ana@example.com', phone });
    expect(me.body.data.loggedUser.companies).toEqual([
      expect.objectContaining({
        slug: 'salao-da-ana',
        timezone: 'America/Sao_Paulo',
        currency: 'BRL',
        current_subscription: expect.objectContaining({ status: 'trial', is_active: true }),
        logged_user_company_user: { role: 'owner' },
      }),
    ]);

    expect((await api.call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    const afterSignOut = await api.loggedUser(token);
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body.message).toBe('Unauthorized access');

    const code = await api.sendCode(phone, 'sign_in');
    const signIn = await api.call('POST', '/user/auth/sign_in', { headers: { phone: '+55 (11) 98765-4321', 'two-factor-code': code } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const token2 = signIn.body.token as string;
    // The code was used once; the same code cannot sign in again.
    const replay = await api.call('POST', '/user/auth/sign_in', { headers: { phone, 'two-factor-code': code } });
    expect(replay.status).toBe(422);

    const refreshed = await api.call('GET', '/user/auth/refresh_token', { token: token2 });
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.body.token).toBe('string');
    expect((await api.loggedUser(refreshed.body.token)).body.data.loggedUser.companies).toHaveLength(1);

    const sessions = await api.call('GET', '/user/auth/sessions', { token: token2 });
    expect(sessions.body.sessions.filter((s: { revoked_at: unknown }) => s.revoked_at === null)).toHaveLength(1);
  });

  it('signs in with password, and refuses a wrong one with a Portuguese message', async () => {
    const phone = '+5521998765432';
    await api.signUp({ name: 'Bruno Reis', email: 'bruno@example.com', phone, password: 'senha-forte-1' });
    const ok = await api.call('POST', '/user/auth/sign_in_with_password', {
      body: { email: 'BRUNO@example.com', password: 'senha-forte-1' },
    });
    expect(ok.status).toBe(200);
    const bad = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: 'bruno@example.com', password: 'errada' } });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('E-mail ou senha incorretos.');
  });

  it('refuses a second account with the same phone or e-mail', async () => {
    const phone = '+5531991234567';
    await api.signUp({ name: 'Carla Dias', email: 'carla@example.com', phone });
    const code = await api.sendCode('+5531997654321', 'sign_up');
    const dup = await api.call('POST', '/user/auth/sign_up', {
      body: { name: 'Outra', email: 'carla@example.com', phone: '+5531997654321' },
      headers: { 'two-factor-code': code },
    });
    expect(dup.status).toBe(409);
  });

  it('gives a second company with the same name its own slug', async () => {
    const phone = '+5541991112222';
    const token = await api.signUp({ name: 'Dora', email: 'dora@example.com', phone });
    t.clock.advance(46_000);
    const a = await api.createCompany(token, phone, 'Studio Beleza');
    t.clock.advance(46_000);
    const b = await api.createCompany(token, phone, 'Studio Beleza');
    expect(a.slug).toBe('studio-beleza');
    expect(b.slug).toBe('studio-beleza-2');
  });

  it('signs a client in and up on a company page, scoped to that company', async () => {
    const phone = '+5511955554444';
    const owner = await api.signUp({ name: 'Eva', email: 'eva@example.com', phone: '+5511955550000' });
    const company = await api.createCompany(owner, '+5511955550000', 'Clínica Eva');
    expect((await api.call('POST', `/client/${company.slug}/auth/check_phone_exists`, { body: { phone } })).body).toEqual({
      exists: false,
    });
    const code = await api.sendCode(phone, 'client_sign_up');
    const up = await api.call('POST', `/client/${company.slug}/auth/sign_up`, {
      body: { name: 'Fábio', phone },
      headers: { 'two-factor-code': code },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const got = await api.call('GET', `/client/${company.slug}/auth/get`, { token: up.body.token });
    expect(got.body.client).toMatchObject({ name: 'Fábio', phone, company_id: company.id });
    t.clock.advance(46_000);
    const code2 = await api.sendCode(phone, 'client_sign_in');
    const inRes = await api.call('POST', `/client/${company.id}/auth/sign_in`, { body: { phone }, headers: { 'two-factor-code': code2 } });
    expect(inRes.status).toBe(200);
    expect((await api.call('GET', '/client/barbearia-inexistente/auth/get', { token: up.body.token })).status).toBe(404);
  });
});
