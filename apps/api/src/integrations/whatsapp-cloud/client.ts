// Real client of the WhatsApp Business Cloud API (Graph API): send a text or a media message by link, mark as read.
// Wire format: docs/providers.md §1.6. Point `baseUrl` at @agenda/fakes/whatsapp-cloud in tests.
import { z } from 'zod';
import { fetchWithTimeout, readBodyCapped, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { WhatsappCloudError } from './errors.js';

export { WhatsappCloudError } from './errors.js';

export interface WhatsappCloudClientOptions {
  baseUrl?: string;
  apiVersion?: string;
  accessToken: string;
  phoneNumberId: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

interface SendTextInput {
  /** Recipient in international format; digits, optionally with a leading '+'. */
  to: string;
  body: string;
  /** wamid of the inbound message this answers; shows as a quoted reply on the phone. */
  replyToMessageId?: string;
}

/** A media message by public link (POST /{phone-number-id}/messages, type image|document|audio|video). */
interface SendMediaInput {
  to: string;
  type: 'image' | 'document' | 'audio' | 'video';
  /** An https URL WhatsApp downloads the file from. */
  link: string;
  /** Not allowed on audio. */
  caption?: string;
  /** Documents only: the name the client sees. */
  filename?: string;
}

interface SendTextResult {
  messageId: string;
  waId?: string;
}

/** `GET /{version}/{media-id}`: a short-lived download URL and the file's facts. */
interface WhatsappMediaInfo {
  id: string;
  url: string;
  mimeType: string;
  sha256: string | null;
  fileSize: number | null;
}

export interface WhatsappCloudClient {
  sendText(input: SendTextInput): Promise<SendTextResult>;
  sendMedia(input: SendMediaInput): Promise<SendTextResult>;
  markRead(messageId: string): Promise<void>;
  getMedia(mediaId: string): Promise<WhatsappMediaInfo>;
  /** Downloads a media URL from `getMedia` (it needs the same Bearer token); throws BodyTooLarge past `maxBytes`. */
  downloadMedia(url: string, maxBytes: number): Promise<Buffer>;
}

const graphErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});

const sendSuccessBody = z.object({
  contacts: z.array(z.object({ wa_id: z.string().optional() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

function sentOf(json: unknown): SendTextResult {
  const parsed = sendSuccessBody.safeParse(json);
  if (!parsed.success) {
    throw new WhatsappCloudError({ message: 'unexpected send response (no messages[0].id)', code: null, httpStatus: 200 });
  }
  const [first] = parsed.data.messages;
  const waId = parsed.data.contacts?.[0]?.wa_id;
  return waId ? { messageId: first!.id, waId } : { messageId: first!.id };
}

const markReadBody = z.object({ success: z.boolean() });

const mediaInfoBody = z.object({
  id: z.string(),
  url: z.string().min(1),
  mime_type: z.string().default('application/octet-stream'),
  sha256: z.string().optional(),
  // Graph documents file_size as a string of bytes; some SDKs type it as a number.
  file_size: z.union([z.string(), z.number()]).optional(),
});

export function createWhatsappCloudClient(options: WhatsappCloudClientOptions): WhatsappCloudClient {
  const baseUrl = (options.baseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const apiVersion = options.apiVersion ?? 'v23.0';
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = `${baseUrl}/${apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  async function post(payload: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchWithTimeout(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(payload),
        },
        timeoutMs,
      );
    } catch (err) {
      if (err instanceof TransportFailure) {
        throw new WhatsappCloudError({ message: err.message, code: null, httpStatus: null, cause: err });
      }
      throw err;
    }
    const body = await readJsonSafely(res);
    if (!res.ok) throw errorFromResponse(res.status, body);
    return body;
  }

  async function get(target: string): Promise<Response> {
    try {
      return await fetchWithTimeout(
        fetchImpl,
        target,
        { method: 'GET', headers: { authorization: `Bearer ${options.accessToken}` } },
        timeoutMs,
      );
    } catch (err) {
      if (err instanceof TransportFailure) throw new WhatsappCloudError({ message: err.message, code: null, httpStatus: null, cause: err });
      throw err;
    }
  }

  return {
    async getMedia(mediaId) {
      const res = await get(`${baseUrl}/${apiVersion}/${encodeURIComponent(mediaId)}`);
      const body = await readJsonSafely(res);
      if (!res.ok) throw errorFromResponse(res.status, body);
      const parsed = mediaInfoBody.safeParse(body);
      if (!parsed.success)
        throw new WhatsappCloudError({ message: 'unexpected media response (no url)', code: null, httpStatus: res.status });
      const size = parsed.data.file_size === undefined ? NaN : Number(parsed.data.file_size);
      return {
        id: parsed.data.id,
        url: parsed.data.url,
        mimeType: parsed.data.mime_type,
        sha256: parsed.data.sha256 ?? null,
        fileSize: Number.isFinite(size) ? size : null,
      };
    },

    async downloadMedia(mediaUrl, maxBytes) {
      const res = await get(mediaUrl);
      if (!res.ok) throw errorFromResponse(res.status, await readJsonSafely(res));
      return readBodyCapped(res, maxBytes);
    },

    async sendText({ to, body, replyToMessageId }) {
      const payload = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'text',
        text: { preview_url: false, body },
        ...(replyToMessageId ? { context: { message_id: replyToMessageId } } : {}),
      };
      return sentOf(await post(payload));
    },

    async sendMedia({ to, type, link, caption, filename }) {
      const media = {
        link,
        ...(caption && type !== 'audio' ? { caption } : {}),
        ...(filename && type === 'document' ? { filename } : {}),
      };
      return sentOf(await post({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type, [type]: media }));
    },

    async markRead(messageId) {
      const parsed = markReadBody.safeParse(await post({ messaging_product: 'whatsapp', status: 'read', message_id: messageId }));
      if (!parsed.success || !parsed.data.success) {
        throw new WhatsappCloudError({ message: 'mark-as-read was not acknowledged', code: null, httpStatus: 200 });
      }
    },
  };
}

function errorFromResponse(httpStatus: number, body: unknown): WhatsappCloudError {
  const parsed = graphErrorBody.safeParse(body);
  if (!parsed.success) {
    const snippet = typeof body === 'string' ? body.slice(0, 200) : '';
    return new WhatsappCloudError({ message: `HTTP ${httpStatus} ${snippet}`.trim(), code: null, httpStatus });
  }
  const e = parsed.data.error;
  return new WhatsappCloudError({
    message: e.message ?? `Graph error ${e.code ?? 'unknown'}`,
    code: e.code ?? null,
    httpStatus,
    ...(e.type !== undefined ? { type: e.type } : {}),
    ...(e.error_data?.details !== undefined ? { details: e.error_data.details } : {}),
    ...(e.fbtrace_id !== undefined ? { fbtraceId: e.fbtrace_id } : {}),
  });
}
