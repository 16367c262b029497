import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import * as codes from './code.js';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`confirmation code tries (${db})`, () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1', TWO_FACTOR_MAX_WRONG_CHECKS_PER_PHONE_PER_HOUR: '10' });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const check = (phone: string, code: string, i = 0) =>
    api.call('POST', '/general/two_factor_auth/check', {
      body: { phone, code, action: 'sign_up' },
      headers: { 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
    });

  it('200 concurrent wrong guesses compare at most 5, and then the right code is refused too', async () => {
    const phone = '+5511940000001';
    const code = await api.sendCode(phone, 'sign_up');
    const compared = vi.spyOn(codes, 'sameHash');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => check(phone, wrongOf(code, i), i)));
    expect(compared.mock.calls.length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.status === 422)).toBe(true);
    expect(results.filter((r) => /inválido/.test(String(r.body.message)))).toHaveLength(4);
    expect(results.filter((r) => /bloqueado/.test(String(r.body.message)))).toHaveLength(196);
    const right = await check(phone, code);
    expect(right.status).toBe(422);
    expect(right.body.message).toMatch(/bloqueado/);
  });

  it('a right check does not use up a try: 4 wrong, a check, then sign-up with the code', async () => {
    const phone = '+5511940000002';
    const code = await api.sendCode(phone, 'sign_up');
    for (let i = 0; i < 4; i++) expect((await check(phone, wrongOf(code, i))).status).toBe(422);
    expect((await check(phone, code)).body).toEqual({ valid: true });
    const up = await api.call('POST', '/user/auth/sign_up', {
      body: { name: 'Quase Bloqueado', email: 'quase@example.com', phone },
      headers: { 'two-factor-code': code },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
  });

  it('wrong guesses per phone and action are capped across new codes and many IPs', async () => {
    const phone = '+5511940000003';
    // Two codes burnt (5 wrong each, from 10 addresses): the hourly budget of 10 is spent.
    for (let round = 0; round < 2; round++) {
      const code = await api.sendCode(phone, 'sign_up');
      for (let i = 0; i < 5; i++) expect((await check(phone, wrongOf(code, i), round * 5 + i)).status).toBe(422);
      t.clock.advance(46_000);
    }
    const code = await api.sendCode(phone, 'sign_up');
    const refused = await check(phone, code, 77);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Muitas tentativas de confirmação para este telefone. Tente novamente em uma hora.');
    // Another action of the same phone has its own budget.
    const other = await api.sendCode(phone, 'sign_in');
    expect((await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code: other, action: 'sign_in' } })).status).toBe(
      200,
    );
    // An hour later the phone may try again.
    t.clock.advance(3_600_000);
    const fresh = await api.sendCode(phone, 'sign_up');
    expect((await check(phone, fresh)).status).toBe(200);
  });
});
