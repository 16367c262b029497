// The fake's signed deliveries pass a receiver that verifies the raw body as the real route does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhatsappCloudClient } from './client.js';
import { verifyWhatsappSignature } from './signature.js';
import { parseWhatsappWebhook } from './webhook.js';

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
    const status = await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511988887777',
      text: 'Quero marcar um horário',
      profileName: 'Maria',
    });
    expect(status).toBe(200);
    const sent = await client().sendText({ to: '5511988887777', body: 'Claro!' });
    expect(
      await fake.deliverStatus({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        messageId: sent.messageId,
        status: 'read',
        recipientId: '5511988887777',
      }),
    ).toBe(200);
    expect(events).toMatchObject([
      {
        kind: 'message',
        from: '5511988887777',
        waId: '5511988887777',
        profileName: 'Maria',
        text: 'Quero marcar um horário',
        type: 'text',
      },
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
