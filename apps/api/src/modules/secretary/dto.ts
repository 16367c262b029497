// Rows → the shared chat DTOs (packages/shared/src/schemas/secretary-dto.ts): REST, GraphQL and
// the live `chat_update` event.
import type { TChatDto, TChatMediaDto, TChatMessageDto, TMessageActionDto } from '@agenda/shared/schemas/secretary-dto';
import type { TChatRow, TMessageRow } from './repo.js';

export function chatDto(c: TChatRow, now: Date): TChatDto {
  const suspended = !!c.assistant_suspended_until && c.assistant_suspended_until > now;
  return {
    id: c.id,
    company_id: c.company_id,
    client_id: c.client_id,
    // A text column: the intake writes only CHANNELS values.
    channel: c.channel as TChatDto['channel'],
    integration_id: c.integration_id,
    remote_id: c.remote_id,
    display_name: c.display_name,
    last_message_at: c.last_message_at?.toISOString() ?? null,
    last_message_preview: c.last_message_preview,
    unread_count: c.unread_count,
    is_transferred_to_human: c.is_transferred_to_human,
    transferred_at: c.transferred_at?.toISOString() ?? null,
    assistant_suspended_until: suspended ? c.assistant_suspended_until!.toISOString() : null,
    is_assistant_active: !suspended,
    last_sentiment: c.last_sentiment,
    average_sentiment: c.average_sentiment,
    admin_tags: c.admin_tags,
    created_at: c.created_at.toISOString(),
  };
}

export function messageDto(m: TMessageRow): TChatMessageDto {
  return {
    id: m.id,
    chat_id: m.chat_id,
    role: m.role,
    content: m.content,
    content_type: m.content_type,
    // jsonb written by the intake from the provider's attachment fields.
    media: m.media as TChatMediaDto | null,
    media_url: m.media_url,
    media_kind: m.media_kind,
    media_mime_type: m.media_mime_type,
    media_size: m.media_size,
    transcription: m.transcription,
    external_id: m.external_id,
    user_id: m.user_id,
    sentiment: m.sentiment,
    delivery_status: m.delivery_status,
    attempts: m.attempts,
    last_error: m.delivery_status === 'failed' ? m.last_error : null,
    sent_at: m.sent_at?.toISOString() ?? null,
    created_at: m.created_at.toISOString(),
    actions: (m.meta.actions as TMessageActionDto[] | undefined) ?? [],
  };
}
