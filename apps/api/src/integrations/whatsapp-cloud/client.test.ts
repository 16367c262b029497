import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWhatsappCloudClient, WhatsappCloudError } from './client.js';

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
afterEach(() => {
  fake.sent.length = 0;
});

const client = () => createWhatsappCloudClient({ baseUrl: fake.url, accessToken: TOKEN, phoneNumberId: PHONE_NUMBER_ID });

async function captureError(p: Promise<unknown>): Promise<WhatsappCloudError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WhatsappCloudError);
  return err as WhatsappCloudError;
}

describe('WhatsApp Cloud client', () => {
  it('sends a text and returns the wamid and wa_id', async () => {
    const result = await client().sendText({ to: '+5511999999999', body: 'Olá! Seu horário está confirmado.' });
    expect(result.messageId).toMatch(/^wamid\./);
    expect(result.waId).toBe('5511999999999');
    expect(fake.sent).toEqual([
      expect.objectContaining({
        phoneNumberId: PHONE_NUMBER_ID,
        to: '+5511999999999',
        body: 'Olá! Seu horário está confirmado.',
        messageId: result.messageId,
      }),
    ]);
  });

  it('sends replies with context.message_id', async () => {
    await client().sendText({ to: '5511999999999', body: 'Sim!', replyToMessageId: 'wamid.IN' });
    expect(fake.sent[0]!.replyToMessageId).toBe('wamid.IN');
  });

  it('maps a Graph rate-limit error to a retryable WhatsappCloudError', async () => {
    fake.failNext({ httpStatus: 400, code: 130429, message: '(#130429) Rate limit hit', details: 'too many messages' });
    const err = await captureError(client().sendText({ to: '5511999999999', body: 'x' }));
    expect(err).toMatchObject({ code: 130429, httpStatus: 400, retryable: true, type: 'OAuthException', details: 'too many messages' });
    expect(err.message).toBe('(#130429) Rate limit hit');
    expect(err.fbtraceId).toBeTruthy();
  });

  it('treats 5xx as retryable and a bad parameter as final', async () => {
    fake.failNext({ httpStatus: 503, code: 2, message: 'Service temporarily unavailable' });
    expect((await captureError(client().sendText({ to: '1', body: 'x' }))).retryable).toBe(true);
    fake.failNext({ httpStatus: 400, code: 131026, message: 'Message undeliverable' });
    const final = await captureError(client().sendText({ to: '1', body: 'x' }));
    expect(final).toMatchObject({ code: 131026, retryable: false });
  });

  it('rejects a bad token with code 190, not retryable', async () => {
    const bad = createWhatsappCloudClient({ baseUrl: fake.url, accessToken: 'wrong', phoneNumberId: PHONE_NUMBER_ID });
    const err = await captureError(bad.sendText({ to: '1', body: 'x' }));
    expect(err).toMatchObject({ code: 190, httpStatus: 401, retryable: false });
  });

  it('maps a dropped connection to a retryable network error', async () => {
    fake.dropNext();
    const err = await captureError(client().sendText({ to: '1', body: 'x' }));
    expect(err).toMatchObject({ code: null, httpStatus: null, retryable: true });
  });

  it('times out through AbortSignal', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = createWhatsappCloudClient({ accessToken: TOKEN, phoneNumberId: '1', fetchImpl: hanging, timeoutMs: 30 });
    const err = await captureError(slow.sendText({ to: '1', body: 'x' }));
    expect(err.message).toMatch(/timed out after 30 ms/);
    expect(err.retryable).toBe(true);
  });

  it('uses graph.facebook.com v23.0 by default', async () => {
    const calls: string[] = [];
    const spy: typeof fetch = async (url, init) => {
      calls.push(String(url));
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
      return new Response(JSON.stringify({ messaging_product: 'whatsapp', contacts: [], messages: [{ id: 'wamid.X' }] }), { status: 200 });
    };
    const c = createWhatsappCloudClient({ accessToken: TOKEN, phoneNumberId: '42', fetchImpl: spy });
    expect(await c.sendText({ to: '1', body: 'x' })).toEqual({ messageId: 'wamid.X' });
    expect(calls).toEqual(['https://graph.facebook.com/v23.0/42/messages']);
  });

  it('marks a message as read', async () => {
    await client().markRead('wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=');
    expect(fake.readMarks).toContain('wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=');
    expect((await captureError(client().markRead('bogus'))).code).toBe(131009);
  });

  it('reports a non-JSON error body with the HTTP status', async () => {
    const html: typeof fetch = async () => new Response('<html>Bad Gateway</html>', { status: 502 });
    const c = createWhatsappCloudClient({ accessToken: TOKEN, phoneNumberId: '1', fetchImpl: html });
    const err = await captureError(c.sendText({ to: '1', body: 'x' }));
    expect(err).toMatchObject({ code: null, httpStatus: 502, retryable: true });
  });
});
