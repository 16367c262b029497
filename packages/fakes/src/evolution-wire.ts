// Evolution's wire shapes shared by the fake's routes: webhook settings, errors, media messages.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { DeliverEvolutionInboundInput, FakeEvolutionInstance, FakeEvolutionWebhook } from './evolution-types.js';

// 1×1 PNG; enough for an <img src> in the UI while staying a valid data URL.
export const QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function parseWebhook(raw: unknown): FakeEvolutionWebhook | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Record<string, unknown>;
  if (typeof w.url !== 'string' || w.url === '') return null;
  return {
    enabled: w.enabled !== false,
    url: w.url,
    headers: isStringRecord(w.headers) ? w.headers : {},
    byEvents: w.byEvents === true,
    base64: w.base64 === true,
    events: Array.isArray(w.events) ? w.events.filter((e): e is string => typeof e === 'string') : [],
  };
}

export function webhookView(inst: FakeEvolutionInstance) {
  const w = inst.webhook!;
  return {
    id: inst.id,
    url: w.url,
    headers: w.headers,
    enabled: w.enabled,
    events: w.events,
    webhookByEvents: w.byEvents,
    webhookBase64: w.base64,
    instanceId: inst.id,
  };
}

function isStringRecord(v: unknown): v is Record<string, string> {
  return !!v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'string');
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Error body of src/main.ts: {status, error, response:{message}}. */
export function evoError(reply: FastifyReply, status: number, message: unknown): FastifyReply {
  return reply.code(status).send({ status, error: REASONS[status] ?? 'Error', response: { message } });
}

/** A Baileys media message as Evolution forwards it (proto field names), with `base64` as its sibling. */
export function mediaMessage(
  media: NonNullable<DeliverEvolutionInboundInput['media']>,
  caption: string,
  withBase64: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    url: `https://mmg.whatsapp.net/v/t62.7117-24/${randomBytes(8).toString('hex')}.enc`,
    mimetype: media.mimeType,
    fileSha256: createHash('sha256').update(media.data).digest('base64'),
    fileLength: String(media.data.length),
    mediaKey: randomBytes(32).toString('base64'),
  };
  if (media.type === 'audio') body.ptt = media.ptt ?? true;
  else if (caption) body.caption = caption;
  if (media.type === 'document') body.fileName = media.fileName ?? 'arquivo';
  return { [`${media.type}Message`]: body, ...(withBase64 ? { base64: media.data.toString('base64') } : {}) };
}

/** The body of POST /instance/create (instance.controller.ts). */
export function createdView(inst: FakeEvolutionInstance, qrcode: unknown) {
  const webhook = inst.webhook;
  return {
    instance: {
      instanceName: inst.name,
      instanceId: inst.id,
      integration: inst.integration,
      webhookWaBusiness: null,
      accessTokenWaBusiness: '',
      status: inst.state,
    },
    hash: inst.token,
    webhook: webhook
      ? { webhookUrl: webhook.url, webhookHeaders: webhook.headers, webhookByEvents: webhook.byEvents, webhookBase64: webhook.base64 }
      : {},
    websocket: {},
    rabbitmq: {},
    nats: {},
    sqs: {},
    settings: {
      rejectCall: false,
      msgCall: '',
      groupsIgnore: false,
      alwaysOnline: false,
      readMessages: false,
      readStatus: false,
      syncFullHistory: false,
      wavoipToken: '',
    },
    ...(qrcode ? { qrcode } : {}),
  };
}
