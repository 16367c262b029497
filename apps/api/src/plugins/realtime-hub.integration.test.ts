import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestApp, type TTestApp } from '../test/harness.js';
import { apiClient } from '../test/api-client.js';
import { joinRoom as join, socketFor } from '../test/realtime-client.js';

async function listen(t: TTestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

const nextMessage = (socket: Socket, ms = 5000) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), ms);
    socket.once('message', (m: Record<string, unknown>) => {
      clearTimeout(timer);
      resolve(m);
    });
  });

describe('realtime hub', () => {
  let t: TTestApp;
  let url: string;
  let tokenA: string;
  let userA: string;
  let companyA: { id: string };
  let companyB: { id: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    tokenA = await api.signUp({ name: 'Ana', email: 'ana@example.com', phone: '+5511933330001' });
    const tokenB = await api.signUp({ name: 'Beto', email: 'beto@example.com', phone: '+5511933330002' });
    companyA = await api.createCompany(tokenA, '+5511933330001', 'Sala A');
    companyB = await api.createCompany(tokenB, '+5511933330002', 'Sala B');
    userA = (await api.loggedUser(tokenA)).body.data.loggedUser.id;
    url = await listen(t);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('refuses a connection without a valid token', async () => {
    await expect(socketFor(url, 'not-a-token')).rejects.toThrow(/Unauthorized access/);
  });

  it('joins its own company and user rooms, never another company', async () => {
    const s = await socketFor(url, tokenA);
    sockets.push(s);
    expect(await join(s, `company_update:${companyA.id}`)).toEqual({ ok: true });
    expect(await join(s, `app:user_id:${userA}`)).toEqual({ ok: true });
    expect((await join(s, `company_update:${companyB.id}`)).ok).toBe(false);
    expect((await join(s, `app:user_id:00000000-0000-4000-8000-000000000000`)).ok).toBe(false);
    expect((await join(s, 'anything')).ok).toBe(false);
    expect((await join(s, `subscription_bill_payment_update:00000000-0000-4000-8000-000000000000`)).ok).toBe(false);
  });

  it('delivers a company update to the sockets in the room, with toast and events', async () => {
    const s = await socketFor(url, tokenA);
    sockets.push(s);
    await join(s, `company_update:${companyA.id}`);
    const got = nextMessage(s);
    const res = await t.app.inject({
      method: 'POST',
      url: `/user/${companyA.id}/company/update`,
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'nova descrição' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await got).toMatchObject({
      room: `company_update:${companyA.id}`,
      events: [{ name: 'company_update', data: { company_id: companyA.id } }],
    });
  });

  // Alone (no Redis), an event for a room no socket is in is not even encoded (a booking's company room, mostly).
  it.skipIf(Boolean(process.env.REDIS_URL))('without Redis, emits only to rooms a socket here is in', async () => {
    const adapter = t.app.ctx.hub.io!.of('/').adapter;
    const broadcast = adapter.broadcast.bind(adapter);
    const rooms: string[] = [];
    adapter.broadcast = (packet, opts) => {
      rooms.push(...opts.rooms);
      broadcast(packet, opts);
    };
    try {
      t.app.ctx.hub.emit(`company_update:${companyB.id}`, { events: [{ name: 'nobody' }] });
      t.app.ctx.hub.emit(`company_update:${companyA.id}`, { events: [{ name: 'somebody' }] });
      expect(rooms).toEqual([`company_update:${companyA.id}`]);
    } finally {
      adapter.broadcast = broadcast;
    }
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('realtime hub across two API processes (Redis)', () => {
  it('an event emitted by one process reaches a client connected to the other', async () => {
    const first = await startTestApp();
    const second = await startTestApp({}, first.database);
    try {
      const api = apiClient(first.app);
      const token = await api.signUp({ name: 'Caio', email: 'caio@example.com', phone: '+5511944440001' });
      const userId = (await api.loggedUser(token)).body.data.loggedUser.id as string;
      const url2 = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const s = await socketFor(url2, token);
      expect(await join(s, `app:user_id:${userId}`)).toEqual({ ok: true });
      const got = nextMessage(s);
      first.app.ctx.hub.emit(`app:user_id:${userId}`, { toast: 'Olá de outro processo', events: [{ name: 'reload_user' }] });
      expect(await got).toMatchObject({ toast: 'Olá de outro processo', events: [{ name: 'reload_user' }] });
      s.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
