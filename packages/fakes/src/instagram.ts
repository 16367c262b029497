// Fake Instagram messaging API (PROVIDERS.md §2): the Instagram-Login send endpoint
// POST /{version}/{IG_ID|me}/messages (JSON or Messenger-style form encoding, Bearer header or
// access_token query), plus signed webhook deliveries (X-Hub-Signature-256) of DMs and echoes.
import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

export interface FakeInstagramSent {
  igUserId: string;
  recipientId: string;
  text: string;
  messageId: string;
  tag?: string;
  at: Date;
}

export interface FakeInstagramFailure {
  httpStatus: number;
  code: number;
  message: string;
  subcode?: number;
  type?: string;
}

export interface DeliverInstagramInput {
  webhookUrl: string;
  /** Our professional account id (entry.id, recipient of inbound DMs). */
  igAccountId: string;
  /** The person's IGSID. */
  senderId: string;
  text: string;
  messageId?: string;
  timestamp?: Date;
  /** Delivers an echo of a message we sent (sender/recipient swapped, is_echo: true). */
  isEcho?: boolean;
}

export interface FakeInstagramOptions {
  port?: number;
  host?: string;
  accessToken?: string;
  appSecret?: string;
  /** Id that `me` resolves to; default '17841400000000000'. */
  igUserId?: string;
}

export interface FakeInstagram {
  url: string;
  sent: FakeInstagramSent[];
  deliveries: Array<{ webhookUrl: string; rawBody: string; signature: string | undefined; status: number }>;
  failNext(failure: FakeInstagramFailure): void;
  deliverInbound(input: DeliverInstagramInput): Promise<number>;
  close(): Promise<void>;
}

const VERSION_PATTERN = /^v\d+\.\d+$/;
/** Messenger Platform limit for message.text: 1000 bytes of UTF-8. */
const MAX_TEXT_BYTES = 1000;

export async function startFakeInstagram(options: FakeInstagramOptions = {}): Promise<FakeInstagram> {
  const me = options.igUserId ?? '17841400000000000';
  const sent: FakeInstagramSent[] = [];
  const deliveries: FakeInstagram['deliveries'] = [];
  const failures: FakeInstagramFailure[] = [];

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
        if (token !== options.accessToken) return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      const failure = failures.shift();
      if (failure) return graphError(reply, failure.httpStatus, failure.code, failure.message, failure.subcode, failure.type);

      const body = (request.body ?? {}) as { recipient?: { id?: unknown }; message?: { text?: unknown }; tag?: unknown };
      const recipientId = body.recipient?.id;
      const text = body.message?.text;
      if (typeof recipientId !== 'string' || recipientId === '') return graphError(reply, 400, 100, '(#100) The parameter recipient is required');
      if (typeof text !== 'string' || text === '') return graphError(reply, 400, 100, '(#100) The parameter message is required');
      if (Buffer.byteLength(text, 'utf8') > MAX_TEXT_BYTES) return graphError(reply, 400, 100, '(#100) Length of param message[text] must be less than or equal to 1000');

      const messageId = newMid();
      const record: FakeInstagramSent = { igUserId: igId === 'me' ? me : igId, recipientId, text, messageId, at: new Date() };
      if (typeof body.tag === 'string') record.tag = body.tag;
      sent.push(record);
      return { recipient_id: recipientId, message_id: messageId };
    },
  );

  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  return {
    url,
    sent,
    deliveries,
    failNext(failure) {
      failures.push(failure);
    },
    async deliverInbound(input) {
      const at = (input.timestamp ?? new Date()).getTime();
      const message: Record<string, unknown> = { mid: input.messageId ?? newMid(), text: input.text };
      if (input.isEcho) message.is_echo = true;
      // Shape of the documented example (PROVIDERS.md §2.1); times in epoch ms.
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

function graphError(reply: FastifyReply, httpStatus: number, code: number, message: string, subcode?: number, type = 'OAuthException'): FastifyReply {
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
