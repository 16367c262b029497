// Fake WhatsApp Business Cloud API (Graph API) for tests and local runs.
// Speaks the wire format of docs/providers.md §1: POST /{version}/{phone-number-id}/messages for
// sending text and marking as read, GET /{version}/{phone-number-id} (only for a token of the
// business owning the number, see whatsapp-cloud-numbers.ts), plus signed webhook deliveries
// (X-Hub-Signature-256) of the documented inbound-message and status payloads to a URL of your choice.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { createPhoneNumberRegistry } from './whatsapp-cloud-numbers.js';
import { outgoingContentOf } from './whatsapp-cloud-media.js';
import type {
  FakeWhatsappCloud,
  FakeWhatsappCloudOptions,
  FakeWhatsappDelivery,
  FakeWhatsappFailure,
  FakeWhatsappMediaInput,
  FakeWhatsappSent,
} from './whatsapp-cloud-types.js';
export type { FakeWhatsappCloud } from './whatsapp-cloud-types.js';

const VERSION_PATTERN = /^v\d+\.\d+$/;
const DEFAULT_WABA_ID = '102290129340398';
const DEFAULT_DISPLAY_NUMBER = '15550783881';

export async function startFakeWhatsappCloud(options: FakeWhatsappCloudOptions = {}): Promise<FakeWhatsappCloud> {
  const sent: FakeWhatsappSent[] = [];
  const readMarks: string[] = [];
  const deliveries: FakeWhatsappDelivery[] = [];
  const failures: Array<FakeWhatsappFailure | 'drop'> = [];
  const media = new Map<string, FakeWhatsappMediaInput & { failDownload: boolean }>();
  const mediaDownloads: string[] = [];
  let sendDelayMs = options.sendDelayMs ?? 0;
  const authorized = (auth: string | undefined) => options.accessToken === undefined || auth === `Bearer ${options.accessToken}`;
  const numbers = createPhoneNumberRegistry(options.accessToken, options.phoneNumbers);

  const app = Fastify({ logger: false });
  // Unparseable bodies get a Graph-shaped error too, never Fastify's own error format.
  app.setErrorHandler<Error & { statusCode?: number }>((err, _request, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? 400 : 500;
    return graphError(reply, status, status === 400 ? 100 : 1, `(#${status === 400 ? 100 : 1}) ${err.message}`);
  });
  app.setNotFoundHandler((request, reply) =>
    graphError(reply, 400, 100, `Unsupported ${request.method} request. Object does not exist or does not support this operation`),
  );

  app.post<{ Params: { version: string; phoneNumberId: string } }>('/:version/:phoneNumberId/messages', async (request, reply) => {
    const { version, phoneNumberId } = request.params;
    if (!VERSION_PATTERN.test(version)) {
      // Graph answers unknown path components with a 400 OAuthException; the exact code
      // for a malformed version was not checked, so this uses the generic 100.
      return graphError(reply, 400, 100, `(#100) Unknown API version: ${version}`);
    }
    const refused = numbers.refusal(phoneNumberId, request.headers.authorization, 'post');
    if (refused) return reply.code(refused.status).send(refused.body);
    const failure = failures.shift();
    if (failure === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (failure) {
      return graphError(reply, failure.httpStatus, failure.code, failure.message, failure.type, failure.details);
    }

    const body = request.body as Record<string, unknown> | null | undefined;
    if (!body || typeof body !== 'object' || body.messaging_product !== 'whatsapp') {
      return graphError(reply, 400, 100, '(#100) Invalid parameter', undefined, 'messaging_product must be "whatsapp"');
    }
    if (body.status === 'read') {
      const messageId = body.message_id;
      if (typeof messageId !== 'string' || !messageId.startsWith('wamid.')) {
        // Documented: an invalid message id on mark-as-read gives 131009.
        return graphError(reply, 400, 131009, '(#131009) Parameter value is not valid', undefined, 'message_id is not a valid wamid');
      }
      readMarks.push(messageId);
      return { success: true };
    }
    const content = outgoingContentOf(body);
    if (typeof body.to !== 'string' || body.to === '' || typeof content === 'string') {
      return graphError(reply, 400, 100, '(#100) Invalid parameter', undefined, typeof content === 'string' ? content : 'to is required');
    }
    const to = body.to;
    const messageId = newWamid();
    const context = body.context as { message_id?: unknown } | undefined;
    const record: FakeWhatsappSent = { phoneNumberId, to, body: content.body, messageId, at: new Date() };
    if (content.media) record.media = content.media;
    if (typeof context?.message_id === 'string') record.replyToMessageId = context.message_id;
    sent.push(record);
    // The message is out; only the answer is late (what makes a client retry and send twice).
    if (sendDelayMs > 0) await new Promise((r) => setTimeout(r, sendDelayMs));
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to.replace(/\D/g, '') }],
      messages: [{ id: messageId }],
    };
  });

  // Media (doc: "Retrieve media URL" and "Download media"): the URL needs the same Bearer token.
  app.get<{ Params: { mediaId: string } }>('/media-download/:mediaId', async (request, reply) => {
    if (!authorized(request.headers.authorization))
      return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const file = media.get(request.params.mediaId);
    if (!file) return reply.status(404).send();
    if (file.failDownload) {
      file.failDownload = false;
      return reply.status(500).send();
    }
    mediaDownloads.push(request.params.mediaId);
    return reply.type(file.mimeType).send(file.data);
  });
  // One Graph node path for media and phone numbers. A node that is no media file is a number when it
  // is registered or asked for number fields (the default business owns every unregistered id).
  app.get<{ Params: { version: string; mediaId: string }; Querystring: { fields?: string } }>(
    '/:version/:mediaId',
    async (request, reply) => {
      const { version, mediaId } = request.params;
      if (!VERSION_PATTERN.test(version)) return graphError(reply, 400, 100, `(#100) Unknown API version: ${version}`);
      const { fields } = request.query;
      if (!media.has(mediaId) && (numbers.has(mediaId) || /display_phone_number|verified_name/.test(fields ?? ''))) {
        const answer = numbers.node(mediaId, request.headers.authorization, fields);
        return reply.code(answer.status).send(answer.body);
      }
      if (!authorized(request.headers.authorization))
        return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      const file = media.get(mediaId);
      if (!file) return graphError(reply, 400, 100, `Unsupported get request. Object with ID '${mediaId}' does not exist`);
      return {
        messaging_product: 'whatsapp',
        url: `${url}/media-download/${encodeURIComponent(mediaId)}?ext=${Date.now()}`,
        mime_type: file.mimeType,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        // Documented as a string of bytes.
        file_size: String(file.fileSize ?? file.data.length),
        id: mediaId,
      };
    },
  );

  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });

  async function post(webhookUrl: string, rawBody: string): Promise<number> {
    const signature =
      options.appSecret !== undefined ? `sha256=${createHmac('sha256', options.appSecret).update(rawBody).digest('hex')}` : undefined;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature) headers['x-hub-signature-256'] = signature;
    const res = await fetch(webhookUrl, { method: 'POST', headers, body: rawBody });
    await res.arrayBuffer().catch(() => undefined);
    deliveries.push({ webhookUrl, rawBody, signature, status: res.status });
    return res.status;
  }

  return {
    url,
    sent,
    readMarks,
    deliveries,
    mediaDownloads,
    addMedia(input) {
      const id = String(1_000_000_000_000_000 + media.size * 7919 + Math.floor(Math.random() * 1_000_000));
      media.set(id, { ...input, failDownload: false });
      return id;
    },
    failMediaDownload(mediaId) {
      const file = media.get(mediaId);
      if (file) file.failDownload = true;
    },
    failNext(failure) {
      failures.push(failure);
    },
    dropNext() {
      failures.push('drop');
    },
    setSendDelay(ms) {
      sendDelayMs = ms;
    },
    deliverInbound(input) {
      // Field order and shapes follow the documented example of docs/providers.md §1.4.
      const payload = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: input.wabaId ?? DEFAULT_WABA_ID,
            changes: [
              {
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: input.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
                    phone_number_id: input.phoneNumberId,
                  },
                  contacts: [{ profile: { name: input.profileName ?? input.from }, wa_id: input.from }],
                  messages: [
                    {
                      ...(input.contextMessageId
                        ? { context: { from: input.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER, id: input.contextMessageId } }
                        : {}),
                      from: input.from,
                      id: input.messageId ?? newWamid(),
                      timestamp: unixSeconds(input.timestamp),
                      ...(input.media
                        ? {
                            type: input.media.type,
                            [input.media.type]: {
                              ...(input.text && input.media.type !== 'audio' ? { caption: input.text } : {}),
                              mime_type: input.media.mimeType,
                              sha256: 'c2hhMjU2',
                              id: input.media.id,
                              ...(input.media.filename ? { filename: input.media.filename } : {}),
                              ...(input.media.voice !== undefined ? { voice: input.media.voice } : {}),
                            },
                          }
                        : { type: 'text', text: { body: input.text } }),
                    },
                  ],
                },
                field: 'messages',
              },
            ],
          },
        ],
      };
      return post(input.webhookUrl, JSON.stringify(payload));
    },
    deliverStatus(input) {
      // Shape of docs/providers.md §1.5; conversation/pricing are left out, as v24.0+ omits them.
      const status: Record<string, unknown> = {
        id: input.messageId,
        status: input.status,
        timestamp: unixSeconds(input.timestamp),
        recipient_id: input.recipientId,
      };
      if (input.errors) {
        status.errors = input.errors.map((e) => ({
          code: e.code,
          title: e.title,
          message: e.message ?? e.title,
          error_data: { details: e.details ?? e.title },
        }));
      }
      const payload = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: input.wabaId ?? DEFAULT_WABA_ID,
            changes: [
              {
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: input.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
                    phone_number_id: input.phoneNumberId,
                  },
                  statuses: [status],
                },
                field: 'messages',
              },
            ],
          },
        ],
      };
      return post(input.webhookUrl, JSON.stringify(payload));
    },
    async redeliver(delivery) {
      return post(delivery.webhookUrl, delivery.rawBody);
    },
    addPhoneNumber: numbers.add,
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
  type = 'OAuthException',
  details?: string,
): FastifyReply {
  return reply.code(httpStatus).send({
    error: {
      message,
      type,
      code,
      ...(details !== undefined ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: `A${randomBytes(11).toString('base64url')}`,
    },
  });
}

/** wamids are base64 of an opaque id after 'wamid.'; real ones are up to 128 characters. */
function newWamid(): string {
  return `wamid.${randomBytes(30).toString('base64')}`;
}

function unixSeconds(at: Date | undefined): string {
  return String(Math.floor((at ?? new Date()).getTime() / 1000));
}
