import { formatPhone } from '@agenda/shared/phone';
import type { TChat } from '../../api/chat-types';

/** How the client is reached: the phone for WhatsApp/web, @username for Instagram. */
export function contactOf(chat: Pick<TChat, 'channel' | 'remote_id'>): string {
  if (chat.channel === 'whatsapp' || chat.channel === 'web') return formatPhone(`+${chat.remote_id.replace(/\D/g, '')}`);
  if (chat.channel === 'instagram') return chat.remote_id.startsWith('@') ? chat.remote_id : `@${chat.remote_id}`;
  if (chat.channel === 'test') return 'Conversa de teste';
  return chat.remote_id;
}
