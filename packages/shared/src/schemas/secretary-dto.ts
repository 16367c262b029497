// Chats and messages as the API returns them (REST, GraphQL and the live `chat_update` /
// `message_update` events of the company room). Checked against the GraphQL types by
// apps/api/src/graphql/dto-contract.test.ts; the SPA's chat types are these.
import { z } from 'zod';
import { CHANNELS } from '../channel';
import { MESSAGE_ROLES } from '../chat';
import { graphqlJson } from './graphql-shape';

const instant = z.string();

export const ZChatDto = z.object({
  id: z.string(),
  company_id: z.string(),
  client_id: z.string(),
  channel: z.enum(CHANNELS),
  integration_id: z.string().nullable(),
  remote_id: z.string(),
  display_name: z.string(),
  last_message_at: instant.nullable(),
  last_message_preview: z.string().nullable(),
  unread_count: z.number().int(),
  is_transferred_to_human: z.boolean(),
  transferred_at: instant.nullable(),
  /** Set only while the assistant is paused. */
  assistant_suspended_until: instant.nullable(),
  is_assistant_active: z.boolean(),
  last_sentiment: z.number().int().nullable(),
  average_sentiment: z.number().nullable(),
  admin_tags: z.array(z.string()),
  created_at: instant,
});
export type TChatDto = z.infer<typeof ZChatDto>;

const MESSAGE_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
const MESSAGE_CONTENT_TYPES = ['text', 'image', 'audio', 'video', 'document', 'other'] as const;
const MESSAGE_MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;

/** What the provider said about an attachment (names vary by provider); `note` says why it was not stored. */
const ZChatMediaDto = z
  .object({ url: z.string(), mime_type: z.string(), file_name: z.string(), fileName: z.string(), filename: z.string(), note: z.string() })
  .partial()
  .catchall(z.unknown());
export type TChatMediaDto = z.infer<typeof ZChatMediaDto>;

/** A button under an assistant message (e.g. confirm the booking it made). */
const ZMessageActionDto = z
  .object({ type: z.string(), schedule_id: z.string().optional(), start_at: z.string().optional() })
  .catchall(z.unknown());
export type TMessageActionDto = z.infer<typeof ZMessageActionDto>;

export const ZChatMessageDto = z.object({
  id: z.string(),
  chat_id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  content_type: z.enum(MESSAGE_CONTENT_TYPES),
  media: graphqlJson(ZChatMediaDto.nullable()),
  /** The client's file stored under the company (/uploads/…); null when it could not be downloaded. */
  media_url: z.string().nullable(),
  media_kind: z.enum(MESSAGE_MEDIA_KINDS).nullable(),
  media_mime_type: z.string().nullable(),
  media_size: z.number().int().nullable(),
  /** Voice note transcribed through the LLM provider. */
  transcription: z.string().nullable(),
  external_id: z.string().nullable(),
  user_id: z.string().nullable(),
  sentiment: z.number().int().nullable(),
  delivery_status: z.enum(MESSAGE_DELIVERY_STATUSES).nullable(),
  attempts: z.number().int(),
  /** Only when delivery failed. */
  last_error: z.string().nullable(),
  sent_at: instant.nullable(),
  created_at: instant,
  actions: graphqlJson(z.array(ZMessageActionDto)),
});
export type TChatMessageDto = z.infer<typeof ZChatMessageDto>;

export const ZChatWithMessagesDto = z.object({ chat: ZChatDto, messages: z.array(ZChatMessageDto) });
