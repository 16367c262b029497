import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeInstagram, type FakeInstagram } from './instagram.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

let ig: FakeInstagram;
let hooks: WebhookReceiver;
beforeEach(async () => {
  ig = await startFakeInstagram({ accessToken: 'IGQ-token', appSecret: 'ig-secret', igUserId: '17841405822304914' });
  hooks = await startWebhookReceiver();
});
afterEach(async () => {
  await ig.close();
  await hooks.close();
});

describe('fake Instagram: send', () => {
  it('accepts JSON with a Bearer token and answers {recipient_id, message_id}', async () => {
    const res = await fetch(`${ig.url}/v23.0/me/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer IGQ-token', 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: { id: '1254459154682919' }, message: { text: 'Olá!' } }),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { recipient_id: string; message_id: string };
    expect(json.recipient_id).toBe('1254459154682919');
    expect(json.message_id.length).toBeGreaterThan(20);
    expect(ig.sent[0]).toMatchObject({
      igUserId: '17841405822304914',
      recipientId: '1254459154682919',
      text: 'Olá!',
      messageId: json.message_id,
    });
  });

  it('accepts the Messenger-style form body with access_token in the query', async () => {
    const form = new URLSearchParams({ recipient: JSON.stringify({ id: 'IGSID' }), message: JSON.stringify({ text: 'oi' }) });
    const res = await fetch(`${ig.url}/v23.0/17841405822304914/messages?access_token=IGQ-token`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(ig.sent[0]).toMatchObject({ recipientId: 'IGSID', text: 'oi' });
  });

  it('rejects bad tokens (190), missing fields and >1000-byte text (100), and scripted failures', async () => {
    const post = (body: unknown, token = 'IGQ-token') =>
      fetch(`${ig.url}/v23.0/me/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bad = await post({ recipient: { id: 'x' }, message: { text: 'x' } }, 'nope');
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(190);
    expect((await post({ message: { text: 'x' } })).status).toBe(400);
    expect((await post({ recipient: { id: 'x' }, message: { text: 'é'.repeat(501) } })).status).toBe(400);
    expect((await post({ recipient: { id: 'x' }, message: { text: 'é'.repeat(500) } })).status).toBe(200);
    ig.failNext({ httpStatus: 400, code: 10, subcode: 2534022, message: 'This message is sent outside of allowed window.' });
    const outside = await post({ recipient: { id: 'x' }, message: { text: 'x' } });
    expect(((await outside.json()) as { error: Record<string, unknown> }).error).toMatchObject({ code: 10, error_subcode: 2534022 });
  });
});

describe('fake Instagram: other accounts', () => {
  it('resolves me to the account of each token', async () => {
    const other = await startFakeInstagram({
      accessToken: 'IGQ-token',
      accounts: [{ igUserId: '17841400000000002', accessToken: 'IGQ-other', username: 'clinica.c' }],
    });
    try {
      const me = (token: string) =>
        fetch(`${other.url}/v23.0/me?fields=user_id,username`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
      expect(await me('IGQ-other')).toEqual({ user_id: '17841400000000002', username: 'clinica.c' });
      expect(await me('IGQ-token')).toEqual({ user_id: '17841400000000000', username: 'empresa.teste' });
    } finally {
      await other.close();
    }
  });
});

describe('fake Instagram: webhooks', () => {
  it('delivers the documented DM payload, signed', async () => {
    const at = new Date(1569262485349);
    expect(
      await ig.deliverInbound({
        webhookUrl: `${hooks.url}/ig`,
        igAccountId: 'IGID',
        senderId: 'IGSID',
        text: 'MESSAGE-TEXT',
        messageId: 'MESSAGE-ID',
        timestamp: at,
      }),
    ).toBe(200);
    const [got] = hooks.received;
    expect(got!.headers['x-hub-signature-256']).toBe(`sha256=${createHmac('sha256', 'ig-secret').update(got!.rawBody).digest('hex')}`);
    expect(got!.json).toEqual({
      object: 'instagram',
      entry: [
        {
          id: 'IGID',
          time: 1569262485349,
          messaging: [
            {
              sender: { id: 'IGSID' },
              recipient: { id: 'IGID' },
              timestamp: 1569262485349,
              message: { mid: 'MESSAGE-ID', text: 'MESSAGE-TEXT' },
            },
          ],
        },
      ],
    });
  });

  it('delivers echoes with sender and recipient swapped', async () => {
    await ig.deliverInbound({ webhookUrl: hooks.url, igAccountId: 'IGID', senderId: 'IGSID', text: 'our reply', isEcho: true });
    const payload = hooks.received[0]!.json as { entry: Array<{ messaging: Array<Record<string, any>> }> };
    expect(payload.entry[0]!.messaging[0]).toMatchObject({
      sender: { id: 'IGID' },
      recipient: { id: 'IGSID' },
      message: { is_echo: true },
    });
  });
});

describe('fake Instagram: Business Login', () => {
  let login: FakeInstagram;
  const redirectUri = 'https://app.example.com/app/integracoes/instagram';
  beforeEach(async () => {
    login = await startFakeInstagram({
      accessToken: 'IGAA-long',
      igUserId: '17841405822304914',
      oauth: { appId: '990602627938098', appSecret: 'app-secret', username: 'barbearia.teste', redirectUris: [redirectUri] },
    });
  });
  afterEach(() => login.close());

  const authorizeUrl = (over: Record<string, string> = {}) => {
    const u = new URL(`${login.url}/oauth/authorize`);
    const params = {
      client_id: '990602627938098',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_messages',
      state: 'xyz',
      ...over,
    };
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  };
  const exchange = (code: string, over: Record<string, string> = {}) =>
    fetch(`${login.url}/oauth/access_token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: '990602627938098',
        client_secret: 'app-secret',
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
        ...over,
      }),
    });

  it('walks authorize → code → short-lived → long-lived → me, and the long-lived token sends', async () => {
    const back = new URL(await login.authorize(authorizeUrl()));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.hash).toBe('#_');
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code')!;
    const short = await exchange(code);
    expect(short.status).toBe(200);
    const { data } = (await short.json()) as { data: Array<{ access_token: string; user_id: string; permissions: string }> };
    expect(data[0]!.permissions).toBe('instagram_business_basic,instagram_business_manage_messages');
    const long = await fetch(
      `${login.url}/access_token?grant_type=ig_exchange_token&client_secret=app-secret&access_token=${data[0]!.access_token}`,
    );
    expect(await long.json()).toEqual({ access_token: 'IGAA-long', token_type: 'bearer', expires_in: 5183944 });
    const me = await fetch(`${login.url}/v23.0/me?fields=user_id,username`, { headers: { authorization: 'Bearer IGAA-long' } });
    expect(await me.json()).toEqual({ user_id: '17841405822304914', username: 'barbearia.teste' });
    const sent = await fetch(`${login.url}/v23.0/me/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer IGAA-long', 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: { id: '1' }, message: { text: 'oi' } }),
    });
    expect(sent.status).toBe(200);
  });

  it('refuses a reused code, a different redirect_uri, a wrong secret, an unknown app and a bad token', async () => {
    const code = new URL(await login.authorize(authorizeUrl())).searchParams.get('code')!;
    expect((await exchange(code, { redirect_uri: 'https://evil.example.com/' })).status).toBe(400);
    expect((await exchange(code, { client_secret: 'nope' })).status).toBe(400);
    expect((await exchange(code)).status).toBe(200);
    const reused = await exchange(code);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error_type: 'OAuthException', error_message: 'This authorization code has been used' });
    await expect(login.authorize(authorizeUrl({ client_id: '1' }))).rejects.toThrow(/400/);
    await expect(login.authorize(authorizeUrl({ redirect_uri: 'https://evil.example.com/' }))).rejects.toThrow(/400/);
    expect(
      (await fetch(`${login.url}/access_token?grant_type=ig_exchange_token&client_secret=app-secret&access_token=forged`)).status,
    ).toBe(400);
    expect((await fetch(`${login.url}/me?fields=user_id&access_token=forged`)).status).toBe(400);
  });
});
