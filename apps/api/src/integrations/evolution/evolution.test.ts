import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { startWebhookReceiver, type WebhookReceiver } from '@agenda/fakes/webhook-receiver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEvolutionClient, EvolutionError } from './client.js';
import { parseEvolutionWebhook } from './webhook.js';

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

const client = (apiKey = KEY) => createEvolutionClient({ baseUrl: evo.url, apiKey });

async function captureError(p: Promise<unknown>): Promise<EvolutionError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EvolutionError);
  return err as EvolutionError;
}

describe('Evolution client against the fake', () => {
  it('creates an instance, connects by QR and sends a text', async () => {
    const c = client();
    const created = await c.createInstance({
      instanceName: 'clinica-1',
      qrcode: true,
      webhook: {
        url: `${hooks.url}/evo`,
        headers: { 'x-webhook-token': 's3cret' },
        events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE'],
      },
    });
    expect(created).toMatchObject({ instanceName: 'clinica-1', status: 'connecting' });
    expect(created.token).toMatch(/^[0-9A-F-]{36}$/);
    expect(created.qr?.code).toMatch(/^2@/);

    const connect = await c.connect('clinica-1');
    expect(connect.state).toBe('qr');
    expect(await c.connectionState('clinica-1')).toBe('connecting');

    await evo.scanQr('clinica-1', { number: '5511900001111', profileName: 'Clínica' });
    expect(await c.connect('clinica-1')).toEqual({ state: 'open' });
    expect(await c.connectionState('clinica-1')).toBe('open');

    // The instance token works for the instance's own routes.
    const scoped = client(created.token);
    const sent = await scoped.sendText('clinica-1', { number: '5511999999999', text: 'Olá! Confirmado.' });
    expect(sent).toMatchObject({ remoteJid: '5511999999999@s.whatsapp.net', status: 'PENDING' });
    expect(sent.timestamp).toBeInstanceOf(Date);
    expect(evo.sent[0]).toMatchObject({ messageId: sent.messageId, text: 'Olá! Confirmado.' });

    await evo.flush();
    const events = hooks.received.flatMap((r) => parseEvolutionWebhook(r.json));
    expect(events.map((e) => e.kind)).toEqual(['qrcode', 'qrcode', 'connection', 'message_status']);
    expect(events.at(-1)).toEqual({
      kind: 'message_status',
      instance: 'clinica-1',
      messageId: sent.messageId,
      remoteJid: '5511999999999@s.whatsapp.net',
      fromMe: true,
      status: 'DELIVERY_ACK',
    });
  });

  it('maps the pairing-code and {"count":0} connect answers', async () => {
    const quirky = await startFakeEvolution({ apiKey: KEY, emptyFirstQr: true });
    try {
      const c = createEvolutionClient({ baseUrl: quirky.url, apiKey: KEY });
      await c.createInstance({ instanceName: 'q' });
      expect(await c.connect('q')).toEqual({ state: 'pending' });
      const again = await c.connect('q', { number: '5511900001111' });
      expect(again.state === 'qr' && again.qr.pairingCode).toMatch(/^[0-9A-F]{8}$/);
    } finally {
      await quirky.close();
    }
  });

  it('sets the webhook, logs out and deletes', async () => {
    const c = client();
    await c.createInstance({ instanceName: 'a' });
    await c.setWebhook('a', { url: `${hooks.url}/evo`, events: ['CONNECTION_UPDATE'], headers: { 'x-webhook-token': 't' } });
    expect(evo.instance('a')!.webhook).toMatchObject({
      url: `${hooks.url}/evo`,
      events: ['CONNECTION_UPDATE'],
      headers: { 'x-webhook-token': 't' },
      enabled: true,
    });
    await evo.scanQr('a', { number: '5511900001111' });
    await c.logout('a');
    expect(await c.connectionState('a')).toBe('close');
    await c.deleteInstance('a');
    expect((await captureError(c.connectionState('a'))).httpStatus).toBe(404);
  });

  it('maps Evolution errors', async () => {
    const c = client();
    expect(await captureError(client('wrong').createInstance({ instanceName: 'x' }))).toMatchObject({
      httpStatus: 401,
      retryable: false,
      message: 'Unauthorized',
    });
    await c.createInstance({ instanceName: 'a' });
    expect(await captureError(c.createInstance({ instanceName: 'a' }))).toMatchObject({
      httpStatus: 403,
      message: 'This name "a" is already in use.',
    });

    const closed = await captureError(c.sendText('a', { number: '5511999999999', text: 'x' }));
    expect(closed).toMatchObject({ httpStatus: 500, retryable: true, message: 'Error: Connection Closed' });

    await evo.scanQr('a', { number: '5511900001111' });
    evo.markNotOnWhatsapp('5511888888888');
    const missing = await captureError(c.sendText('a', { number: '5511888888888', text: 'x' }));
    expect(missing).toMatchObject({ httpStatus: 400, notOnWhatsapp: true, retryable: false });
  });

  it('maps network failures to retryable errors', async () => {
    const c = createEvolutionClient({ baseUrl: 'http://127.0.0.1:1', apiKey: KEY });
    expect(await captureError(c.connectionState('a'))).toMatchObject({ httpStatus: null, retryable: true });
  });

  it('stalled instance: send succeeds but no ack or inbound ever arrives', async () => {
    const c = client();
    await c.createInstance({ instanceName: 'a', webhook: { url: `${hooks.url}/evo` } });
    await evo.scanQr('a', { number: '5511900001111' });
    evo.setStalled('a', true);
    hooks.received.length = 0;
    expect(await c.connectionState('a')).toBe('open');
    expect((await c.sendText('a', { number: '5511999999999', text: 'x' })).status).toBe('PENDING');
    await evo.flush();
    expect(hooks.received).toHaveLength(0);
  });
});

describe('parseEvolutionWebhook', () => {
  it('parses the documented messages.upsert (inbound text)', () => {
    const events = parseEvolutionWebhook({
      event: 'messages.upsert',
      instance: 'clinica-1',
      data: {
        key: { remoteJid: '5511999999999@s.whatsapp.net', fromMe: false, id: '3EB0B230B6B9F7F9B57C' },
        pushName: 'Fulano',
        status: 'DELIVERY_ACK',
        message: { conversation: 'Gostaria de fazer uma reserva' },
        contextInfo: null,
        messageType: 'conversation',
        messageTimestamp: 1698765432,
        instanceId: 'uuid',
        source: 'android',
      },
      destination: 'http://x',
      date_time: '2024-01-01T00:00:00.000Z',
      sender: '5511900001111@s.whatsapp.net',
      server_url: 'http://localhost:8080',
      apikey: null,
    });
    expect(events).toEqual([
      {
        kind: 'message',
        instance: 'clinica-1',
        remoteJid: '5511999999999@s.whatsapp.net',
        number: '5511999999999',
        fromMe: false,
        isGroup: false,
        messageId: '3EB0B230B6B9F7F9B57C',
        pushName: 'Fulano',
        messageType: 'conversation',
        text: 'Gostaria de fazer uma reserva',
        timestamp: new Date(1698765432 * 1000),
      },
    ]);
  });

  it('handles fromMe, groups, LID senders and extendedTextMessage', () => {
    const base = { event: 'messages.upsert', instance: 'i' };
    const [own] = parseEvolutionWebhook({
      ...base,
      data: { key: { remoteJid: '5511@s.whatsapp.net', fromMe: true, id: 'A' }, message: { conversation: 'x' } },
    });
    expect(own).toMatchObject({ fromMe: true, number: '5511' });
    const [group] = parseEvolutionWebhook({
      ...base,
      data: { key: { remoteJid: '1203@g.us', fromMe: false, id: 'B', participant: '5511@s.whatsapp.net' }, message: { conversation: 'y' } },
    });
    expect(group).toMatchObject({ isGroup: true, number: undefined, participant: '5511@s.whatsapp.net' });
    const [lid] = parseEvolutionWebhook({
      ...base,
      data: {
        key: { remoteJid: '1747@lid', remoteJidAlt: '5585@s.whatsapp.net', id: 'C' },
        message: { extendedTextMessage: { text: 'z' } },
      },
    });
    expect(lid).toMatchObject({ number: '5585', text: 'z' });
  });

  it('parses connection.update, qrcode.updated (incl. limit) and numeric statuses', () => {
    expect(
      parseEvolutionWebhook({ event: 'connection.update', instance: 'i', data: { instance: 'i', state: 'refused', statusReason: 401 } }),
    ).toEqual([{ kind: 'connection', instance: 'i', state: 'refused', statusReason: 401 }]);
    expect(
      parseEvolutionWebhook({
        event: 'QRCODE_UPDATED',
        instance: 'i',
        data: { message: 'QR code limit reached, please login again', statusCode: 500 },
      }),
    ).toEqual([{ kind: 'qrcode', instance: 'i', limitReached: true }]);
    expect(
      parseEvolutionWebhook({ event: 'messages.update', instance: 'i', data: { keyId: 'K', remoteJid: 'r', fromMe: true, status: 4 } }),
    ).toMatchObject([{ status: 'READ' }]);
  });

  it.each([
    undefined,
    null,
    'x',
    1,
    [],
    {},
    { event: 'messages.upsert' },
    { event: 'messages.upsert', instance: 'i', data: null },
    { event: 'chats.update', instance: 'i', data: [] },
    { event: 'messages.upsert', instance: 'i', data: { key: {} } },
  ])('tolerates garbage %#', (input) => {
    expect(parseEvolutionWebhook(input)).toEqual([]);
  });
});
