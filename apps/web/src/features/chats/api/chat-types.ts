// Shapes of the secretary's chats as the API returns them (REST, GraphQL and the live
// `chat_update` / `message_update` events of the company room): the shared DTO schemas.
import type { TChatDto, TChatMessageDto } from '@agenda/shared/schemas/secretary-dto';

export type TChat = TChatDto;
export type TChatMessage = TChatMessageDto;

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
