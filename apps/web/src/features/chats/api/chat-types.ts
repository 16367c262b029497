// Shapes of the secretary's chats as the API returns them (REST, GraphQL and the live
// `chat_update` / `message_update` events of the company room).
import type { TChannel } from '@agenda/shared/channel';
import type { TMessageRole } from '@agenda/shared/chat';

export interface TChat {
  id: string;
  company_id: string;
  client_id: string;
  channel: TChannel;
  integration_id: string | null;
  remote_id: string;
  display_name: string;
  last_message_at: string | null;
  last_message_preview: string | null;
  unread_count: number;
  is_transferred_to_human: boolean;
  transferred_at: string | null;
  assistant_suspended_until: string | null;
  is_assistant_active: boolean;
  last_sentiment: number | null;
  average_sentiment: number | null;
  admin_tags: string[];
  created_at: string;
}

type TDeliveryStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

interface TMessageAction {
  type: string;
  schedule_id?: string;
  start_at?: string;
}

export interface TChatMessage {
  id: string;
  chat_id: string;
  role: TMessageRole;
  content: string;
  content_type: string;
  media: { url?: string; mime_type?: string; file_name?: string; fileName?: string; filename?: string; note?: string } | null;
  /** The client's file stored under the company (/uploads/…); null when it could not be downloaded. */
  media_url?: string | null;
  media_kind?: 'image' | 'audio' | 'video' | 'document' | null;
  media_mime_type?: string | null;
  media_size?: number | null;
  /** Voice note transcribed through the LLM provider. */
  transcription?: string | null;
  user_id: string | null;
  sentiment: number | null;
  delivery_status: TDeliveryStatus | null;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  actions: TMessageAction[];
}

/** Payload of the live `chat_update` event. */
export interface TChatUpdateEvent {
  chat: TChat;
  messages: TChatMessage[];
}

/** Payload of the live `message_update` event (sent, delivered, failed). */
export interface TMessageUpdateEvent {
  chat_id: string;
  message: TChatMessage;
}
