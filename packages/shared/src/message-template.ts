// Message templates (issue 11 item 8, /app/mensagens): the company's saved texts with variables
// ({{name}}, {{company_name}}, {{schedule_date}}, {{schedule_time}}, {{service_name}}), used by staff in
// /app/chats and as the starting text of automations and scheduled messages.
import { z } from 'zod';

const MAX_CONTENT = 2000;

export const ZSaveMessageTemplate = z.object({
  title: z.string().trim().min(1, 'Dê um nome ao modelo.').max(80, 'O nome pode ter até 80 caracteres.'),
  content: z.string().trim().min(1, 'Escreva o texto do modelo.').max(MAX_CONTENT, `O texto pode ter até ${MAX_CONTENT} caracteres.`),
});
export type TSaveMessageTemplate = z.infer<typeof ZSaveMessageTemplate>;

export const ZMessageTemplate = ZSaveMessageTemplate.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMessageTemplateDto = z.infer<typeof ZMessageTemplate>;

/** POST …/message-templates/preview: the text as this client of the company would get it. */
export const ZMessageTemplatePreview = z.object({
  client_id: z.uuid('Escolha um cliente.'),
  content: z.string().max(MAX_CONTENT, `O texto pode ter até ${MAX_CONTENT} caracteres.`),
});

export const TEMPLATE_VARIABLES = [
  ['{{name}}', 'Nome do cliente'],
  ['{{company_name}}', 'Nome da empresa'],
  ['{{service_name}}', 'Serviço do próximo horário'],
  ['{{schedule_date}}', 'Data do próximo horário'],
  ['{{schedule_time}}', 'Hora do próximo horário'],
] as const;
