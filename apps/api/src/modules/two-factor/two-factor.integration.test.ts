import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';

describe('two-factor codes', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await startTestApp({ REVIEW_TEST_PHONE: '+5511900000000', REVIEW_TEST_CODE: '123456' });
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    const phone = '+5511911110001';
    const code = await api.sendCode(phone, 'sign_up');
    for (let i = 1; i <= 5; i++) {
      const res = await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code: wrong(code), action: 'sign_up' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(i < 5 ? /inválido/ : /bloqueado/);
    }
    const right = await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code, action: 'sign_up' } });
    expect(right.status).toBe(422);
    expect(right.body.message).toMatch(/bloqueado/);
  });

  it('refuses a second send for the same phone and action inside 45 s, with how long to wait', async () => {
    const phone = '+5511911110002';
    await api.sendCode(phone, 'sign_in');
    const again = await api.call('POST', '/general/two_factor_auth/send', { body: { phone, action: 'sign_in' } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);
    // Another action for the same phone is a different code.
    expect((await api.call('POST', '/general/two_factor_auth/send', { body: { phone, action: 'sign_up' } })).status).toBe(200);
    t.clock.advance(45_000);
    expect((await api.call('POST', '/general/two_factor_auth/send', { body: { phone, action: 'sign_in' } })).status).toBe(200);
  });

  it('fails an expired code', async () => {
    const phone = '+5511911110003';
    const code = await api.sendCode(phone, 'sign_up');
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code, action: 'sign_up' } });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/expirado/);
  });

  it('checks without consuming, then the code works once for its own action only', async () => {
    const phone = '+5511911110004';
    const code = await api.sendCode(phone, 'sign_up');
    expect((await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code, action: 'sign_in' } })).status).toBe(422);
    expect((await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code, action: 'sign_up' } })).body).toEqual({
      valid: true,
    });
    const body = { name: 'Gil', email: 'gil@example.com', phone };
    expect((await api.call('POST', '/user/auth/sign_up', { body, headers: { 'two-factor-code': code } })).status).toBe(200);
    // The used code is refused before anything is said about the phone's account.
    const again = await api.call('POST', '/user/auth/sign_up', {
      body: { ...body, email: 'gil2@example.com' },
      headers: { 'two-factor-code': code },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/código/i);
  });

  it('a new code replaces the previous one', async () => {
    const phone = '+5511911110005';
    const first = await api.sendCode(phone, 'sign_up');
    t.clock.advance(46_000);
    const second = await api.sendCode(phone, 'sign_up');
    if (first !== second) {
      expect((await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code: first, action: 'sign_up' } })).status).toBe(
        422,
      );
    }
    expect((await api.call('POST', '/general/two_factor_auth/check', { body: { phone, code: second, action: 'sign_up' } })).status).toBe(
      200,
    );
  });

  it('rejects invalid phones, actions and code formats with field paths', async () => {
    const res = await api.call('POST', '/general/two_factor_auth/send', { body: { phone: '123', action: 'hack' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['action', 'phone']);
    const check = await api.call('POST', '/general/two_factor_auth/check', {
      body: { phone: '+5511911110006', code: '12ab', action: 'sign_up' },
    });
    expect(check.status).toBe(422);
    expect(check.body.errors[0].path).toBe('code');
  });

  it('the review phone signs in with its fixed code and nothing is sent', async () => {
    const phone = '+5511900000000';
    const sent = await api.call('POST', '/general/two_factor_auth/send', { body: { phone, action: 'sign_up' } });
    expect(sent.body.code).toBe('123456');
    const normal = await api.call('POST', '/general/two_factor_auth/send', { body: { phone: '+5511911110099', action: 'sign_up' } });
    expect(normal.body.code).toBeUndefined();
    const up = await api.call('POST', '/user/auth/sign_up', {
      body: { name: 'Revisor Meta', email: 'review@example.com', phone },
      headers: { 'two-factor-code': '123456' },
    });
    expect(up.status).toBe(200);
    const outbox = await api.call('GET', `/dev/outbox?phone=${encodeURIComponent(phone)}`);
    expect(outbox.body.messages).toEqual([]);
    const signIn = await api.call('POST', '/user/auth/sign_in', { headers: { phone, 'two-factor-code': '123456' } });
    expect(signIn.status).toBe(200);
  });
});
