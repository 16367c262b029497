// Defect 6: a revoked session's sockets close at once, in every process, and cannot join rooms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { sessions } from '../db/schema/index.js';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { apiClient } from '../test/api-client.js';
import { collectMessages, disconnection, joinRoom, sessionIdOf, socketFor, waitFor } from '../test/realtime-client.js';

const PASSWORD = 'senha-bem-forte-123';

async function signIn(t: TTestApp, email: string): Promise<string> {
  const res = await apiClient(t.app).call('POST', '/user/auth/sign_in_with_password', { body: { email, password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

describe('sockets of a revoked session', () => {
  let t: TTestApp;
  let url: string;
  let company: { id: string };
  const email = 'rita@example.com';
  const sockets: Socket[] = [];
  const open = async (token: string) => {
    const s = await socketFor(url, token);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const token = await api.signUp({ name: 'Rita', email, phone: '+5511955550001', password: PASSWORD });
    company = await api.createCompany(token, '+5511955550001', 'Clínica Rita');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('sign-out disconnects the socket at once, even one that tried to leave its session room; it gets no later company event', async () => {
    const [mine, other] = [await signIn(t, email), await signIn(t, email)];
    const [s, witness] = [await open(mine), await open(other)];
    const room = `company_update:${company.id}`;
    expect(await joinRoom(s, room)).toEqual({ ok: true });
    expect(await joinRoom(witness, room)).toEqual({ ok: true });
    await s.emitWithAck('leave', `session:${sessionIdOf(mine)}`);
    const late = collectMessages(s);
    const gone = disconnection(s);

    const out = await apiClient(t.app).call('POST', '/user/auth/sign_out', { token: mine });
    expect(out.status).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const seen = collectMessages(witness);
    const update = await apiClient(t.app).call('POST', `/user/${company.id}/company/update`, {
      token: other,
      body: { description: 'depois da saída' },
    });
    expect(update.status).toBe(200);
    await waitFor(() => seen.length > 0, 'the event on the still signed-in socket');
    expect(late).toEqual([]);
    const inRoom = await t.app.ctx.hub.io!.in(room).fetchSockets();
    expect(inRoom.map((x) => x.id)).toEqual([witness.id]);
  });

  it('deleting a session from another device closes every tab of that session and no other', async () => {
    const [target, caller] = [await signIn(t, email), await signIn(t, email)];
    const [tab1, tab2, keeper] = [await open(target), await open(target), await open(caller)];
    const gone = Promise.all([disconnection(tab1), disconnection(tab2)]);

    const res = await apiClient(t.app).call('DELETE', `/user/auth/sessions/${sessionIdOf(target)}`, { token: caller });
    expect(res.status).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await joinRoom(keeper, `company_update:${company.id}`)).toEqual({ ok: true });
    expect(keeper.connected).toBe(true);
  });

  it('a session revoked while its disconnect was lost (another process, Redis down) is refused on its next join and closed', async () => {
    const token = await signIn(t, email);
    const s = await open(token);
    expect(await joinRoom(s, `company_update:${company.id}`)).toEqual({ ok: true });
    // The row is revoked without going through revokeSession: nothing tells this socket.
    await t.app.ctx.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.id, sessionIdOf(token)));
    const gone = disconnection(s);

    const answer = await joinRoom(s, `company_update:${company.id}`);
    expect(answer).toEqual({ ok: false, message: 'Sua sessão foi encerrada. Entre novamente.' });
    expect(await gone).toBe('io server disconnect');
  });

  it('a revoked token cannot open a new socket', async () => {
    const token = await signIn(t, email);
    expect((await apiClient(t.app).call('POST', '/user/auth/sign_out', { token })).status).toBe(200);
    await expect(socketFor(url, token)).rejects.toThrow(/Unauthorized access/);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('sockets of a revoked session across two API processes (Redis)', () => {
  it('signing out on process A disconnects the socket connected to process B at once', async () => {
    const first = await startTestApp();
    const second = await startTestApp({}, first.database);
    try {
      const api = apiClient(first.app);
      const email = 'saulo@example.com';
      await api.signUp({ name: 'Saulo', email, phone: '+5511955550002', password: PASSWORD });
      const [mine, other] = [await signIn(first, email), await signIn(first, email)];
      const urlB = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const [s, keeper] = [await socketFor(urlB, mine), await socketFor(urlB, other)];
      const gone = disconnection(s);

      expect((await api.call('POST', '/user/auth/sign_out', { token: mine })).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect(keeper.connected).toBe(true);
      keeper.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
