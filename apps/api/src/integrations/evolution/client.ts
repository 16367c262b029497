// Real client of Evolution API v2 (self-hosted WhatsApp Web gateway, Baileys).
// Wire format: docs/providers.md §3. Point `baseUrl` at @agenda/fakes/evolution in tests.
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { EvolutionError } from './errors.js';

export { EvolutionError } from './errors.js';

type EvolutionConnectionState = 'open' | 'connecting' | 'close';

/** Event names as used in webhook configuration (`events[]`). */
type EvolutionEventName = 'QRCODE_UPDATED' | 'CONNECTION_UPDATE' | 'MESSAGES_UPSERT' | 'MESSAGES_UPDATE' | 'SEND_MESSAGE' | (string & {});

export interface EvolutionClientOptions {
  baseUrl: string;
  /** Global AUTHENTICATION_API_KEY, or an instance token for that instance's routes. */
  apiKey: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

interface EvolutionQr {
  code: string;
  /** data:image/png;base64,… */
  base64: string;
  pairingCode: string | null;
  count: number;
}

interface EvolutionWebhookConfig {
  url: string;
  enabled?: boolean;
  events?: EvolutionEventName[];
  /** Evolution does not sign deliveries; a secret header here is how the receiver authenticates them. */
  headers?: Record<string, string>;
  byEvents?: boolean;
  base64?: boolean;
}

interface CreateInstanceInput {
  instanceName: string;
  token?: string;
  qrcode?: boolean;
  number?: string;
  integration?: 'WHATSAPP-BAILEYS' | 'WHATSAPP-BUSINESS' | 'EVOLUTION';
  webhook?: EvolutionWebhookConfig;
}

interface CreatedInstance {
  instanceName: string;
  instanceId: string;
  /** Instance token (`hash`); usable as `apikey` for this instance's routes. */
  token: string;
  status: string;
  qr?: EvolutionQr;
}

type ConnectResult =
  | { state: 'open' }
  | { state: 'qr'; qr: EvolutionQr }
  /** Known quirk: the first call can answer {"count":0} before a QR exists; call again shortly. */
  | { state: 'pending' };

interface EvolutionSendTextInput {
  /** Digits with country code (5511999999999) or a full JID. */
  number: string;
  text: string;
  delayMs?: number;
  linkPreview?: boolean;
  quotedMessageId?: string;
  /** The WhatsApp message key id to use (Evolution's `messageId`): the same id on a retry is one message. */
  messageId?: string;
}

/**
 * A file by URL or base64: image, video and document go to /message/sendMedia {number, mediatype,
 * mimetype, caption, media, fileName}; audio to /message/sendWhatsAppAudio {number, audio} (a voice note, no caption).
 */
interface EvolutionSendMediaInput {
  number: string;
  mediatype: 'image' | 'video' | 'document' | 'audio';
  media: string;
  mimetype?: string;
  caption?: string;
  fileName?: string;
  messageId?: string;
}

interface EvolutionSentMessage {
  messageId: string;
  remoteJid: string;
  /** PENDING right after sending; acks arrive later as messages.update webhooks. */
  status: string;
  timestamp: Date | undefined;
}

export interface EvolutionClient {
  createInstance(input: CreateInstanceInput): Promise<CreatedInstance>;
  connect(instanceName: string, options?: { number?: string }): Promise<ConnectResult>;
  connectionState(instanceName: string): Promise<EvolutionConnectionState>;
  sendText(instanceName: string, input: EvolutionSendTextInput): Promise<EvolutionSentMessage>;
  sendMedia(instanceName: string, input: EvolutionSendMediaInput): Promise<EvolutionSentMessage>;
  setWebhook(instanceName: string, config: EvolutionWebhookConfig): Promise<void>;
  logout(instanceName: string): Promise<void>;
  deleteInstance(instanceName: string): Promise<void>;
}

const qrSchema = z.object({
  code: z.string(),
  base64: z.string(),
  pairingCode: z.string().nullable().optional(),
  count: z.number().optional(),
});

const createResponse = z.object({
  instance: z.object({ instanceName: z.string(), instanceId: z.string(), status: z.string().optional() }),
  // A plain string in v2 source; older docs/SDKs show {apikey}. Accept both.
  hash: z.union([z.string(), z.object({ apikey: z.string() })]),
  qrcode: qrSchema.partial().optional(),
});

const stateResponse = z.object({
  instance: z.object({ instanceName: z.string().optional(), state: z.enum(['open', 'connecting', 'close']) }),
});

const sendResponse = z.object({
  key: z.object({ id: z.string(), remoteJid: z.string() }),
  status: z.union([z.string(), z.number()]).optional(),
  messageTimestamp: z.union([z.number(), z.string()]).optional(),
});

function sentOf(parsed: z.infer<typeof sendResponse>): EvolutionSentMessage {
  const ts = parsed.messageTimestamp !== undefined ? new Date(Number(parsed.messageTimestamp) * 1000) : undefined;
  return {
    messageId: parsed.key.id,
    remoteJid: parsed.key.remoteJid,
    status: String(parsed.status ?? 'PENDING'),
    timestamp: ts && !Number.isNaN(ts.getTime()) ? ts : undefined,
  };
}

const errorBody = z.object({
  status: z.number().optional(),
  error: z.string().optional(),
  response: z.object({ message: z.unknown() }).optional(),
});

export function createEvolutionClient(options: EvolutionClientOptions): EvolutionClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { apikey: options.apiKey };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetchWithTimeout(
        fetchImpl,
        `${baseUrl}${path}`,
        { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) },
        timeoutMs,
      );
    } catch (err) {
      if (err instanceof TransportFailure) throw new EvolutionError({ message: err.message, httpStatus: null, cause: err });
      throw err;
    }
    const json = await readJsonSafely(res);
    if (!res.ok) throw errorFromResponse(res.status, json);
    return json;
  }

  const inst = (name: string) => encodeURIComponent(name);

  return {
    async createInstance(input) {
      const body = {
        instanceName: input.instanceName,
        integration: input.integration ?? 'WHATSAPP-BAILEYS',
        qrcode: input.qrcode ?? false,
        ...(input.token !== undefined ? { token: input.token } : {}),
        ...(input.number !== undefined ? { number: input.number } : {}),
        ...(input.webhook ? { webhook: toWebhookBody(input.webhook) } : {}),
      };
      const parsed = parseOrThrow(createResponse, await call('POST', '/instance/create', body), 'create instance');
      const out: CreatedInstance = {
        instanceName: parsed.instance.instanceName,
        instanceId: parsed.instance.instanceId,
        token: typeof parsed.hash === 'string' ? parsed.hash : parsed.hash.apikey,
        status: parsed.instance.status ?? 'close',
      };
      const qr = parsed.qrcode;
      if (qr?.code && qr.base64) out.qr = { code: qr.code, base64: qr.base64, pairingCode: qr.pairingCode ?? null, count: qr.count ?? 1 };
      return out;
    },

    async connect(instanceName, opts) {
      const query = opts?.number ? `?number=${encodeURIComponent(opts.number)}` : '';
      const json = await call('GET', `/instance/connect/${inst(instanceName)}${query}`);
      const open = stateResponse.safeParse(json);
      if (open.success && open.data.instance.state === 'open') return { state: 'open' };
      const qr = qrSchema.safeParse(json);
      if (qr.success) {
        return {
          state: 'qr',
          qr: { code: qr.data.code, base64: qr.data.base64, pairingCode: qr.data.pairingCode ?? null, count: qr.data.count ?? 1 },
        };
      }
      return { state: 'pending' };
    },

    async connectionState(instanceName) {
      const json = await call('GET', `/instance/connectionState/${inst(instanceName)}`);
      return parseOrThrow(stateResponse, json, 'connection state').instance.state;
    },

    async sendText(instanceName, input) {
      const body = {
        number: input.number,
        text: input.text,
        ...(input.delayMs !== undefined ? { delay: input.delayMs } : {}),
        ...(input.linkPreview !== undefined ? { linkPreview: input.linkPreview } : {}),
        // Evolution looks the quoted message up by key.id in its own store.
        ...(input.quotedMessageId ? { quoted: { key: { id: input.quotedMessageId } } } : {}),
        ...(input.messageId ? { messageId: input.messageId } : {}),
      };
      return sentOf(parseOrThrow(sendResponse, await call('POST', `/message/sendText/${inst(instanceName)}`, body), 'send text'));
    },

    async sendMedia(instanceName, { mediatype, number, media, mimetype, caption, fileName, messageId }) {
      const id = messageId ? { messageId } : {};
      const [path, body] =
        mediatype === 'audio'
          ? ['sendWhatsAppAudio', { number, audio: media, ...id }]
          : [
              'sendMedia',
              {
                number,
                mediatype,
                media,
                ...(mimetype ? { mimetype } : {}),
                ...(caption ? { caption } : {}),
                ...(fileName ? { fileName } : {}),
                ...id,
              },
            ];
      return sentOf(parseOrThrow(sendResponse, await call('POST', `/message/${path}/${inst(instanceName)}`, body), 'send media'));
    },

    async setWebhook(instanceName, config) {
      await call('POST', `/webhook/set/${inst(instanceName)}`, { webhook: toWebhookBody(config) });
    },

    async logout(instanceName) {
      await call('DELETE', `/instance/logout/${inst(instanceName)}`);
    },

    async deleteInstance(instanceName) {
      await call('DELETE', `/instance/delete/${inst(instanceName)}`);
    },
  };
}

function toWebhookBody(config: EvolutionWebhookConfig) {
  return {
    enabled: config.enabled ?? true,
    url: config.url,
    headers: config.headers ?? {},
    byEvents: config.byEvents ?? false,
    base64: config.base64 ?? false,
    events: config.events ?? [],
  };
}

function parseOrThrow<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new EvolutionError({ message: `unexpected ${what} response`, httpStatus: 200 });
  return parsed.data;
}

function errorFromResponse(httpStatus: number, json: unknown): EvolutionError {
  const parsed = errorBody.safeParse(json);
  const raw = parsed.success ? parsed.data.response?.message : typeof json === 'string' ? json.slice(0, 200) : undefined;
  const details = flattenMessages(raw);
  const notOnWhatsapp = Array.isArray(raw) && raw.some((m) => isRecord(m) && m.exists === false);
  const reason = parsed.success ? parsed.data.error : undefined;
  const message = notOnWhatsapp ? 'number is not on WhatsApp' : (details[0] ?? reason ?? `HTTP ${httpStatus}`);
  return new EvolutionError({ message, httpStatus, details, notOnWhatsapp });
}

function flattenMessages(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (typeof raw === 'string') return [raw];
  if (Array.isArray(raw)) return raw.flatMap(flattenMessages);
  return [JSON.stringify(raw)];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
