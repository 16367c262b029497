// Issue 16: the user's own account — name and e-mail, a phone proved by a code sent to the new number,
// the password (the current one asked when there is one), the sessions signed out one by one, and the
// account deleted with a code: its companies close and no session of it works any more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { nextPhone } from '../scheduling/test-fixtures.js';

describe("the user's own account (issue 16)", () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function newUser(name: string, password?: string) {
    const phone = nextPhone();
    const email = `${name.toLowerCase().split(' ')[0]}${phone.slice(-6)}@example.com`;
    const token = await api.signUp({ name, email, phone, password });
    return { token, phone, email };
  }

  it('changes name and e-mail, refusing an e-mail of another account', async () => {
    const me = await newUser('Lia Souza');
    const other = await newUser('Rui Alves');
    const changed = await api.call('PATCH', '/user/profile', {
      token: me.token,
      body: { name: 'Lia Souza Prado', email: 'LIA.NOVA@Example.com' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.user).toMatchObject({
      name: 'Lia Souza Prado',
      email: 'lia.nova@example.com',
      phone: me.phone,
      has_password: false,
    });
    expect(Object.keys(changed.body.user).sort()).toEqual(['email', 'has_password', 'id', 'name', 'phone']);
    const taken = await api.call('PATCH', '/user/profile', { token: me.token, body: { name: 'Lia', email: other.email } });
    expect(taken).toEqual({ status: 409, body: expect.objectContaining({ message: 'Este e-mail já é de outra conta.' }) });
    const bad = await api.call('PATCH', '/user/profile', { token: me.token, body: { name: '', email: 'x' } });
    expect(bad.status).toBe(422);
    expect((await api.loggedUser(me.token)).body.data.loggedUser).toMatchObject({ name: 'Lia Souza Prado', email: 'lia.nova@example.com' });
    expect((await api.call('GET', '/user/profile')).status).toBe(401);
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const me = await newUser('Ana Reis');
    const phone = nextPhone();
    const wrong = await api.call('POST', '/user/profile/phone', {
      token: me.token,
      body: { phone },
      headers: { 'two-factor-code': '000000' },
    });
    expect(wrong.status).toBe(422);
    const code = await api.sendCode(phone, 'change_phone');
    const ok = await api.call('POST', '/user/profile/phone', { token: me.token, body: { phone }, headers: { 'two-factor-code': code } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user.phone).toBe(phone);
    // Someone else's number: refused even with a right code.
    const other = await newUser('Caio Reis');
    const theirs = await api.sendCode(other.phone, 'change_phone');
    const taken = await api.call('POST', '/user/profile/phone', {
      token: me.token,
      body: { phone: other.phone },
      headers: { 'two-factor-code': theirs },
    });
    expect(taken.status).toBe(409);
  });

  it('sets a password, then asks for the current one to change it', async () => {
    const me = await newUser('Bia Lima');
    const first = await api.call('POST', '/user/profile/password', { token: me.token, body: { new_password: 'primeira-senha' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const wrong = await api.call('POST', '/user/profile/password', {
      token: me.token,
      body: { current_password: 'outra-coisa', new_password: 'segunda-senha' },
    });
    expect(wrong).toEqual({ status: 422, body: expect.objectContaining({ message: 'A senha atual não confere.' }) });
    const right = await api.call('POST', '/user/profile/password', {
      token: me.token,
      body: { current_password: 'primeira-senha', new_password: 'segunda-senha' },
    });
    expect(right.status).toBe(200);
    const signIn = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: me.email, password: 'segunda-senha' } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const short = await api.call('POST', '/user/profile/password', {
      token: me.token,
      body: { current_password: 'segunda-senha', new_password: '123' },
    });
    expect(short.status).toBe(422);
  });

  it('deletes the account with a code: its company closes, its sessions end, its data is gone', async () => {
    const me = await newUser('Duda Melo', 'senha-da-duda');
    const company = await api.createCompany(me.token, me.phone, 'Studio Duda');
    const second = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: me.email, password: 'senha-da-duda' } });
    const sessions = await api.call('GET', '/user/auth/sessions', { token: me.token });
    expect(sessions.body.sessions).toHaveLength(2);
    expect((await api.call('DELETE', '/user/profile', { token: me.token, headers: { 'two-factor-code': '123456' } })).status).toBe(422);

    const code = await api.sendCode(me.phone, 'delete_account');
    const deleted = await api.call('DELETE', '/user/profile', { token: me.token, headers: { 'two-factor-code': code } });
    expect(deleted).toEqual({ status: 200, body: { message: 'Sua conta foi excluída.' } });
    for (const token of [me.token, second.body.token as string])
      expect((await api.call('GET', '/user/profile', { token })).status).toBe(401);
    expect((await api.call('GET', `/client/${company.slug}/public/company`)).status).toBe(404);
    const signIn = await api.call('POST', '/user/auth/sign_in_with_password', { body: { email: me.email, password: 'senha-da-duda' } });
    expect(signIn.status).not.toBe(200);
    // The phone and e-mail are free for a new account.
    expect((await api.call('POST', '/user/auth/check_phone_exists', { body: { phone: me.phone } })).body).toMatchObject({ exists: false });
  });
});
