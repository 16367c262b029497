import { startFakeInstagram, type FakeInstagram } from '@agenda/fakes/instagram';
import { startWebhookReceiver, type WebhookReceiver } from '@agenda/fakes/webhook-receiver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInstagramClient, InstagramError } from './client.js';
import { signInstagramPayload, verifyInstagramSignature } from './signature.js';
import { parseInstagramWebhook, verifyInstagramHandshake } from './webhook.js';

let ig: FakeInstagram;
let hooks: WebhookReceiver;
beforeEach(async () => {
  ig = await startFakeInstagram({ accessToken: 'IGQ-token', appSecret: 'ig-app-secret' });
  hooks = await startWebhookReceiver();
});
afterEach(async () => {
  await ig.close();
  await hooks.close();
});

async function captureError(p: Promise<unknown>): Promise<InstagramError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InstagramError);
  return err as InstagramError;
}

describe('Instagram client against the fake', () => {
  it('sends a DM', async () => {
    const c = createInstagramClient({ baseUrl: ig.url, accessToken: 'IGQ-token' });
    const result = await c.sendText({ recipientId: '1254459154682919', text: 'Oi! Quer agendar?' });
    expect(result.recipientId).toBe('1254459154682919');
    expect(ig.sent[0]).toMatchObject({ recipientId: '1254459154682919', text: 'Oi! Quer agendar?', messageId: result.messageId });
  });

  it('tags HUMAN_AGENT replies', async () => {
    await createInstagramClient({ baseUrl: ig.url, accessToken: 'IGQ-token', igUserId: '1784' }).sendText({
      recipientId: 'x',
      text: 'y',
      humanAgent: true,
    });
    expect(ig.sent[0]).toMatchObject({ igUserId: '1784', tag: 'HUMAN_AGENT' });
  });

  it('maps errors: bad token, outside window (subcode), rate limit, network', async () => {
    expect(
      await captureError(createInstagramClient({ baseUrl: ig.url, accessToken: 'bad' }).sendText({ recipientId: 'x', text: 'y' })),
    ).toMatchObject({ code: 190, httpStatus: 401, retryable: false });
    const c = createInstagramClient({ baseUrl: ig.url, accessToken: 'IGQ-token' });
    ig.failNext({ httpStatus: 400, code: 10, subcode: 2534022, message: 'This message is sent outside of allowed window.' });
    expect(await captureError(c.sendText({ recipientId: 'x', text: 'y' }))).toMatchObject({ code: 10, subcode: 2534022, retryable: false });
    ig.failNext({ httpStatus: 400, code: 613, message: 'Calls to this api have exceeded the rate limit.' });
    expect((await captureError(c.sendText({ recipientId: 'x', text: 'y' }))).retryable).toBe(true);
    const down = createInstagramClient({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });
    expect(await captureError(down.sendText({ recipientId: 'x', text: 'y' }))).toMatchObject({ httpStatus: null, retryable: true });
  });
});

describe('Instagram webhooks', () => {
  it('verifies signatures against one or several candidate secrets', () => {
    const header = signInstagramPayload('{"object":"instagram"}', 'ig-app-secret');
    expect(verifyInstagramSignature('{"object":"instagram"}', header, 'ig-app-secret')).toBe(true);
    expect(verifyInstagramSignature('{"object":"instagram"}', header, ['meta-app-secret', 'ig-app-secret'])).toBe(true);
    expect(verifyInstagramSignature('{"object":"instagram"}', header, ['meta-app-secret'])).toBe(false);
    expect(verifyInstagramSignature('{"object":"instagram"}', undefined, 'ig-app-secret')).toBe(false);
    expect(verifyInstagramSignature('{"object":"instagram"}', header, [])).toBe(false);
  });

  it('parses a DM and an echo delivered by the fake', async () => {
    await ig.deliverInbound({
      webhookUrl: hooks.url,
      igAccountId: 'IGID',
      senderId: 'IGSID',
      text: 'Quanto custa?',
      messageId: 'MID1',
      timestamp: new Date(1569262485349),
    });
    await ig.deliverInbound({ webhookUrl: hooks.url, igAccountId: 'IGID', senderId: 'IGSID', text: 'R$ 50', isEcho: true });
    for (const r of hooks.received) {
      const header = r.headers['x-hub-signature-256'];
      expect(verifyInstagramSignature(r.rawBody, typeof header === 'string' ? header : undefined, 'ig-app-secret')).toBe(true);
    }
    const [dm, echo] = hooks.received.flatMap((r) => parseInstagramWebhook(r.json));
    expect(dm).toEqual({
      kind: 'message',
      igAccountId: 'IGID',
      senderId: 'IGSID',
      recipientId: 'IGID',
      timestamp: new Date(1569262485349),
      messageId: 'MID1',
      text: 'Quanto custa?',
      attachments: [],
      isEcho: false,
      isDeleted: false,
      isUnsupported: false,
    });
    expect(echo).toMatchObject({ kind: 'message', isEcho: true, senderId: 'IGID', recipientId: 'IGSID' });
  });

  it('parses attachments, replies, postbacks, reactions and reads', () => {
    const messaging = [
      {
        sender: { id: 'U' },
        recipient: { id: 'IGID' },
        timestamp: 1,
        message: {
          mid: 'M1',
          attachments: [{ type: 'image', payload: { url: 'https://cdn/x.jpg' } }],
          reply_to: { story: { id: 'S1', url: 'https://cdn/s' } },
        },
      },
      {
        sender: { id: 'U' },
        recipient: { id: 'IGID' },
        timestamp: 2,
        message: { mid: 'M2', text: 'Sim', quick_reply: { payload: 'CONFIRM' }, reply_to: { mid: 'M0' } },
      },
      { sender: { id: 'U' }, recipient: { id: 'IGID' }, timestamp: 3, postback: { mid: 'M3', title: 'Agendar', payload: 'BOOK' } },
      {
        sender: { id: 'U' },
        recipient: { id: 'IGID' },
        timestamp: 4,
        reaction: { mid: 'M1', action: 'react', reaction: 'love', emoji: '❤️' },
      },
      { sender: { id: 'U' }, recipient: { id: 'IGID' }, timestamp: 5, read: { mid: 'M1' } },
      { sender: { id: 'U' }, recipient: { id: 'IGID' }, timestamp: 'x', message: { mid: 'BAD' } },
    ];
    const events = parseInstagramWebhook({ object: 'instagram', entry: [{ id: 'IGID', time: 1, messaging }] });
    expect(events.map((e) => e.kind)).toEqual(['message', 'message', 'postback', 'reaction', 'read']);
    expect(events[0]).toMatchObject({
      attachments: [{ type: 'image', url: 'https://cdn/x.jpg' }],
      replyToStory: { id: 'S1', url: 'https://cdn/s' },
    });
    expect(events[1]).toMatchObject({ text: 'Sim', quickReplyPayload: 'CONFIRM', replyToMessageId: 'M0' });
    expect(events[2]).toMatchObject({ payload: 'BOOK', title: 'Agendar', messageId: 'M3' });
    expect(events[3]).toMatchObject({ action: 'react', emoji: '❤️', messageId: 'M1' });
  });

  it.each([
    undefined,
    null,
    'x',
    [],
    { object: 'whatsapp_business_account', entry: [] },
    { object: 'instagram', entry: [{ id: 'I', changes: [{ field: 'comments' }] }] },
    { object: 'instagram', entry: [{ id: 'I', messaging: [null, 1, {}] }] },
  ])('tolerates garbage %#', (input) => {
    expect(parseInstagramWebhook(input)).toEqual([]);
  });

  it('re-exports the Meta handshake check', () => {
    expect(verifyInstagramHandshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 't', 'hub.challenge': '42' }, 't')).toBe('42');
  });
});
