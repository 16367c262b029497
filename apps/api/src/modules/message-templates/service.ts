// Message templates (issue 11 item 8): the company's saved texts; the preview renders one on a real
// client with the same variables as the automations and reminders (scheduled-messages/variables.ts).
import type { TMessageTemplateDto, TSaveMessageTemplate } from '@agenda/shared/message-template';
import type { TAppContext } from '../../lib/context.js';
import { notFound } from '../../lib/app-error.js';
import { previewAutomation } from '../automations/service.js';
import { deleteTemplateRow, insertTemplateRow, listTemplateRows, updateTemplateRow, type TMessageTemplateRow } from './repo.js';

const NOT_FOUND = 'Modelo de mensagem não encontrado.';

const templateDto = (r: TMessageTemplateRow): TMessageTemplateDto => ({
  id: r.id,
  title: r.title,
  content: r.content,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const listTemplates = async (ctx: TAppContext, companyId: string) => (await listTemplateRows(ctx.db, companyId)).map(templateDto);

export async function createTemplate(ctx: TAppContext, companyId: string, body: TSaveMessageTemplate): Promise<TMessageTemplateDto> {
  const now = ctx.now();
  return templateDto(await insertTemplateRow(ctx.db, { company_id: companyId, ...body, created_at: now, updated_at: now }));
}

export async function changeTemplate(ctx: TAppContext, companyId: string, id: string, body: TSaveMessageTemplate) {
  const row = await updateTemplateRow(ctx.db, companyId, id, { ...body, updated_at: ctx.now() });
  if (!row) throw notFound(NOT_FOUND);
  return templateDto(row);
}

export async function removeTemplate(ctx: TAppContext, companyId: string, id: string): Promise<void> {
  if (!(await deleteTemplateRow(ctx.db, companyId, id))) throw notFound(NOT_FOUND);
}

/** The text as this client of the company would get it (their next, else last, appointment). */
export const previewTemplate = previewAutomation;
