// Parsing of Instagram messaging webhooks (docs/providers.md §2.1). Times are epoch milliseconds
// (numbers), unlike WhatsApp. Echoes of our own sends come back with is_echo: callers must
// drop them to avoid answering themselves. Garbage yields [] and never throws.
import { z } from 'zod';

export { verifyWhatsappHandshake as verifyInstagramHandshake } from '../whatsapp-cloud/webhook.js';

interface InstagramEventBase {
  /** entry[].id: our Instagram professional account id. */
  igAccountId: string;
  /** IGSID of the person (or our own id on echoes). */
  senderId: string;
  recipientId: string;
  timestamp: Date;
}

interface InstagramMessageEvent extends InstagramEventBase {
  kind: 'message';
  messageId: string;
  text?: string;
  attachments: Array<{ type: string; url?: string }>;
  isEcho: boolean;
  isDeleted: boolean;
  isUnsupported: boolean;
  quickReplyPayload?: string;
  replyToMessageId?: string;
  /** Story reply: the story the user answered. */
  replyToStory?: { id?: string; url?: string };
}

interface InstagramPostbackEvent extends InstagramEventBase {
  kind: 'postback';
  messageId?: string;
  title?: string;
  payload: string;
}

interface InstagramReactionEvent extends InstagramEventBase {
  kind: 'reaction';
  messageId: string;
  action: 'react' | 'unreact' | (string & {});
  emoji?: string;
}

interface InstagramReadEvent extends InstagramEventBase {
  kind: 'read';
  messageId: string;
}

export type InstagramWebhookEvent = InstagramMessageEvent | InstagramPostbackEvent | InstagramReactionEvent | InstagramReadEvent;

const epochMs = z
  .union([z.number(), z.string()])
  .transform((v) => new Date(Number(v)))
  .refine((d) => !Number.isNaN(d.getTime()));

const messagingSchema = z.object({
  sender: z.object({ id: z.string() }),
  recipient: z.object({ id: z.string() }),
  timestamp: epochMs,
  message: z
    .object({
      mid: z.string(),
      text: z.string().optional(),
      attachments: z
        .array(z.object({ type: z.string(), payload: z.object({ url: z.string().optional() }).nullable().optional() }))
        .optional(),
      is_echo: z.boolean().optional(),
      is_deleted: z.boolean().optional(),
      is_unsupported: z.boolean().optional(),
      quick_reply: z.object({ payload: z.string() }).optional(),
      reply_to: z
        .object({ mid: z.string().optional(), story: z.object({ id: z.string().optional(), url: z.string().optional() }).optional() })
        .optional(),
    })
    .optional(),
  postback: z.object({ mid: z.string().optional(), title: z.string().optional(), payload: z.string() }).optional(),
  reaction: z.object({ mid: z.string(), action: z.string(), emoji: z.string().optional(), reaction: z.string().optional() }).optional(),
  read: z.object({ mid: z.string() }).optional(),
});

const envelopeSchema = z.object({
  object: z.literal('instagram'),
  entry: z.array(z.object({ id: z.string(), messaging: z.array(z.unknown()).optional() })),
});

export function parseInstagramWebhook(payload: unknown): InstagramWebhookEvent[] {
  const env = envelopeSchema.safeParse(payload);
  if (!env.success) return [];
  const out: InstagramWebhookEvent[] = [];
  for (const entry of env.data.entry) {
    for (const raw of entry.messaging ?? []) {
      const p = messagingSchema.safeParse(raw);
      if (!p.success) continue;
      const base = { igAccountId: entry.id, senderId: p.data.sender.id, recipientId: p.data.recipient.id, timestamp: p.data.timestamp };
      const { message, postback, reaction, read } = p.data;
      if (message) {
        const ev: InstagramMessageEvent = {
          kind: 'message',
          ...base,
          messageId: message.mid,
          attachments: (message.attachments ?? []).map((a) => (a.payload?.url ? { type: a.type, url: a.payload.url } : { type: a.type })),
          isEcho: message.is_echo ?? false,
          isDeleted: message.is_deleted ?? false,
          isUnsupported: message.is_unsupported ?? false,
        };
        if (message.text !== undefined) ev.text = message.text;
        if (message.quick_reply) ev.quickReplyPayload = message.quick_reply.payload;
        if (message.reply_to?.mid) ev.replyToMessageId = message.reply_to.mid;
        if (message.reply_to?.story) ev.replyToStory = message.reply_to.story;
        out.push(ev);
      } else if (postback) {
        const ev: InstagramPostbackEvent = { kind: 'postback', ...base, payload: postback.payload };
        if (postback.mid !== undefined) ev.messageId = postback.mid;
        if (postback.title !== undefined) ev.title = postback.title;
        out.push(ev);
      } else if (reaction) {
        const ev: InstagramReactionEvent = { kind: 'reaction', ...base, messageId: reaction.mid, action: reaction.action };
        if (reaction.emoji !== undefined) ev.emoji = reaction.emoji;
        out.push(ev);
      } else if (read) {
        out.push({ kind: 'read', ...base, messageId: read.mid });
      }
    }
  }
  return out;
}
