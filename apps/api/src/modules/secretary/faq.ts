// The FAQ the assistant answers from (/app/perguntas-frequentes). Written through the generic
// `general/update_or_create` call as entity 'faq'; read through REST and GraphQL.
import { ZFaqData, type TFaqData } from '@agenda/shared/schemas/secretary';
import { readabilityOfText } from '@agenda/shared/readability-pt';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { completeOnboardingStep } from '../companies/service.js';
import { defineGeneralEntity } from '../general/registry.js';
import { listServices } from '../scheduling/service.js';
import { deleteFaqRow, insertFaqRow, listFaqRows, updateFaqRow, type TFaqRow } from './repo-faqs.js';

const faqDto = (f: TFaqRow) => ({
  id: f.id,
  company_id: f.company_id,
  service_id: f.service_id,
  question: f.question,
  answer: f.answer,
  order: f.order,
  type: f.type,
  readability: readabilityOfText(f.answer),
  created_at: f.created_at.toISOString(),
  updated_at: f.updated_at.toISOString(),
});

export async function listFaqs(ctx: TAppContext, companyId: string) {
  return (await listFaqRows(ctx.db, companyId)).map(faqDto);
}

/** A FAQ may point at one of the company's own services only. */
async function assertOwnService(ctx: TAppContext, companyId: string, serviceId: string | null | undefined) {
  if (!serviceId) return;
  const [service] = await listServices(ctx, companyId, { ids: [serviceId] });
  if (!service)
    throw new AppError(422, 'service_id: Serviço não encontrado nesta empresa.', {
      errors: [{ path: 'service_id', message: 'Serviço não encontrado nesta empresa.' }],
    });
}

export async function upsertFaq(ctx: TAppContext, companyId: string, id: string | null, data: TFaqData) {
  await assertOwnService(ctx, companyId, data.service_id);
  const now = ctx.now();
  const values = {
    question: data.question,
    answer: data.answer,
    service_id: data.service_id ?? null,
    order: data.order ?? 0,
    type: data.type ?? 'general',
    updated_at: now,
  };
  let row: TFaqRow | undefined;
  if (id) {
    row = await updateFaqRow(ctx.db, companyId, id, values);
    if (!row) throw notFound('Pergunta não encontrada.');
  } else {
    row = await insertFaqRow(ctx.db, companyId, values, now);
    await completeOnboardingStep(ctx, companyId, 'add_faqs');
  }
  return faqDto(row!);
}

async function deleteFaq(ctx: TAppContext, companyId: string, id: string) {
  if (!(await deleteFaqRow(ctx.db, companyId, id))) throw notFound('Pergunta não encontrada.');
}

export const faqEntity = defineGeneralEntity({
  schema: ZFaqData,
  roles: ['owner', 'admin'],
  upsert: (ctx, access, id, data) => upsertFaq(ctx, access.companyId, id, data),
  remove: (ctx, access, id) => deleteFaq(ctx, access.companyId, id),
});
