import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhatsappCloudClient } from './client.js';
import { signWhatsappPayload, verifyWhatsappSignature } from './signature.js';
import { parseWhatsappWebhook, verifyWhatsappHandshake } from './webhook.js';

const TOKEN = 'EAAJB-test';
const SECRET = 'meta-app-secret';
const PHONE_NUMBER_ID = '106540352242922';

let fake: FakeWhatsappCloud;
beforeAll(async () => {
  fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
});
afterAll(async () => {
  await fake.close();
});

const client = () => createWhatsappCloudClient({ baseUrl: fake.url, accessToken: TOKEN, phoneNumberId: PHONE_NUMBER_ID });

describe('X-Hub-Signature-256', () => {
  it('matches the published vector (key "secret", body "test")', () => {
    const header = 'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914';
    expect(signWhatsappPayload('test', 'secret')).toBe(header);
    expect(verifyWhatsappSignature('test', header, 'secret')).toBe(true);
    expect(verifyWhatsappSignature(Buffer.from('test'), header, 'secret')).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no prefix', '0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914'],
    ['sha1', 'sha1=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914'],
    ['short', 'sha256=0329a06b'],
    ['non-hex', `sha256=${'z'.repeat(64)}`],
    ['wrong digest', `sha256=${'0'.repeat(64)}`],
  ])('rejects a %s header', (_label, header) => {
    expect(verifyWhatsappSignature('test', header, 'secret')).toBe(false);
  });

  it('rejects a body changed after signing and a wrong secret', () => {
    const header = signWhatsappPayload('{"a":1}', SECRET);
    expect(verifyWhatsappSignature('{"a": 1}', header, SECRET)).toBe(false);
    expect(verifyWhatsappSignature('{"a":1}', header, 'other')).toBe(false);
  });
});

// Example of PROVIDERS.md §1.4, verbatim.
const documentedInbound = {
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
};

function statusPayload(statuses: unknown[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

describe('parseWhatsappWebhook', () => {
  it('normalises the documented inbound text message', () => {
    expect(parseWhatsappWebhook(documentedInbound)).toEqual([
      {
        kind: 'message',
        phoneNumberId: '106540352242922',
        displayPhoneNumber: '15550783881',
        wabaId: '102290129340398',
        from: '16505551234',
        waId: '16505551234',
        profileName: 'Sheena Nelson',
        messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
        timestamp: new Date(1749416383 * 1000),
        type: 'text',
        text: 'Does it come in another color?',
      },
    ]);
  });

  it('normalises status updates, with pricing and failure errors', () => {
    const events = parseWhatsappWebhook(
      statusPayload([
        {
          id: 'wamid.OUT1',
          status: 'delivered',
          timestamp: '1750000000',
          recipient_id: '16505551234',
          conversation: { id: 'CONV', expiration_timestamp: '1750086400', origin: { type: 'service' } },
          pricing: { billable: true, pricing_model: 'CBP', type: 'regular', category: 'service' },
        },
        {
          id: 'wamid.OUT2',
          status: 'failed',
          timestamp: '1750000001',
          recipient_id: '16505551234',
          errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Receiver is incapable' }, href: 'https://…' }],
        },
      ]),
    );
    expect(events).toEqual([
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        wabaId: 'WABA',
        messageId: 'wamid.OUT1',
        status: 'delivered',
        timestamp: new Date(1750000000 * 1000),
        recipientId: '16505551234',
        conversationId: 'CONV',
        pricingCategory: 'service',
      },
      {
        kind: 'status',
        phoneNumberId: '106540352242922',
        wabaId: 'WABA',
        messageId: 'wamid.OUT2',
        status: 'failed',
        timestamp: new Date(1750000001 * 1000),
        recipientId: '16505551234',
        errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', details: 'Receiver is incapable' }],
      },
    ]);
  });

  it('reads replies, voice notes and button choices', () => {
    const payload = structuredClone(documentedInbound);
    const value = payload.entry[0]!.changes[0]!.value as { messages: unknown[] };
    value.messages = [
      { from: '16505551234', id: 'wamid.A', timestamp: '1749416383', type: 'audio', audio: { id: 'MEDIA1', mime_type: 'audio/ogg; codecs=opus', voice: true } },
      { from: '16505551234', id: 'wamid.B', timestamp: '1749416384', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'confirm', title: 'Confirmar' } } },
      { from: '16505551234', id: 'wamid.C', timestamp: '1749416385', type: 'text', text: { body: 'ok' }, context: { from: '15550783881', id: 'wamid.OUT' } },
    ];
    const [audio, button, reply] = parseWhatsappWebhook(payload);
    expect(audio).toMatchObject({ type: 'audio', media: { id: 'MEDIA1', mimeType: 'audio/ogg; codecs=opus', voice: true } });
    expect(button).toMatchObject({ type: 'interactive', reply: { id: 'confirm', title: 'Confirmar' } });
    expect(reply).toMatchObject({ text: 'ok', context: { from: '15550783881', messageId: 'wamid.OUT' } });
  });

  it('skips a malformed item but keeps its neighbours', () => {
    const payload = structuredClone(documentedInbound);
    const value = payload.entry[0]!.changes[0]!.value as { messages: unknown[] };
    value.messages = [{ id: 'wamid.NOFROM', timestamp: '1', type: 'text' }, ...value.messages, { from: 'x', id: 'y', timestamp: 'not-a-number', type: 'text' }];
    const events = parseWhatsappWebhook(payload);
    expect(events.map((e) => e.messageId)).toEqual(['wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=']);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'hello'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['another object type', { object: 'instagram', entry: [] }],
    ['entry not an array', { object: 'whatsapp_business_account', entry: 'x' }],
    ['changes of garbage', { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [null, 1, { value: 'x' }, { field: 'messages', value: { metadata: {} } }] }] }],
    ['other field', { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'account_update', value: { metadata: { phone_number_id: '1' }, messages: [] } }] }] }],
  ])('tolerates %s', (_label, input) => {
    expect(parseWhatsappWebhook(input)).toEqual([]);
  });
});

describe('verifyWhatsappHandshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444', 'hub.verify_token': 'meatyhamhock' };
  it('returns the challenge when the token matches', () => {
    expect(verifyWhatsappHandshake(query, 'meatyhamhock')).toBe('1158201444');
    expect(verifyWhatsappHandshake(new URLSearchParams(query), 'meatyhamhock')).toBe('1158201444');
  });
  it('returns null otherwise', () => {
    expect(verifyWhatsappHandshake(query, 'other')).toBeNull();
    expect(verifyWhatsappHandshake({ ...query, 'hub.mode': 'unsubscribe' }, 'meatyhamhock')).toBeNull();
    expect(verifyWhatsappHandshake({ ...query, 'hub.challenge': '' }, 'meatyhamhock')).toBeNull();
    expect(verifyWhatsappHandshake({ ...query, 'hub.verify_token': ['meatyhamhock'] }, 'meatyhamhock')).toBeNull();
    expect(verifyWhatsappHandshake(undefined, 'meatyhamhock')).toBeNull();
    expect(verifyWhatsappHandshake(query, '')).toBeNull();
  });
});

describe('fake → receiver round trip', () => {
  let server: Server;
  let url: string;
  const events: unknown[] = [];
  beforeAll(async () => {
    // Minimal receiver doing what the real route must: verify the raw body, then parse.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const header = req.headers['x-hub-signature-256'];
        if (!verifyWhatsappSignature(raw, typeof header === 'string' ? header : undefined, SECRET)) {
          res.statusCode = 401;
          return res.end();
        }
        events.push(...parseWhatsappWebhook(JSON.parse(raw.toString('utf8'))));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/whatsapp`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('accepts signed inbound and status deliveries from the fake', async () => {
    const status = await fake.deliverInbound({ webhookUrl: url, phoneNumberId: PHONE_NUMBER_ID, from: '5511988887777', text: 'Quero marcar um horário', profileName: 'Maria' });
    expect(status).toBe(200);
    const sent = await client().sendText({ to: '5511988887777', body: 'Claro!' });
    expect(await fake.deliverStatus({ webhookUrl: url, phoneNumberId: PHONE_NUMBER_ID, messageId: sent.messageId, status: 'read', recipientId: '5511988887777' })).toBe(200);
    expect(events).toMatchObject([
      { kind: 'message', from: '5511988887777', waId: '5511988887777', profileName: 'Maria', text: 'Quero marcar um horário', type: 'text' },
      { kind: 'status', messageId: sent.messageId, status: 'read', recipientId: '5511988887777' },
    ]);
  });

  it('is refused when signed with another secret', async () => {
    const other = await startFakeWhatsappCloud({ appSecret: 'not-the-secret' });
    try {
      expect(await other.deliverInbound({ webhookUrl: url, phoneNumberId: '1', from: '1', text: 'x' })).toBe(401);
    } finally {
      await other.close();
    }
  });
});
