// Scheduled messages (docs/spec.md §3 "Scheduled message types"): messages planned for a client and
// sent through the secretary's outbox when due (issue 11). One contract for the API and the web app.
import { z } from 'zod';

export const SCHEDULED_MESSAGE_TYPES = [
  'schedule_reminder',
  'after_schedule',
  'before_schedule',
  'after_cancel_schedule',
  'after_service_interest_and_not_scheduled',
  'auto_pilot',
  'birthday',
  'manual',
] as const;
export type TScheduledMessageTypeName = (typeof SCHEDULED_MESSAGE_TYPES)[number];

export const SCHEDULED_MESSAGE_TYPE_LABELS: Record<TScheduledMessageTypeName, string> = {
  schedule_reminder: 'Lembrete de horário',
  after_schedule: 'Após o agendamento',
  before_schedule: 'Antes do agendamento',
  after_cancel_schedule: 'Após cancelamento',
  after_service_interest_and_not_scheduled: 'Interesse sem agendamento',
  auto_pilot: 'Piloto automático',
  birthday: 'Aniversário',
  manual: 'Manual',
};

export const SCHEDULED_MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'canceled'] as const;
export type TScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];
export const SCHEDULED_MESSAGE_STATUS_LABELS: Record<TScheduledMessageStatus, string> = {
  pending: 'Agendada',
  sent: 'Enviada',
  failed: 'Falhou',
  canceled: 'Cancelada',
};

const SCHEDULED_MESSAGE_SOURCES = ['schedule', 'automation', 'manual', 'auto_pilot'] as const;

const MESSAGE_CHANNELS = ['whatsapp', 'instagram'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<TMessageChannel, string> = { whatsapp: 'WhatsApp', instagram: 'Instagram' };

export const ZScheduledMessage = z.object({
  id: z.string(),
  company_id: z.string(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  schedule_id: z.string().nullable(),
  type: z.enum(SCHEDULED_MESSAGE_TYPES),
  source: z.enum(SCHEDULED_MESSAGE_SOURCES),
  channel: z.enum(MESSAGE_CHANNELS),
  content: z.string(),
  due_at: z.string(),
  status: z.enum(SCHEDULED_MESSAGE_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** The outbox's delivery status of the message that carried it (sent, delivered, read, failed…). */
  delivery_status: z.string().nullable(),
  sent_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
});
export type TScheduledMessageDto = z.infer<typeof ZScheduledMessage>;

const MAX_CONTENT = 4000;
const ZContent = z
  .string()
  .trim()
  .min(1, 'Escreva o texto da mensagem.')
  .max(MAX_CONTENT, `A mensagem pode ter até ${MAX_CONTENT} caracteres.`);

export const ZScheduledMessageFilter = z.object({
  status: z.enum(SCHEDULED_MESSAGE_STATUSES).optional(),
  type: z.enum(SCHEDULED_MESSAGE_TYPES).optional(),
  client_id: z.uuid('Cliente inválido.').optional(),
  from: z.iso.datetime({ offset: true, message: 'Data inicial inválida.' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'Data final inválida.' }).optional(),
});
export type TScheduledMessageFilter = z.infer<typeof ZScheduledMessageFilter>;

/** A message by hand (the scheduled-message modal); without `channel` it goes to the client's latest conversation. */
export const ZCreateScheduledMessage = z.object({
  client_id: z.uuid('Cliente inválido.'),
  content: ZContent,
  due_at: z.iso.datetime({ offset: true, message: 'Data de envio inválida.' }),
  channel: z.enum(MESSAGE_CHANNELS, 'Escolha WhatsApp ou Instagram.').optional(),
});
export type TCreateScheduledMessage = z.infer<typeof ZCreateScheduledMessage>;

export const ZUpdateScheduledMessage = z.object({ content: ZContent });

/** The variables a message text may use, as `{{name}}`. */
export type TMessageVariables = Partial<
  Record<'name' | 'company_name' | 'schedule_date' | 'schedule_time' | 'service_name' | 'schedule_datetime', string>
>;

/** Replaces `{{variable}}` by its value; an unknown or missing variable becomes empty text. */
export function renderMessageVariables(text: string, vars: TMessageVariables): string {
  return text
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_m, key: string) => (vars as Record<string, string | undefined>)[key] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

export const DEFAULT_REMINDER_MESSAGE =
  'Olá, {{name}}! Passando para lembrar do seu horário de *{{service_name}}* em {{schedule_date}} às {{schedule_time}} na {{company_name}}. ' +
  'Responda *confirmo* para confirmar, ou me diga se precisa remarcar ou cancelar.';
