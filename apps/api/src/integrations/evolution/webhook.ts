// Parsing of Evolution API v2 webhook deliveries (docs/providers.md §3.7).
// Evolution signs nothing: authenticate the request with the secret header configured in
// webhook/set before calling this. Unknown or malformed input yields [] and never throws.
import { z } from 'zod';

type EvolutionMessageStatus = 'ERROR' | 'PENDING' | 'SERVER_ACK' | 'DELIVERY_ACK' | 'READ' | 'PLAYED' | (string & {});

interface EvolutionInboundMessage {
  kind: 'message';
  instance: string;
  remoteJid: string;
  /** Digits of the chat's phone for 1:1 chats (remoteJidAlt when WhatsApp hides it behind a LID). */
  number: string | undefined;
  /** True for messages sent from the connected phone itself; skip these to avoid reply loops. */
  fromMe: boolean;
  isGroup: boolean;
  /** Group messages: the author's JID. */
  participant?: string;
  messageId: string;
  pushName?: string;
  messageType: string;
  text?: string;
  /** Image, audio, video or document (sticker counts as image). `base64` is present when the
   *  webhook was set with `base64: true` (Evolution puts it at `message.base64`). */
  media?: EvolutionInboundMedia;
  timestamp: Date | undefined;
}

interface EvolutionInboundMedia {
  kind: 'image' | 'audio' | 'video' | 'document';
  mimeType?: string;
  fileName?: string;
  fileLength?: number;
  /** WhatsApp voice note (ptt). */
  voice?: boolean;
  base64?: string;
}

interface EvolutionConnectionUpdate {
  kind: 'connection';
  instance: string;
  state: 'open' | 'connecting' | 'close' | 'refused' | (string & {});
  statusReason?: number;
  wuid?: string;
  profileName?: string;
}

interface EvolutionQrUpdate {
  kind: 'qrcode';
  instance: string;
  code?: string;
  base64?: string;
  pairingCode?: string | null;
  /** Set when Evolution gave up generating QR codes ("QR code limit reached"). */
  limitReached: boolean;
}

interface EvolutionMessageUpdate {
  kind: 'message_status';
  instance: string;
  messageId: string;
  remoteJid: string;
  fromMe: boolean;
  status: EvolutionMessageStatus;
}

export type EvolutionWebhookEvent = EvolutionInboundMessage | EvolutionConnectionUpdate | EvolutionQrUpdate | EvolutionMessageUpdate;

const envelope = z.object({ event: z.string(), instance: z.string(), data: z.unknown() });

// Baileys proto fields; fileLength is a Long, which arrives as a number or a numeric string.
const mediaMessage = z.object({
  caption: z.string().optional(),
  mimetype: z.string().optional(),
  fileName: z.string().optional(),
  fileLength: z.union([z.number(), z.string(), z.object({ low: z.number() }).passthrough()]).optional(),
  ptt: z.boolean().optional(),
});

const upsertData = z.object({
  key: z.object({
    remoteJid: z.string(),
    fromMe: z.boolean().optional(),
    id: z.string(),
    participant: z.string().optional(),
    remoteJidAlt: z.string().optional(),
  }),
  pushName: z.string().nullable().optional(),
  message: z
    .object({
      conversation: z.string().optional(),
      extendedTextMessage: z.object({ text: z.string().optional() }).optional(),
      imageMessage: mediaMessage.optional(),
      videoMessage: mediaMessage.optional(),
      audioMessage: mediaMessage.optional(),
      documentMessage: mediaMessage.optional(),
      documentWithCaptionMessage: z.object({ message: z.object({ documentMessage: mediaMessage.optional() }).optional() }).optional(),
      stickerMessage: mediaMessage.optional(),
      base64: z.string().optional(),
    })
    .nullable()
    .optional(),
  messageType: z.string().optional(),
  messageTimestamp: z.union([z.number(), z.string()]).optional(),
});

const connectionData = z.object({
  state: z.string(),
  statusReason: z.number().optional(),
  wuid: z.string().optional(),
  profileName: z.string().optional(),
});

const qrData = z.object({
  qrcode: z
    .object({ code: z.string().optional(), base64: z.string().optional(), pairingCode: z.string().nullable().optional() })
    .optional(),
  message: z.string().optional(),
});

const updateData = z.object({
  keyId: z.string().optional(),
  id: z.string().optional(),
  remoteJid: z.string(),
  fromMe: z.boolean().optional(),
  status: z.union([z.string(), z.number()]),
});

/** Baileys numeric statuses (src/utils/renderStatus.ts). */
const STATUS_NAMES = ['ERROR', 'PENDING', 'SERVER_ACK', 'DELIVERY_ACK', 'READ', 'PLAYED'] as const;

/** 'messages.upsert' (v2 webhook), 'MESSAGES_UPSERT' (config name) and 'messages-upsert' (byEvents path) → one key. */
function normaliseEvent(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '.');
}

export function parseEvolutionWebhook(payload: unknown): EvolutionWebhookEvent[] {
  const env = envelope.safeParse(payload);
  if (!env.success) return [];
  const { instance, data } = env.data;
  // Some events carry an array of items; treat a single object as a list of one.
  const items = Array.isArray(data) ? data : [data];
  const out: EvolutionWebhookEvent[] = [];
  switch (normaliseEvent(env.data.event)) {
    case 'messages.upsert':
      for (const item of items) {
        const p = upsertData.safeParse(item);
        if (p.success) out.push(toMessage(instance, p.data));
      }
      break;
    case 'connection.update':
      for (const item of items) {
        const p = connectionData.safeParse(item);
        if (!p.success) continue;
        const ev: EvolutionConnectionUpdate = { kind: 'connection', instance, state: p.data.state };
        if (p.data.statusReason !== undefined) ev.statusReason = p.data.statusReason;
        if (p.data.wuid !== undefined) ev.wuid = p.data.wuid;
        if (p.data.profileName !== undefined) ev.profileName = p.data.profileName;
        out.push(ev);
      }
      break;
    case 'qrcode.updated':
      for (const item of items) {
        const p = qrData.safeParse(item);
        if (!p.success) continue;
        if (p.data.qrcode) {
          const ev: EvolutionQrUpdate = { kind: 'qrcode', instance, limitReached: false };
          if (p.data.qrcode.code !== undefined) ev.code = p.data.qrcode.code;
          if (p.data.qrcode.base64 !== undefined) ev.base64 = p.data.qrcode.base64;
          if (p.data.qrcode.pairingCode !== undefined) ev.pairingCode = p.data.qrcode.pairingCode;
          out.push(ev);
        } else if (p.data.message) {
          out.push({ kind: 'qrcode', instance, limitReached: true });
        }
      }
      break;
    case 'messages.update':
      for (const item of items) {
        const p = updateData.safeParse(item);
        const messageId = p.success ? (p.data.keyId ?? p.data.id) : undefined;
        if (!p.success || !messageId) continue;
        const status = typeof p.data.status === 'number' ? (STATUS_NAMES[p.data.status] ?? String(p.data.status)) : p.data.status;
        out.push({ kind: 'message_status', instance, messageId, remoteJid: p.data.remoteJid, fromMe: p.data.fromMe ?? false, status });
      }
      break;
    default:
      break;
  }
  return out;
}

function toMessage(instance: string, d: z.infer<typeof upsertData>): EvolutionInboundMessage {
  const isGroup = d.key.remoteJid.endsWith('@g.us');
  const m = d.message ?? undefined;
  const doc = m?.documentMessage ?? m?.documentWithCaptionMessage?.message?.documentMessage;
  const text = m?.conversation ?? m?.extendedTextMessage?.text ?? m?.imageMessage?.caption ?? m?.videoMessage?.caption ?? doc?.caption;
  const found: [EvolutionInboundMedia['kind'], z.infer<typeof mediaMessage>] | undefined = m?.imageMessage
    ? ['image', m.imageMessage]
    : m?.audioMessage
      ? ['audio', m.audioMessage]
      : m?.videoMessage
        ? ['video', m.videoMessage]
        : doc
          ? ['document', doc]
          : m?.stickerMessage
            ? ['image', m.stickerMessage]
            : undefined;
  const ts = d.messageTimestamp !== undefined ? new Date(Number(d.messageTimestamp) * 1000) : undefined;
  const out: EvolutionInboundMessage = {
    kind: 'message',
    instance,
    remoteJid: d.key.remoteJid,
    number: isGroup ? undefined : (phoneOf(d.key.remoteJid) ?? (d.key.remoteJidAlt ? phoneOf(d.key.remoteJidAlt) : undefined)),
    fromMe: d.key.fromMe ?? false,
    isGroup,
    messageId: d.key.id,
    messageType: d.messageType ?? (m?.conversation !== undefined ? 'conversation' : 'unknown'),
    timestamp: ts && !Number.isNaN(ts.getTime()) ? ts : undefined,
  };
  if (d.key.participant !== undefined) out.participant = d.key.participant;
  if (d.pushName) out.pushName = d.pushName;
  if (text !== undefined) out.text = text;
  if (found) {
    const [kind, f] = found;
    const media: EvolutionInboundMedia = { kind };
    if (f.mimetype) media.mimeType = f.mimetype;
    if (f.fileName) media.fileName = f.fileName;
    const length = typeof f.fileLength === 'object' ? f.fileLength.low : Number(f.fileLength);
    if (Number.isFinite(length)) media.fileLength = length;
    if (f.ptt !== undefined) media.voice = f.ptt;
    if (m?.base64) media.base64 = m.base64;
    out.media = media;
  }
  return out;
}

/** Phone digits of a user JID; undefined for LIDs (@lid), which are not phone numbers. */
function phoneOf(jid: string): string | undefined {
  const match = /^(\d+)(?::\d+)?@s\.whatsapp\.net$/.exec(jid);
  return match?.[1];
}
