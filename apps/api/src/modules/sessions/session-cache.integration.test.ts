// Issue 17: a checked token is trusted for SESSION_CACHE_MS without reading its session row, and every way
// access ends still ends it at once — sign-out, ending another session, an admin's sign-out, a removed
// member, a role change, a blocked company — here and (PostgreSQL + Redis) in another API process.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, rawCall } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, nextPhone, type TFixture } from '../scheduling/test-fixtures.js';
import { cachedSession, forgetSession, rememberSession, sessionKey } from './session-cache.js';

const LOGGED_USER = '{ loggedUser { id companies { id is_blocked logged_user_company_user { role } } } }';
const me = (api: TFixture['api'], token: string) =>
  api.call('POST', '/user/graphql/query?caller=loggedUser', { token, body: { query: LOGGED_USER } });
const revokeRow = (t: TTestApp, token: string) =>
  t.app.ctx.db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(eq(sessions.id, sessionIdOf(token)));
function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
}

async function member(f: TFixture, role: 'admin' | 'operation') {
  const phone = nextPhone();
  const invited = await f.api.call('POST', `/user/${f.company.id}/team/invites`, {
    token: f.token,
    body: { name: `Pessoa ${role}`, phone, role, calendar_ids: role === 'operation' ? [f.calendars[0]!.id] : [] },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const token = await f.api.signUp({ name: `Pessoa ${role}`, email: `${role}${phone.slice(-6)}@example.com`, phone });
  const team = await f.api.call('GET', `/user/${f.company.id}/team`, { token: f.token });
  return { token, userId: team.body.members.find((m: { phone: string }) => m.phone === phone).user_id as string };
}

describe('cached session check', () => {
  let t: TTestApp & { database: TDatabase };
  let f: TFixture;

  beforeAll(async () => {
    t = await startTestApp({ SESSION_CACHE_MS: '60000' });
    f = await buildFixture(t.app, { calendars: 1 });
  });
  afterAll(() => t.close());

  it('trusts a checked token without reading its row again (a revocation written behind the services)', async () => {
    const token = await f.api.signUp({ name: 'Dona Dois', email: `dois${Date.now()}@example.com`, phone: nextPhone() });
    expect((await me(f.api, token)).status).toBe(200);
    await revokeRow(t, token);
    expect((await me(f.api, token)).status).toBe(200);
  });

  it('trusts a session from its sign-in on, before any request checked it (the same write behind the services)', async () => {
    const token = await f.api.signUp({ name: 'Dona Um', email: `um${Date.now()}@example.com`, phone: nextPhone() });
    await revokeRow(t, token);
    expect((await me(f.api, token)).status).toBe(200);
  });

  it('a sign-out as the first request of a session ends its token at once', async () => {
    const token = await f.api.signUp({ name: 'Dona Sete', email: `sete${Date.now()}@example.com`, phone: nextPhone() });
    expect((await f.api.call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    expect((await me(f.api, token)).status).toBe(401);
  });

  it('a session dropped is not kept again by a check that read its row before the revocation', async () => {
    const token = await f.api.signUp({ name: 'Dona Oito', email: `oito${Date.now()}@example.com`, phone: nextPhone() });
    const auth = { kind: 'user' as const, sessionId: sessionIdOf(token), subjectId: 'x', companyId: null };
    const key = sessionKey('user', `${token}-late`);
    forgetSession(t.app.ctx, auth.sessionId);
    rememberSession(t.app.ctx, key, auth, new Date(Date.now() + 86_400_000));
    expect(cachedSession(t.app.ctx, key)).toBeUndefined();
    // Only kept entries are refused: the row, not revoked here, still lets the token in (read each time meanwhile).
    expect((await me(f.api, token)).status).toBe(200);
  });

  it('without the cache, the same write ends the token at once', async () => {
    const off = await startTestApp({ SESSION_CACHE_MS: '0' }, t.database);
    const api = apiClient(off.app);
    const token = await api.signUp({ name: 'Dona Três', email: `tres${Date.now()}@example.com`, phone: nextPhone() });
    expect((await me(api, token)).status).toBe(200);
    await revokeRow(t, token);
    expect((await me(api, token)).status).toBe(401);
    await off.app.close();
  });

  it('sign-out ends the token at once', async () => {
    const token = await f.api.signUp({ name: 'Dona Quatro', email: `quatro${Date.now()}@example.com`, phone: nextPhone() });
    expect((await me(f.api, token)).status).toBe(200);
    expect((await f.api.call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    expect((await me(f.api, token)).status).toBe(401);
    expect((await f.api.call('GET', '/user/auth/sessions', { token })).status).toBe(401);
  });

  it('ending another session from the sessions list ends that token at once', async () => {
    const phone = nextPhone();
    const first = await f.api.signUp({ name: 'Dona Cinco', email: `cinco${Date.now()}@example.com`, phone });
    const code = await f.api.sendCode(phone, 'sign_in');
    const second = await f.api.call('POST', '/user/auth/sign_in', { headers: { phone, 'two-factor-code': code } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await me(f.api, first)).status).toBe(200);
    const ended = await f.api.call('DELETE', `/user/auth/sessions/${sessionIdOf(first)}`, { token: second.body.token });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await me(f.api, first)).status).toBe(401);
    expect((await me(f.api, second.body.token)).status).toBe(200);
  });

  it("an admin's sign-out ends the admin token at once", async () => {
    const admin = await adminWith(t.app, ['companies.read']);
    expect((await rawCall(t.app, 'GET', '/admin/auth/get', admin.token)).status).toBe(200);
    expect((await rawCall(t.app, 'POST', '/admin/auth/sign_out', admin.token)).status).toBe(200);
    expect((await rawCall(t.app, 'GET', '/admin/auth/get', admin.token)).status).toBe(401);
  });

  it('a role change and a removal show on the next call of the member', async () => {
    const m = await member(f, 'admin');
    const role = async () => (await me(f.api, m.token)).body.data.loggedUser.companies.map((c: any) => c.logged_user_company_user.role);
    expect(await role()).toEqual(['admin']);
    const changed = await f.api.call('POST', `/user/${f.company.id}/team/members/${m.userId}`, {
      token: f.token,
      body: { role: 'operation', calendar_ids: [f.calendars[0]!.id] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await role()).toEqual(['operation']);
    expect((await f.api.call('DELETE', `/user/${f.company.id}/team/members/${m.userId}`, { token: f.token })).status).toBe(200);
    expect(await role()).toEqual([]);
    expect((await f.api.call('GET', `/user/${f.company.id}/team`, { token: m.token })).status).toBe(404);
  });

  it('a blocked company shows blocked on the next call', async () => {
    const blocked = () => me(f.api, f.token).then((r) => r.body.data.loggedUser.companies[0].is_blocked as boolean);
    expect(await blocked()).toBe(false);
    const admin = await adminWith(t.app, ['companies.read', 'companies.manage']);
    const res = await rawCall(t.app, 'POST', `/admin/console/companies/${f.company.id}/block`, admin.token, { reason: 'Chargeback' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await blocked()).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('cached session check across two API processes', () => {
  let a: TTestApp & { database: TDatabase };
  let b: TTestApp & { database: TDatabase };

  beforeAll(async () => {
    a = await startTestApp({ SESSION_CACHE_MS: '60000' });
    b = await startTestApp({ SESSION_CACHE_MS: '60000' }, a.database);
    // The peers' notices travel through socket.io's Redis adapter, attached when a process listens.
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('a sign-out on process A ends the token process B had cached', async () => {
    const onA = apiClient(a.app);
    const onB = apiClient(b.app);
    const token = await onA.signUp({ name: 'Dona Seis', email: `seis${Date.now()}@example.com`, phone: nextPhone() });
    expect((await me(onB, token)).status).toBe(200);
    expect((await onA.call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    await expect.poll(async () => (await me(onB, token)).status, { timeout: 5000 }).toBe(401);
  });

  it('a sign-out on process B ends the token process A kept when it opened the session', async () => {
    const onA = apiClient(a.app);
    const onB = apiClient(b.app);
    const token = await onA.signUp({ name: 'Dona Nove', email: `nove${Date.now()}@example.com`, phone: nextPhone() });
    expect((await onB.call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    await expect.poll(async () => (await me(onA, token)).status, { timeout: 5000 }).toBe(401);
  });
});
