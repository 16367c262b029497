import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from './whatsapp-cloud.js';

const TOKEN = 'EAAJB-test-token';
const SECRET = 'app-secret';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

/** A bare HTTP receiver standing in for our webhook endpoint; answers `nextStatus`. */
async function startReceiver(): Promise<{ url: string; received: Received[]; nextStatus: { value: number }; server: Server }> {
  const received: Received[] = [];
  const nextStatus = { value: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = nextStatus.value;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/whatsapp`, received, nextStatus, server };
}

let fake: FakeWhatsappCloud;

beforeEach(async () => {
  fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
});
afterEach(async () => {
  await fake.close();
});

function send(body: unknown, opts: { token?: string; version?: string } = {}): Promise<Response> {
  return fetch(`${fake.url}/${opts.version ?? 'v23.0'}/106540352242922/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${opts.token ?? TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const textBody = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '+16505551234',
  type: 'text',
  text: { preview_url: false, body: 'Hi! Thanks for your message.' },
};

describe('fake WhatsApp Cloud API: send', () => {
  it('answers the documented success shape and records the message', async () => {
    const res = await send(textBody);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { messaging_product: string; contacts: unknown[]; messages: Array<{ id: string }> };
    expect(json.messaging_product).toBe('whatsapp');
    expect(json.contacts).toEqual([{ input: '+16505551234', wa_id: '16505551234' }]);
    expect(json.messages).toHaveLength(1);
    expect(json.messages[0]!.id).toMatch(/^wamid\./);
    expect(json.messages[0]!.id.length).toBeLessThanOrEqual(128);
    expect(fake.sent).toEqual([
      expect.objectContaining({
        phoneNumberId: '106540352242922',
        to: '+16505551234',
        body: 'Hi! Thanks for your message.',
        messageId: json.messages[0]!.id,
      }),
    ]);
    expect(fake.sent[0]!.at).toBeInstanceOf(Date);
  });

  it('accepts any vN.N version and rejects other path shapes', async () => {
    expect((await send(textBody, { version: 'v19.0' })).status).toBe(200);
    const bad = await send(textBody, { version: 'latest' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('records the replied-to message id', async () => {
    await send({ ...textBody, context: { message_id: 'wamid.ORIGINAL' } });
    expect(fake.sent[0]!.replyToMessageId).toBe('wamid.ORIGINAL');
  });

  it('rejects a wrong token with Graph error 190 / HTTP 401', async () => {
    const res = await send(textBody, { token: 'nope' });
    expect(res.status).toBe(401);
    const json = (await res.json()) as { error: { code: number; type: string; fbtrace_id: string } };
    expect(json.error.code).toBe(190);
    expect(json.error.type).toBe('OAuthException');
    expect(json.error.fbtrace_id).toBeTruthy();
    expect(fake.sent).toHaveLength(0);
  });

  it.each([
    ['wrong product', { ...textBody, messaging_product: 'sms' }],
    ['missing to', { ...textBody, to: undefined }],
    ['non-text type', { ...textBody, type: 'image' }],
    ['empty body', { ...textBody, text: { body: '' } }],
  ])('rejects %s with Graph error 100 / HTTP 400', async (_label, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('answers invalid JSON with a Graph-shaped error', async () => {
    const res = await fetch(`${fake.url}/v23.0/1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('failNext queues Graph errors in order, then recovers', async () => {
    fake.failNext({ httpStatus: 400, code: 130429, message: '(#130429) Rate limit hit', details: 'too many messages' });
    fake.failNext({ httpStatus: 500, code: 1, message: 'An unknown error occurred' });
    const first = await send(textBody);
    expect(first.status).toBe(400);
    const json = (await first.json()) as { error: Record<string, unknown> };
    expect(json.error).toMatchObject({
      message: '(#130429) Rate limit hit',
      type: 'OAuthException',
      code: 130429,
      error_data: { messaging_product: 'whatsapp', details: 'too many messages' },
    });
    expect((await send(textBody)).status).toBe(500);
    expect((await send(textBody)).status).toBe(200);
    expect(fake.sent).toHaveLength(1);
  });

  it('dropNext breaks the connection once', async () => {
    fake.dropNext();
    await expect(send(textBody)).rejects.toThrow();
    expect((await send(textBody)).status).toBe(200);
  });

  it('marks as read with {success:true}, and 131009 for a bad id', async () => {
    const ok = await send({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.ABC' });
    expect(await ok.json()).toEqual({ success: true });
    expect(fake.readMarks).toEqual(['wamid.ABC']);
    const bad = await send({ messaging_product: 'whatsapp', status: 'read', message_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(131009);
  });

  it('needs no token when none is configured', async () => {
    const open = await startFakeWhatsappCloud();
    try {
      const res = await fetch(`${open.url}/v23.0/1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(textBody),
      });
      expect(res.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('fake WhatsApp Cloud API: phone number ownership', () => {
  const other = {
    id: '107000000000001',
    accessToken: 'EAAJB-other-business',
    displayPhoneNumber: '+55 11 5555-0002',
    verifiedName: 'Clínica C',
  };
  const lookup = (id: string, token: string) =>
    fetch(`${fake.url}/v23.0/${id}?fields=id,display_phone_number,verified_name`, { headers: { authorization: `Bearer ${token}` } });

  it("answers a number's details only to its own business's token", async () => {
    fake.addPhoneNumber(other);
    const own = await lookup(other.id, other.accessToken);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ id: other.id, display_phone_number: other.displayPhoneNumber, verified_name: other.verifiedName });
    // The default business (TOKEN) owns every unregistered number id.
    const unregistered = await lookup('106540352242922', TOKEN);
    expect(await unregistered.json()).toMatchObject({ id: '106540352242922', display_phone_number: '15550783881' });
  });

  it("refuses another business's token with 100/33 and an unknown token with 190", async () => {
    fake.addPhoneNumber(other);
    const foreign = await lookup(other.id, TOKEN);
    expect(foreign.status).toBe(400);
    const body = (await foreign.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
    expect(body.error.message).toContain(`Object with ID '${other.id}' does not exist, cannot be loaded due to missing permissions`);
    expect((await lookup('106540352242922', other.accessToken)).status).toBe(400);
    const unknown = await lookup(other.id, 'EAAJB-made-up');
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { code: number } }).error.code).toBe(190);
  });

  it("sends from a registered number only with that number's token", async () => {
    fake.addPhoneNumber(other);
    const url = `${fake.url}/v23.0/${other.id}/messages`;
    const post = (token: string) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(textBody),
      });
    expect((await post(other.accessToken)).status).toBe(200);
    expect((await post(TOKEN)).status).toBe(400);
  });
});

describe('fake WhatsApp Cloud API: webhook deliveries', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  });

  it('delivers the documented inbound payload, signed over the raw body', async () => {
    const status = await fake.deliverInbound({
      webhookUrl: receiver.url,
      phoneNumberId: '106540352242922',
      from: '16505551234',
      text: 'Does it come in another color?',
      profileName: 'Sheena Nelson',
      messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
      timestamp: new Date(1749416383 * 1000),
    });
    expect(status).toBe(200);
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    const expectedSig = `sha256=${createHmac('sha256', SECRET).update(got!.raw).digest('hex')}`;
    expect(got!.headers['x-hub-signature-256']).toBe(expectedSig);
    // Byte-for-byte the example of docs/providers.md §1.4 (modulo whitespace).
    expect(JSON.parse(got!.raw)).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
                contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
                messages: [
                  {
                    from: '16505551234',
                    id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
                    timestamp: '1749416383',
                    type: 'text',
                    text: { body: 'Does it come in another color?' },
                  },
                ],
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
  });

  it('delivers status updates, including failures with errors[]', async () => {
    await fake.deliverStatus({
      webhookUrl: receiver.url,
      phoneNumberId: '106540352242922',
      messageId: 'wamid.SENT',
      status: 'failed',
      recipientId: '16505551234',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    const payload = JSON.parse(receiver.received[0]!.raw) as {
      entry: Array<{ changes: Array<{ value: { statuses: Array<Record<string, unknown>> } }> }>;
    };
    const st = payload.entry[0]!.changes[0]!.value.statuses[0]!;
    expect(st).toMatchObject({ id: 'wamid.SENT', status: 'failed', recipient_id: '16505551234' });
    expect(st.timestamp).toMatch(/^\d+$/);
    expect(st.errors).toEqual([
      { code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message undeliverable' } },
    ]);
  });

  it('reports non-200 answers and can redeliver the same bytes', async () => {
    receiver.nextStatus.value = 500;
    const first = await fake.deliverInbound({ webhookUrl: receiver.url, phoneNumberId: '1', from: '5511999999999', text: 'oi' });
    expect(first).toBe(500);
    receiver.nextStatus.value = 200;
    expect(await fake.redeliver(fake.deliveries[0]!)).toBe(200);
    expect(receiver.received[1]!.raw).toBe(receiver.received[0]!.raw);
    expect(receiver.received[1]!.headers['x-hub-signature-256']).toBe(receiver.received[0]!.headers['x-hub-signature-256']);
    expect(fake.deliveries.map((d) => d.status)).toEqual([500, 200]);
  });
});
