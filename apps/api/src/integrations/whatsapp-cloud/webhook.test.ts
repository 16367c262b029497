import { describe, expect, it } from 'vitest';
import { parseWhatsappWebhook, verifyWhatsappHandshake } from './webhook.js';

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
          errors: [
            {
              code: 131026,
              title: 'Message undeliverable',
              message: 'Message undeliverable',
              error_data: { details: 'Receiver is incapable' },
              href: 'https://…',
            },
          ],
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
      {
        from: '16505551234',
        id: 'wamid.A',
        timestamp: '1749416383',
        type: 'audio',
        audio: { id: 'MEDIA1', mime_type: 'audio/ogg; codecs=opus', voice: true },
      },
      {
        from: '16505551234',
        id: 'wamid.B',
        timestamp: '1749416384',
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'confirm', title: 'Confirmar' } },
      },
      {
        from: '16505551234',
        id: 'wamid.C',
        timestamp: '1749416385',
        type: 'text',
        text: { body: 'ok' },
        context: { from: '15550783881', id: 'wamid.OUT' },
      },
    ];
    const [audio, button, reply] = parseWhatsappWebhook(payload);
    expect(audio).toMatchObject({ type: 'audio', media: { id: 'MEDIA1', mimeType: 'audio/ogg; codecs=opus', voice: true } });
    expect(button).toMatchObject({ type: 'interactive', reply: { id: 'confirm', title: 'Confirmar' } });
    expect(reply).toMatchObject({ text: 'ok', context: { from: '15550783881', messageId: 'wamid.OUT' } });
  });

  it('skips a malformed item but keeps its neighbours', () => {
    const payload = structuredClone(documentedInbound);
    const value = payload.entry[0]!.changes[0]!.value as { messages: unknown[] };
    value.messages = [
      { id: 'wamid.NOFROM', timestamp: '1', type: 'text' },
      ...value.messages,
      { from: 'x', id: 'y', timestamp: 'not-a-number', type: 'text' },
    ];
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
    [
      'changes of garbage',
      {
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [null, 1, { value: 'x' }, { field: 'messages', value: { metadata: {} } }] }],
      },
    ],
    [
      'other field',
      {
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'account_update', value: { metadata: { phone_number_id: '1' }, messages: [] } }] }],
      },
    ],
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
