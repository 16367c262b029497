// What a brain turn reads about the company: its assistant settings, active services and FAQ.
import type { TAiToolType, TWhenAnswerAboutPrice } from '@agenda/shared/company';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyRow } from '../companies/service.js';
import { listServices } from '../scheduling/service.js';
import type { TBrainFaq, TBrainService, TBrainSettings } from './brain/types.js';
import { listFaqRows } from './repo-faqs.js';

export function brainSettings(c: TCompanyRow): TBrainSettings {
  return {
    company_name: c.name,
    timezone: c.timezone,
    currency: c.currency,
    assistant_language: c.assistant_language,
    custom_assistant_name: c.custom_assistant_name,
    custom_greeting: c.custom_greeting,
    is_greeting_clients_by_name: c.is_greeting_clients_by_name,
    custom_greeting_clients_instructions: c.custom_greeting_clients_instructions,
    chat_personality_slug: c.chat_personality_slug,
    custom_instructions: c.custom_instructions,
    when_answer_about_price: c.when_answer_about_price as TWhenAnswerAboutPrice,
    limit_suggestions_per_period: c.limit_suggestions_per_period,
    cancelation_observations: c.cancelation_observations,
    custom_transfer_instructions: c.custom_transfer_instructions,
    ignore_ai_tool_types: c.ignore_ai_tool_types as TAiToolType[],
    is_assistant_schedule_entry_confirm: c.is_assistant_schedule_entry_confirm,
    custom_assistant_schedule_entry_message: c.custom_assistant_schedule_entry_message,
  };
}

export async function brainServices(ctx: TAppContext, companyId: string): Promise<TBrainService[]> {
  const list = await listServices(ctx, companyId, { activeOnly: true });
  return list.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    duration_in_minutes: s.duration_in_minutes,
    price_type: s.price_type,
    price: s.price,
    price_max: s.price_max,
  }));
}

export async function brainFaqs(ctx: TAppContext, companyId: string): Promise<TBrainFaq[]> {
  const rows = await listFaqRows(ctx.db, companyId);
  return rows.map((f) => ({ id: f.id, question: f.question, answer: f.answer }));
}
