import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`no account enumeration (${db})`, () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let slug: string;
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    const owner = await api.signUp({
      name: 'Dona Clínica',
      email: 'dona@example.com',
      phone: '+5511950000000',
      password: 'senha-da-dona-1',
    });
    slug = (await api.createCompany(owner, '+5511950000000', 'Clínica Sigilo')).slug;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('sign-up says nothing about a taken e-mail until the code is right', async () => {
    const phone = '+5511950000001';
    const body = { name: 'Curioso', email: 'dona@example.com', phone };
    const noCode = await api.call('POST', '/user/auth/sign_up', { body, headers: { 'two-factor-code': '123456' } });
    expect(noCode.status).toBe(422);
    expect(noCode.body.message).not.toMatch(/e-mail|conta/i);
    const code = await api.sendCode(phone, 'sign_up');
    const wrong = await api.call('POST', '/user/auth/sign_up', {
      body,
      headers: { 'two-factor-code': code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/^Código de confirmação inválido/);
    const right = await api.call('POST', '/user/auth/sign_up', { body, headers: { 'two-factor-code': code } });
    expect(right.status).toBe(409);
    expect(right.body.message).toBe('Já existe uma conta com este e-mail.');
    // The code was not spent on the refusal: the same person fixes the e-mail and goes on.
    const fixed = await api.call('POST', '/user/auth/sign_up', {
      body: { ...body, email: 'curioso@example.com' },
      headers: { 'two-factor-code': code },
    });
    expect(fixed.status).toBe(200);
  });

  it('sign-in by phone checks the code before saying the phone has no account', async () => {
    const phone = '+5511950000002';
    const guess = await api.call('POST', '/user/auth/sign_in', { headers: { phone, 'two-factor-code': '123456' } });
    expect(guess.status).toBe(422);
    const code = await api.sendCode(phone, 'sign_in');
    const proven = await api.call('POST', '/user/auth/sign_in', { headers: { phone, 'two-factor-code': code } });
    expect(proven.status).toBe(404);
  });

  it('password sign-in runs the password hash for unknown e-mails and accounts without a password', async () => {
    await api.signUp({ name: 'Sem Senha', email: 'semsenha@example.com', phone: '+5511950000003' });
    const verify = vi.spyOn(argon2, 'verify');
    for (const email of ['ninguem@example.com', 'semsenha@example.com', 'dona@example.com']) {
      verify.mockClear();
      const res = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email, password: 'chute-qualquer' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('E-mail ou senha incorretos.');
      expect(verify, email).toHaveBeenCalledTimes(1);
    }
    verify.mockClear();
    const admin = await api.call('POST', '/admin/auth/sign_in', { body: { email: 'ninguem@example.com', password: 'chute-qualquer' } });
    expect(admin.status).toBe(422);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("a company page's check_phone_exists answers the same for a client and a stranger", async () => {
    const phone = '+5511950000004';
    const code = await api.sendCode(phone, 'client_sign_up');
    expect(
      (await api.call('POST', `/client/${slug}/auth/sign_up`, { body: { name: 'Paciente', phone }, headers: { 'two-factor-code': code } }))
        .status,
    ).toBe(200);
    const client = await api.call('POST', `/client/${slug}/auth/check_phone_exists`, { body: { phone } });
    const stranger = await api.call('POST', `/client/${slug}/auth/check_phone_exists`, { body: { phone: '+5511950000999' } });
    expect(client.status).toBe(200);
    expect(client.body).toEqual(stranger.body);
  });

  it('a client sign-in says "no record" only after a valid code, which then signs up with the name', async () => {
    const phone = '+5511950000005';
    const guess = await api.call('POST', `/client/${slug}/auth/sign_in`, { body: { phone }, headers: { 'two-factor-code': '123456' } });
    expect(guess.status).toBe(422);
    const code = await api.sendCode(phone, 'client_sign_in');
    const unknown = await api.call('POST', `/client/${slug}/auth/sign_in`, { body: { phone }, headers: { 'two-factor-code': code } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Não encontramos seu cadastro. Informe seu nome para se cadastrar.');
    const up = await api.call('POST', `/client/${slug}/auth/sign_up`, {
      body: { name: 'Nova Paciente', phone },
      headers: { 'two-factor-code': code },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.client).toMatchObject({ name: 'Nova Paciente', phone });
    // Used once: the same code does not sign in again.
    expect((await api.call('POST', `/client/${slug}/auth/sign_in`, { body: { phone }, headers: { 'two-factor-code': code } })).status).toBe(
      422,
    );
  });

  it('a client sign-up with a valid code for a phone that is already a client signs that client in', async () => {
    const phone = '+5511950000005';
    t.clock.advance(46_000);
    const code = await api.sendCode(phone, 'client_sign_up');
    const again = await api.call('POST', `/client/${slug}/auth/sign_up`, {
      body: { name: 'Outro Nome', phone },
      headers: { 'two-factor-code': code },
    });
    expect(again.status).toBe(200);
    expect(again.body.client).toMatchObject({ name: 'Nova Paciente', phone });
  });
});

describe(`check_phone_exists is rate-limited per IP (${db})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-IP limit', async () => {
    const api = apiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await api.call('POST', '/client/barbearia-inexistente/auth/check_phone_exists', { body: { phone: `+55119500010${i}0` } })).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
