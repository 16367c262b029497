import { CHANNELS } from '../channel';
import { z } from 'zod';
import { CHAT_SORT_OPTIONS, CHAT_ADMIN_TAGS } from '../chat';
import { READ_MESSAGE_OPTIONS, WHATSAPP_INTEGRATION_VARIANTS } from '../integration';
import type { TDialogueStateDto } from './dialogue-state-dto';
import { ZPersonName, ZPhone } from './fields';

/** POST /user/{company}/playground/message: one client message to the real brain on the test channel. */
export const ZPlaygroundMessageBody = z.object({
  message: z.string({ error: 'Escreva a mensagem.' }).trim().min(1, 'Escreva a mensagem.').max(4000, 'Mensagem longa demais.'),
  client: z.object({ name: ZPersonName, phone: ZPhone }),
});
export type TPlaygroundMessageBody = z.infer<typeof ZPlaygroundMessageBody>;

export interface TBrainActionDto {
  type: string;
  schedule_id?: string;
  start_at?: string;
}

export interface TPlaygroundMessageAnswer {
  replies: string[];
  actions: TBrainActionDto[];
  chat_id?: string;
  /** The client the phone identified (an existing client of the company, or a new playground one). */
  client_id?: string;
  /** What the secretary holds after the turn (slots, pending proposal, last offered times). */
  dialogue_state?: TDialogueStateDto;
}

/** Staff answering a chat from /app/chats (role user). */
export const ZStaffMessageBody = z.object({
  content: z.string({ error: 'Escreva a mensagem.' }).trim().min(1, 'Escreva a mensagem.').max(4000, 'Mensagem longa demais.'),
});
export type TStaffMessageBody = z.infer<typeof ZStaffMessageBody>;

export const ZChatListQuery = z.object({
  sort: z.enum(CHAT_SORT_OPTIONS).default('last_message'),
  search: z.string().trim().max(100).optional(),
  client_id: z.uuid().optional(),
  /** Without it the inbox leaves out the playground's `test` chats (a client's page shows every channel). */
  channel: z.enum(CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TChatListQuery = z.infer<typeof ZChatListQuery>;

export const ZChatMessagesQuery = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TChatMessagesQuery = z.infer<typeof ZChatMessagesQuery>;

export const ZChatAdminTagsBody = z.object({ admin_tags: z.array(z.enum(CHAT_ADMIN_TAGS)).max(CHAT_ADMIN_TAGS.length) });

/** The FAQ entity of `general/update_or_create` ('faq'). */
export const ZFaqData = z
  .object({
    question: z.string({ error: 'Informe a pergunta.' }).trim().min(3, 'Informe a pergunta.').max(500, 'Pergunta longa demais.'),
    answer: z.string({ error: 'Informe a resposta.' }).trim().min(1, 'Informe a resposta.').max(4000, 'Resposta longa demais.'),
    service_id: z.uuid().nullable().optional(),
    order: z.number().int().min(0).max(10_000).optional(),
    type: z.string().trim().max(40).optional(),
  })
  .strict();
export type TFaqData = z.infer<typeof ZFaqData>;

/** Connect a WhatsApp number through the gateway (QR code) — whatsapp_baileys / whatsapp_miau. */
export const ZWhatsappConnectBody = z.object({
  identifier: z.enum(WHATSAPP_INTEGRATION_VARIANTS).default('whatsapp_miau'),
  phone_to_send_qr: ZPhone.nullable().optional(),
});
export type TWhatsappConnectBody = z.infer<typeof ZWhatsappConnectBody>;

/** Connect an official WhatsApp Business number (Cloud API) after Meta's embedded sign-up. */
export const ZWhatsappCloudConnectBody = z.object({
  phone_number_id: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'phone_number_id inválido.'),
  access_token: z.string().trim().min(10).max(2000),
  display_phone_number: z.string().trim().max(32).optional(),
});
export type TWhatsappCloudConnectBody = z.infer<typeof ZWhatsappCloudConnectBody>;

/** Result of the Instagram redirect modal (Instagram Login): the professional account and its token. */
export const ZInstagramConnectBody = z.object({
  ig_account_id: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'Conta do Instagram inválida.'),
  access_token: z.string().trim().min(10).max(2000),
  username: z.string().trim().max(60).optional(),
});
export type TInstagramConnectBody = z.infer<typeof ZInstagramConnectBody>;

export const ZIntegrationSettingsBody = z.object({ read_message_option: z.enum(READ_MESSAGE_OPTIONS) }).strict();
export type TIntegrationSettingsBody = z.infer<typeof ZIntegrationSettingsBody>;
