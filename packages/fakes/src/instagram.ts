// Fake Instagram messaging API (docs/providers.md §2): the Instagram-Login send endpoint
// POST /{version}/{IG_ID|me}/messages (JSON or Messenger-style form encoding, Bearer header or
// access_token query), plus signed webhook deliveries (X-Hub-Signature-256) of DMs and echoes,
// and Business Login for Instagram: GET /oauth/authorize (redirects back with ?code&state, as after
// the person taps "Permitir"), POST /oauth/access_token (code → short-lived token, wrapped in data[]
// as the Business Login docs show), GET /access_token?grant_type=ig_exchange_token (long-lived) and
// GET /{version}/me?fields=user_id,username. One server plays www.instagram.com, api.instagram.com
// and graph.instagram.com.
import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import type {
  FakeInstagram,
  FakeInstagramFailure,
  FakeInstagramOauthCode,
  FakeInstagramOptions,
  FakeInstagramSent,
} from './instagram-types.js';
export type { FakeInstagram } from './instagram-types.js';

const VERSION_PATTERN = /^v\d+\.\d+$/;
/** Messenger Platform limit for message.text: 1000 bytes of UTF-8. */
const MAX_TEXT_BYTES = 1000;
const ATTACHMENT_TYPES: readonly string[] = ['image', 'video', 'audio', 'file'];

export async function startFakeInstagram(options: FakeInstagramOptions = {}): Promise<FakeInstagram> {
  const me = options.igUserId ?? '17841400000000000';
  const sent: FakeInstagramSent[] = [];
  const deliveries: FakeInstagram['deliveries'] = [];
  const failures: FakeInstagramFailure[] = [];
  const codes: FakeInstagramOauthCode[] = [];
  const shortTokens = new Set<string>();
  const longLivedTokens: string[] = [];
  const username = options.oauth?.username ?? 'empresa.teste';
  const tokenOk = (token: string | undefined) =>
    token !== undefined && (token === options.accessToken || shortTokens.has(token) || longLivedTokens.includes(token));
  const accountOf = (token: string | undefined) =>
    token === undefined ? undefined : options.accounts?.find((a) => a.accessToken === token);

  const app = Fastify({ logger: false });
  // The Messenger docs send recipient= and message= as JSON strings in a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const form = new URLSearchParams(body as string);
    const out: Record<string, unknown> = {};
    for (const [key, value] of form) {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        out[key] = value;
      }
    }
    done(null, out);
  });
  app.setErrorHandler<Error & { statusCode?: number }>((err, _request, reply) =>
    graphError(reply, err.statusCode && err.statusCode < 500 ? 400 : 500, 100, err.message),
  );
  app.setNotFoundHandler((request, reply) =>
    graphError(reply, 400, 100, `Unsupported ${request.method} request. Object does not exist or does not support this operation`),
  );

  app.post<{ Params: { version: string; igId: string }; Querystring: { access_token?: string } }>(
    '/:version/:igId/messages',
    async (request, reply) => {
      const { version, igId } = request.params;
      if (!VERSION_PATTERN.test(version)) return graphError(reply, 400, 100, `Unknown API version: ${version}`);
      if (options.accessToken !== undefined) {
        const bearer = request.headers.authorization?.replace(/^Bearer /, '');
        const token = bearer ?? request.query.access_token;
        if (token !== options.accessToken && !(token && longLivedTokens.includes(token)) && !accountOf(token))
          return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      const failure = failures.shift();
      if (failure) return graphError(reply, failure.httpStatus, failure.code, failure.message, failure.subcode, failure.type);

      const body = (request.body ?? {}) as {
        recipient?: { id?: unknown };
        message?: { text?: unknown; attachment?: { type?: unknown; payload?: { url?: unknown } } };
        tag?: unknown;
      };
      const recipientId = body.recipient?.id;
      const attachment = body.message?.attachment;
      const text = attachment ? '' : body.message?.text;
      if (typeof recipientId !== 'string' || recipientId === '')
        return graphError(reply, 400, 100, '(#100) The parameter recipient is required');
      // Send API attachments: {type: image|video|audio|file, payload: {url}} — no caption on an attachment.
      if (attachment) {
        if (typeof attachment.type !== 'string' || !ATTACHMENT_TYPES.includes(attachment.type))
          return graphError(reply, 400, 100, '(#100) Param message[attachment][type] must be one of {image, video, audio, file}');
        if (typeof attachment.payload?.url !== 'string' || !/^https?:\/\/\S+$/.test(attachment.payload.url))
          return graphError(reply, 400, 100, '(#100) Param message[attachment][payload][url] must be a valid URL');
      } else if (typeof text !== 'string' || text === '') return graphError(reply, 400, 100, '(#100) The parameter message is required');
      if (Buffer.byteLength(String(text), 'utf8') > MAX_TEXT_BYTES)
        return graphError(reply, 400, 100, '(#100) Length of param message[text] must be less than or equal to 1000');

      const messageId = newMid();
      const record: FakeInstagramSent = { igUserId: igId === 'me' ? me : igId, recipientId, text: String(text), messageId, at: new Date() };
      if (attachment) record.attachment = { type: String(attachment.type), url: String(attachment.payload?.url) };
      if (typeof body.tag === 'string') record.tag = body.tag;
      sent.push(record);
      return { recipient_id: recipientId, message_id: messageId };
    },
  );

  // --- Business Login for Instagram ---
  app.get<{ Querystring: Record<string, string | undefined> }>('/oauth/authorize', async (request, reply) => {
    const q = request.query;
    if (options.oauth && q.client_id !== options.oauth.appId)
      return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: 'Invalid platform app' });
    if (q.response_type !== 'code')
      return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: 'Invalid response_type' });
    if (!q.redirect_uri || (options.oauth?.redirectUris && !options.oauth.redirectUris.includes(q.redirect_uri))) {
      return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: 'Invalid redirect_uri' });
    }
    const scope = (q.scope ?? '').split(/[,\s]+/).filter(Boolean);
    if (!scope.includes('instagram_business_basic'))
      return reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: 'Invalid scope' });
    const code = `AQ${randomBytes(24).toString('base64url')}`;
    codes.push({ code, clientId: q.client_id ?? '', redirectUri: q.redirect_uri, scope, state: q.state, used: false });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    if (q.state !== undefined) back.searchParams.set('state', q.state);
    // Instagram appends '#_' to the redirect (the docs say to strip it).
    return reply.redirect(`${back.toString()}#_`, 302);
  });

  app.post('/oauth/access_token', async (request, reply) => {
    const f = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const oauthError = (message: string) => reply.code(400).send({ error_type: 'OAuthException', code: 400, error_message: message });
    if (options.oauth && (f.client_id !== options.oauth.appId || f.client_secret !== options.oauth.appSecret))
      return oauthError('Invalid client_secret or client_id');
    if (f.grant_type !== 'authorization_code') return oauthError('Unsupported grant_type');
    const issued = codes.find((c) => c.code === f.code);
    if (!issued || issued.used) return oauthError('This authorization code has been used');
    if (issued.redirectUri !== f.redirect_uri)
      return oauthError(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    issued.used = true;
    const token = `IGAA${randomBytes(24).toString('base64url')}`;
    shortTokens.add(token);
    return { data: [{ access_token: token, user_id: '9' + me.slice(1), permissions: issued.scope.join(',') }] };
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/access_token', async (request, reply) => {
    const q = request.query;
    if (q.grant_type !== 'ig_exchange_token') return graphError(reply, 400, 100, 'Unsupported grant_type');
    if (options.oauth && q.client_secret !== options.oauth.appSecret) return graphError(reply, 400, 101, 'Error validating client secret.');
    if (!q.access_token || !shortTokens.has(q.access_token))
      return graphError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    // The fake's own send token (if set) becomes the long-lived token, so sends work right after connecting.
    const token =
      options.accessToken && !longLivedTokens.includes(options.accessToken)
        ? options.accessToken
        : `IGAA${randomBytes(30).toString('base64url')}`;
    longLivedTokens.push(token);
    return { access_token: token, token_type: 'bearer', expires_in: 5183944 };
  });

  const meHandler = async (
    request: { headers: Record<string, unknown>; query: Record<string, string | undefined> },
    reply: FastifyReply,
  ) => {
    const bearer = typeof request.headers.authorization === 'string' ? request.headers.authorization.replace(/^Bearer /, '') : undefined;
    const account = accountOf(bearer ?? request.query.access_token);
    if (!account && !tokenOk(bearer ?? request.query.access_token))
      return graphError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    const fields = (request.query.fields ?? 'id').split(',');
    const userId = account?.igUserId ?? me;
    const all: Record<string, string> = {
      id: '9' + userId.slice(1),
      user_id: userId,
      username: account ? (account.username ?? `conta.${userId.slice(-4)}`) : username,
    };
    return Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]!]));
  };
  app.get<{ Params: { version: string }; Querystring: Record<string, string | undefined> }>('/:version/me', async (request, reply) => {
    if (!VERSION_PATTERN.test(request.params.version)) return graphError(reply, 400, 100, `Unknown API version: ${request.params.version}`);
    return meHandler(request, reply);
  });
  app.get<{ Querystring: Record<string, string | undefined> }>('/me', meHandler);

  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  return {
    url,
    sent,
    deliveries,
    codes,
    longLivedTokens,
    failNext(failure) {
      failures.push(failure);
    },
    async authorize(authorizeUrl) {
      const target = new URL(authorizeUrl);
      const res = await fetch(`${url}/oauth/authorize${target.search}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorize failed: ${res.status} ${await res.text()}`);
      return location;
    },
    async deliverInbound(input) {
      const at = (input.timestamp ?? new Date()).getTime();
      const message: Record<string, unknown> = { mid: input.messageId ?? newMid(), text: input.text };
      if (input.isEcho) message.is_echo = true;
      // Shape of the documented example (docs/providers.md §2.1); times in epoch ms.
      const payload = {
        object: 'instagram',
        entry: [
          {
            id: input.igAccountId,
            time: at,
            messaging: [
              {
                sender: { id: input.isEcho ? input.igAccountId : input.senderId },
                recipient: { id: input.isEcho ? input.senderId : input.igAccountId },
                timestamp: at,
                message,
              },
            ],
          },
        ],
      };
      const rawBody = JSON.stringify(payload);
      const signature =
        options.appSecret !== undefined ? `sha256=${createHmac('sha256', options.appSecret).update(rawBody).digest('hex')}` : undefined;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature) headers['x-hub-signature-256'] = signature;
      const res = await fetch(input.webhookUrl, { method: 'POST', headers, body: rawBody });
      await res.arrayBuffer().catch(() => undefined);
      deliveries.push({ webhookUrl: input.webhookUrl, rawBody, signature, status: res.status });
      return res.status;
    },
    async close() {
      await app.close();
    },
  };
}

function graphError(
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  message: string,
  subcode?: number,
  type = 'OAuthException',
): FastifyReply {
  return reply.code(httpStatus).send({
    error: {
      message,
      type,
      code,
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
      fbtrace_id: `A${randomBytes(11).toString('base64url')}`,
    },
  });
}

/** Instagram mids are long base64 strings; the exact inner format is opaque. */
function newMid(): string {
  return Buffer.from(`ig_item:1:IGMessageThread:${randomBytes(16).toString('hex')}`).toString('base64url');
}
