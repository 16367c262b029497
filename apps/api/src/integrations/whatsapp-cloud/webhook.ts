// Parsing of WhatsApp Cloud API webhook deliveries (docs/providers.md §1.1, §1.4, §1.5).
// Webhook input is untrusted and Meta adds fields over time, so every item is validated on its
// own: a malformed message is skipped without losing its neighbours, and garbage yields [].
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

interface WhatsappMedia {
  id: string;
  mimeType?: string;
  sha256?: string;
  caption?: string;
  filename?: string;
  /** Audio only: true for push-to-talk voice notes. */
  voice?: boolean;
}

export interface WhatsappInboundMessage {
  kind: 'message';
  phoneNumberId: string;
  displayPhoneNumber?: string;
  /** entry[].id: the WhatsApp Business Account id. */
  wabaId: string;
  from: string;
  waId: string;
  profileName?: string;
  /** wamid; Meta redelivers on non-200, so this is the deduplication key. */
  messageId: string;
  timestamp: Date;
  /** 'text', 'image', 'audio', 'interactive', 'button', 'location', 'reaction', … or 'unsupported'. */
  type: string;
  text?: string;
  media?: WhatsappMedia;
  /** Reply-button / list choice, or the quick-reply button of a template. */
  reply?: { id?: string; title: string };
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  reaction?: { messageId: string; emoji?: string };
  context?: { from?: string; messageId?: string; forwarded?: boolean; frequentlyForwarded?: boolean };
  /** Present when the user came from a Click-to-WhatsApp ad. */
  referral?: { sourceUrl?: string; sourceId?: string; sourceType?: string; headline?: string; body?: string };
}

type WhatsappStatusValue = 'sent' | 'delivered' | 'read' | 'failed' | (string & {});

interface WhatsappStatusError {
  code: number;
  title?: string;
  message?: string;
  details?: string;
}

interface WhatsappStatusUpdate {
  kind: 'status';
  phoneNumberId: string;
  wabaId: string;
  /** wamid of the message we sent. */
  messageId: string;
  status: WhatsappStatusValue;
  timestamp: Date;
  recipientId: string;
  errors?: WhatsappStatusError[];
  conversationId?: string;
  pricingCategory?: string;
  bizOpaqueCallbackData?: string;
}

export type WhatsappWebhookEvent = WhatsappInboundMessage | WhatsappStatusUpdate;

const unixSecondsString = z
  .union([z.string(), z.number()])
  .transform((v) => new Date(Number(v) * 1000))
  .refine((d) => !Number.isNaN(d.getTime()), 'invalid timestamp');

const mediaSchema = z.object({
  id: z.string(),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
  voice: z.boolean().optional(),
});

const messageSchema = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: unixSecondsString,
  type: z.string().min(1),
  text: z.object({ body: z.string() }).optional(),
  image: mediaSchema.optional(),
  audio: mediaSchema.optional(),
  video: mediaSchema.optional(),
  document: mediaSchema.optional(),
  sticker: mediaSchema.optional(),
  interactive: z
    .object({
      type: z.string().optional(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  button: z.object({ payload: z.string().optional(), text: z.string() }).optional(),
  location: z
    .object({ latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional() })
    .optional(),
  reaction: z.object({ message_id: z.string(), emoji: z.string().optional() }).optional(),
  context: z
    .object({
      from: z.string().optional(),
      id: z.string().optional(),
      forwarded: z.boolean().optional(),
      frequently_forwarded: z.boolean().optional(),
    })
    .optional(),
  referral: z
    .object({
      source_url: z.string().optional(),
      source_id: z.string().optional(),
      source_type: z.string().optional(),
      headline: z.string().optional(),
      body: z.string().optional(),
    })
    .optional(),
});

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: unixSecondsString,
  recipient_id: z.string().min(1),
  biz_opaque_callback_data: z.string().optional(),
  conversation: z.object({ id: z.string().optional() }).optional(),
  pricing: z.object({ category: z.string().optional() }).optional(),
  errors: z
    .array(
      z.object({
        code: z.number(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const contactSchema = z.object({
  wa_id: z.string().optional(),
  profile: z.object({ name: z.string().optional() }).optional(),
});

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string().min(1), display_phone_number: z.string().optional() }),
  contacts: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

const envelopeSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() })).optional(),
    }),
  ),
});

export function parseWhatsappWebhook(payload: unknown): WhatsappWebhookEvent[] {
  const envelope = envelopeSchema.safeParse(payload);
  if (!envelope.success) return [];
  const events: WhatsappWebhookEvent[] = [];
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes ?? []) {
      if (change.field !== undefined && change.field !== 'messages') continue;
      const value = valueSchema.safeParse(change.value);
      if (!value.success) continue;
      const { metadata } = value.data;
      const contacts = (value.data.contacts ?? []).flatMap((c) => {
        const parsed = contactSchema.safeParse(c);
        return parsed.success ? [parsed.data] : [];
      });
      for (const raw of value.data.messages ?? []) {
        const parsed = messageSchema.safeParse(raw);
        if (parsed.success) events.push(toMessage(parsed.data, entry.id, metadata, contacts));
      }
      for (const raw of value.data.statuses ?? []) {
        const parsed = statusSchema.safeParse(raw);
        if (parsed.success) events.push(toStatus(parsed.data, entry.id, metadata.phone_number_id));
      }
    }
  }
  return events;
}

function toMessage(
  m: z.infer<typeof messageSchema>,
  wabaId: string,
  metadata: z.infer<typeof valueSchema>['metadata'],
  contacts: Array<z.infer<typeof contactSchema>>,
): WhatsappInboundMessage {
  // contacts[] is parallel to the senders of this batch; match on wa_id, else the only contact.
  const contact = contacts.find((c) => c.wa_id === m.from) ?? (contacts.length === 1 ? contacts[0] : undefined);
  const out: WhatsappInboundMessage = {
    kind: 'message',
    phoneNumberId: metadata.phone_number_id,
    wabaId,
    from: m.from,
    waId: contact?.wa_id ?? m.from,
    messageId: m.id,
    timestamp: m.timestamp,
    type: m.type,
  };
  if (metadata.display_phone_number !== undefined) out.displayPhoneNumber = metadata.display_phone_number;
  const profileName = contact?.profile?.name;
  if (profileName !== undefined) out.profileName = profileName;
  if (m.text) out.text = m.text.body;

  const media = m.image ?? m.audio ?? m.video ?? m.document ?? m.sticker;
  if (media) {
    out.media = { id: media.id };
    if (media.mime_type !== undefined) out.media.mimeType = media.mime_type;
    if (media.sha256 !== undefined) out.media.sha256 = media.sha256;
    if (media.caption !== undefined) out.media.caption = media.caption;
    if (media.filename !== undefined) out.media.filename = media.filename;
    if (media.voice !== undefined) out.media.voice = media.voice;
  }
  const choice = m.interactive?.button_reply ?? m.interactive?.list_reply;
  if (choice) out.reply = { id: choice.id, title: choice.title };
  else if (m.button) out.reply = m.button.payload !== undefined ? { id: m.button.payload, title: m.button.text } : { title: m.button.text };
  if (m.location) out.location = stripUndefined(m.location);
  if (m.reaction) out.reaction = stripUndefined({ messageId: m.reaction.message_id, emoji: m.reaction.emoji });
  if (m.context) {
    out.context = stripUndefined({
      from: m.context.from,
      messageId: m.context.id,
      forwarded: m.context.forwarded,
      frequentlyForwarded: m.context.frequently_forwarded,
    });
  }
  if (m.referral) {
    out.referral = stripUndefined({
      sourceUrl: m.referral.source_url,
      sourceId: m.referral.source_id,
      sourceType: m.referral.source_type,
      headline: m.referral.headline,
      body: m.referral.body,
    });
  }
  return out;
}

function toStatus(s: z.infer<typeof statusSchema>, wabaId: string, phoneNumberId: string): WhatsappStatusUpdate {
  const out: WhatsappStatusUpdate = {
    kind: 'status',
    phoneNumberId,
    wabaId,
    messageId: s.id,
    status: s.status,
    timestamp: s.timestamp,
    recipientId: s.recipient_id,
  };
  if (s.errors && s.errors.length > 0) {
    out.errors = s.errors.map((e) => stripUndefined({ code: e.code, title: e.title, message: e.message, details: e.error_data?.details }));
  }
  if (s.conversation?.id !== undefined) out.conversationId = s.conversation.id;
  if (s.pricing?.category !== undefined) out.pricingCategory = s.pricing.category;
  if (s.biz_opaque_callback_data !== undefined) out.bizOpaqueCallbackData = s.biz_opaque_callback_data;
  return out;
}

/** Drops undefined-valued keys so results compare cleanly and fit exact optional types. */
function stripUndefined<T extends Record<string, unknown>>(obj: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/**
 * GET handshake of the webhook subscription (docs/providers.md §1.1). Returns the challenge to echo
 * with 200, or null (answer 403). Accepts a Fastify query object or URLSearchParams.
 */
export function verifyWhatsappHandshake(
  query: URLSearchParams | Record<string, unknown> | null | undefined,
  verifyToken: string,
): string | null {
  if (!query || verifyToken === '') return null;
  const get = (key: string): string | undefined => {
    const v = query instanceof URLSearchParams ? query.get(key) : query[key];
    return typeof v === 'string' ? v : undefined;
  };
  const mode = get('hub.mode');
  const token = get('hub.verify_token');
  const challenge = get('hub.challenge');
  if (mode !== 'subscribe' || token === undefined || !challenge) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  return challenge;
}
