import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeEvolution, type FakeEvolution } from './evolution.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const KEY = 'global-key';
let evo: FakeEvolution;
let hooks: WebhookReceiver;

beforeEach(async () => {
  evo = await startFakeEvolution({ apiKey: KEY });
  hooks = await startWebhookReceiver();
});
afterEach(async () => {
  await evo.close();
  await hooks.close();
});

async function call(method: string, path: string, body?: unknown, key = KEY) {
  const res = await fetch(`${evo.url}${path}`, {
    method,
    headers: { apikey: key, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, any> };
}

async function createConnected(name = 'clinica-1') {
  const created = await call('POST', '/instance/create', {
    instanceName: name,
    integration: 'WHATSAPP-BAILEYS',
    webhook: { url: `${hooks.url}/evo`, headers: { 'x-webhook-token': 's3cret' }, events: [] },
  });
  await evo.scanQr(name, { number: '5511900001111', profileName: 'Clínica' });
  return created;
}

describe('fake Evolution API: instances', () => {
  it('creates an instance with 201 and the source response shape', async () => {
    const { status, json } = await call('POST', '/instance/create', { instanceName: 'a', integration: 'WHATSAPP-BAILEYS', qrcode: true });
    expect(status).toBe(201);
    expect(json.instance).toMatchObject({ instanceName: 'a', integration: 'WHATSAPP-BAILEYS', status: 'connecting' });
    expect(typeof json.hash).toBe('string');
    expect(json.qrcode).toMatchObject({ pairingCode: null, count: 1 });
    expect(json.qrcode.code).toMatch(/^2@/);
    expect(json.qrcode.base64).toMatch(/^data:image\/png;base64,/);
    expect(json.settings).toMatchObject({ rejectCall: false, groupsIgnore: false });
  });

  it('uses the caller token as hash, refuses duplicates (403) and missing names (400)', async () => {
    expect((await call('POST', '/instance/create', { instanceName: 'a', token: 'TOK' })).json.hash).toBe('TOK');
    const dup = await call('POST', '/instance/create', { instanceName: 'a' });
    expect(dup).toEqual({
      status: 403,
      json: { status: 403, error: 'Forbidden', response: { message: ['This name "a" is already in use.'] } },
    });
    expect((await call('POST', '/instance/create', {})).status).toBe(400);
  });

  it('checks the apikey: global key or the instance token', async () => {
    expect((await call('POST', '/instance/create', { instanceName: 'a' }, 'bad')).json).toEqual({
      status: 401,
      error: 'Unauthorized',
      response: { message: 'Unauthorized' },
    });
    const { json } = await call('POST', '/instance/create', { instanceName: 'a' });
    expect((await call('GET', '/instance/connectionState/a', undefined, json.hash)).status).toBe(200);
    await call('POST', '/instance/create', { instanceName: 'b' });
    expect((await call('GET', '/instance/connectionState/b', undefined, json.hash)).status).toBe(401);
  });

  it('answers 404 for an unknown instance', async () => {
    const res = await call('GET', '/instance/connectionState/nope');
    expect(res.status).toBe(404);
    expect(res.json.response.message).toEqual(['The "nope" instance does not exist']);
  });

  it('walks close → connecting (QR) → open, emitting qrcode.updated and connection.update', async () => {
    await call('POST', '/instance/create', { instanceName: 'a' });
    await call('POST', '/webhook/set/a', {
      webhook: { enabled: true, url: `${hooks.url}/evo`, events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE'] },
    });
    expect((await call('GET', '/instance/connectionState/a')).json).toEqual({ instance: { instanceName: 'a', state: 'close' } });
    const qr = await call('GET', '/instance/connect/a?number=5511900001111');
    expect(qr.json).toMatchObject({ count: 1 });
    expect(qr.json.pairingCode).toMatch(/^[0-9A-F]{8}$/);
    expect((await call('GET', '/instance/connectionState/a')).json.instance.state).toBe('connecting');
    await evo.scanQr('a', { number: '5511900001111', profileName: 'Clínica' });
    expect((await call('GET', '/instance/connect/a')).json).toEqual({ instance: { instanceName: 'a', state: 'open' } });
    const events = hooks.received.map((r) => r.json as Record<string, any>);
    expect(events.map((e) => e.event)).toEqual(['qrcode.updated', 'connection.update']);
    expect(events[0]!.data.qrcode).toMatchObject({ instance: 'a' });
    expect(events[1]).toMatchObject({
      instance: 'a',
      destination: `${hooks.url}/evo`,
      sender: '5511900001111@s.whatsapp.net',
      apikey: null,
      data: { instance: 'a', state: 'open', statusReason: 200, wuid: '5511900001111@s.whatsapp.net', profileName: 'Clínica' },
    });
  });

  it('reproduces the {"count":0} first-connect quirk when asked', async () => {
    const quirky = await startFakeEvolution({ apiKey: KEY, emptyFirstQr: true });
    try {
      await fetch(`${quirky.url}/instance/create`, {
        method: 'POST',
        headers: { apikey: KEY, 'content-type': 'application/json' },
        body: '{"instanceName":"q"}',
      });
      const first = await fetch(`${quirky.url}/instance/connect/q`, { headers: { apikey: KEY } });
      expect(await first.json()).toEqual({ count: 0 });
      const second = (await (await fetch(`${quirky.url}/instance/connect/q`, { headers: { apikey: KEY } })).json()) as { code: string };
      expect(second.code).toMatch(/^2@/);
    } finally {
      await quirky.close();
    }
  });

  it('logs out and deletes with the SUCCESS envelope', async () => {
    await createConnected('a');
    expect((await call('DELETE', '/instance/logout/a')).json).toEqual({
      status: 'SUCCESS',
      error: false,
      response: { message: 'Instance logged out' },
    });
    expect(evo.instance('a')!.state).toBe('close');
    expect((await call('DELETE', '/instance/delete/a')).json).toEqual({
      status: 'SUCCESS',
      error: false,
      response: { message: 'Instance deleted' },
    });
    expect(evo.instance('a')).toBeUndefined();
  });

  it('stores and returns the webhook config; byEvents suffixes the event path', async () => {
    await call('POST', '/instance/create', { instanceName: 'a' });
    const set = await call('POST', '/webhook/set/a', { webhook: { enabled: true, url: `${hooks.url}/evo`, byEvents: true, events: [] } });
    expect(set.status).toBe(201);
    expect((await call('GET', '/webhook/find/a')).json).toMatchObject({ url: `${hooks.url}/evo`, enabled: true, webhookByEvents: true });
    await call('GET', '/instance/connect/a');
    expect(hooks.received[0]!.path).toBe('/evo/qrcode-updated');
    expect((await call('POST', '/webhook/set/a', { webhook: { enabled: true } })).status).toBe(400);
  });
});

describe('fake Evolution API: messages', () => {
  it('sends a text with 201 PENDING, then emits send.message and a DELIVERY_ACK', async () => {
    await createConnected();
    const res = await call('POST', '/message/sendText/clinica-1', { number: '5511999999999', text: 'Olá' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      key: { remoteJid: '5511999999999@s.whatsapp.net', fromMe: true },
      status: 'PENDING',
      message: { conversation: 'Olá' },
      messageType: 'conversation',
    });
    await evo.flush();
    const update = hooks.received.map((r) => r.json as Record<string, any>).find((e) => e.event === 'messages.update');
    expect(update!.data).toMatchObject({ keyId: res.json.key.id, status: 'DELIVERY_ACK', fromMe: true });
    expect(hooks.received.every((r) => r.headers['x-webhook-token'] === 's3cret')).toBe(true);
    expect(evo.sent[0]).toMatchObject({ text: 'Olá', status: 'DELIVERY_ACK' });
  });

  it('validates sendText and refuses unknown numbers the way Evolution does', async () => {
    await createConnected();
    expect((await call('POST', '/message/sendText/clinica-1', { number: '55119', text: '' })).json.response.message).toEqual([
      'Text is required',
    ]);
    evo.markNotOnWhatsapp('5511888888888');
    const res = await call('POST', '/message/sendText/clinica-1', { number: '5511888888888', text: 'oi' });
    expect(res.status).toBe(400);
    expect(res.json.response.message).toEqual([{ jid: '5511888888888@s.whatsapp.net', exists: false, number: '5511888888888' }]);
  });

  it('answers 500 Connection Closed when the session is down', async () => {
    await createConnected();
    await evo.dropSession('clinica-1', 428);
    const res = await call('POST', '/message/sendText/clinica-1', { number: '5511999999999', text: 'x' });
    expect(res.json).toEqual({ status: 500, error: 'Internal Server Error', response: { message: ['Error: Connection Closed'] } });
    const close = hooks.received.map((r) => r.json as Record<string, any>).at(-1);
    expect(close).toMatchObject({ event: 'connection.update', data: { state: 'close', statusReason: 428 } });
  });

  it('delivers inbound messages.upsert, fromMe and group variants', async () => {
    await createConnected();
    hooks.received.length = 0;
    expect(await evo.deliverInbound({ instanceName: 'clinica-1', from: '5511977776666', text: 'Quero agendar', pushName: 'Ana' })).toBe(
      200,
    );
    await evo.deliverInbound({ instanceName: 'clinica-1', from: '5511977776666', text: 'resposta manual', fromMe: true });
    await evo.deliverInbound({ instanceName: 'clinica-1', from: '5511977776666', text: 'no grupo', groupJid: '120363025246125486@g.us' });
    const [a, b, c] = hooks.received.map((r) => r.json as Record<string, any>);
    expect(a).toMatchObject({
      event: 'messages.upsert',
      instance: 'clinica-1',
      data: {
        key: { remoteJid: '5511977776666@s.whatsapp.net', fromMe: false },
        pushName: 'Ana',
        message: { conversation: 'Quero agendar' },
        messageType: 'conversation',
      },
    });
    expect(typeof a!.data.messageTimestamp).toBe('number');
    expect(b!.data.key.fromMe).toBe(true);
    expect(c!.data.key).toMatchObject({ remoteJid: '120363025246125486@g.us', participant: '5511977776666@s.whatsapp.net' });
  });

  it('simulates "connected but not delivering"', async () => {
    await createConnected();
    evo.setStalled('clinica-1', true);
    hooks.received.length = 0;
    expect((await call('GET', '/instance/connectionState/clinica-1')).json.instance.state).toBe('open');
    const res = await call('POST', '/message/sendText/clinica-1', { number: '5511999999999', text: 'alô?' });
    expect(res.status).toBe(201);
    expect(await evo.deliverInbound({ instanceName: 'clinica-1', from: '5511977776666', text: 'oi' })).toBeNull();
    await evo.flush();
    expect(hooks.received).toHaveLength(0);
    expect(evo.sent[0]!.status).toBe('PENDING');
  });

  it('filters deliveries by the configured events', async () => {
    await call('POST', '/instance/create', { instanceName: 'a', webhook: { url: `${hooks.url}/evo`, events: ['MESSAGES_UPSERT'] } });
    await evo.scanQr('a', { number: '5511900001111' });
    await call('POST', '/message/sendText/a', { number: '5511999999999', text: 'x' });
    await evo.deliverInbound({ instanceName: 'a', from: '5511977776666', text: 'oi' });
    await evo.flush();
    expect(hooks.received.map((r) => (r.json as { event: string }).event)).toEqual(['messages.upsert']);
  });
});
