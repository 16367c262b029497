// Automations of a company (/app/automacoes): list, create, change, delete, and the live preview of
// a message on a real client. Writing one needs the `automations` extra feature (403 with the hint to
// enable it otherwise); a service must be the company's own.
import type { TAutomationDto, TSaveAutomation } from '@agenda/shared/automation';
import { notFound, badRequest } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { findCompanyById } from '../companies/service.js';
import { renderForClient } from '../scheduled-messages/variables.js';
import { extraFeatureRequired, hasExtraFeature } from '../subscriptions/feature-gate.js';
import {
  clientName,
  countOwnServices,
  deleteAutomationRow,
  findAutomationRow,
  insertAutomationRow,
  listAutomationRows,
  previewScheduleOf,
  updateAutomationRow,
  type TAutomationRow,
} from './repo.js';

const NOT_FOUND = 'Automação não encontrada.';

function automationDto(row: TAutomationRow): TAutomationDto {
  return {
    id: row.id,
    company_id: row.company_id,
    title: row.title,
    trigger: row.trigger,
    action: row.action,
    time_operation: row.time_operation,
    time_unit: row.time_unit,
    time_value: row.time_value,
    use_service_recurrence: row.use_service_recurrence,
    content: row.content,
    tag: row.tag,
    service_ids: row.service_ids,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const listAutomations = async (ctx: TAppContext, companyId: string) =>
  (await listAutomationRows(ctx.db, companyId)).map(automationDto);

async function checked(ctx: TAppContext, companyId: string, input: TSaveAutomation) {
  if (!(await hasExtraFeature(ctx, companyId, 'automations'))) throw extraFeatureRequired('automations');
  if (input.service_ids.length) {
    if ((await countOwnServices(ctx.db, companyId, input.service_ids)) !== new Set(input.service_ids).size)
      throw badRequest('Escolha serviços da sua empresa.');
  }
  return { ...input, tag: input.action === 'set_client_tag' ? input.tag : null };
}

export async function createAutomation(ctx: TAppContext, companyId: string, body: TSaveAutomation): Promise<TAutomationDto> {
  const input = await checked(ctx, companyId, body);
  return automationDto(await insertAutomationRow(ctx.db, { ...input, company_id: companyId }));
}

export async function changeAutomation(ctx: TAppContext, companyId: string, id: string, body: TSaveAutomation): Promise<TAutomationDto> {
  const input = await checked(ctx, companyId, body);
  const row = await updateAutomationRow(ctx.db, companyId, id, { ...input, updated_at: ctx.now() });
  if (!row) throw notFound(NOT_FOUND);
  return automationDto(row);
}

export async function removeAutomation(ctx: TAppContext, companyId: string, id: string): Promise<void> {
  if (!(await findAutomationRow(ctx.db, companyId, id))) throw notFound(NOT_FOUND);
  await deleteAutomationRow(ctx.db, companyId, id);
}

/** The text as this client would get it, with their next (or last) appointment's details. */
export async function previewAutomation(ctx: TAppContext, companyId: string, input: { client_id: string; content: string }) {
  const company = await findCompanyById(ctx, companyId);
  const name = await clientName(ctx.db, companyId, input.client_id);
  if (!company || name === undefined) throw notFound('Cliente não encontrado.');
  const schedule = await previewScheduleOf(ctx.db, companyId, input.client_id, ctx.now());
  return { content: renderForClient(input.content, { company, clientName: name, schedule }) };
}
