// What a brain turn reads about the company: its assistant settings, active services and FAQ.
import { DAY_PART_KEYS, type TAiToolType, type TWhenAnswerAboutPrice } from '@agenda/shared/company';
import { effectiveDayParts } from '@agenda/shared/schemas/secretary-settings';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyRow } from '../companies/service.js';
import { listActiveCalendarsWithServices, listActiveServiceRows } from '../scheduling/service.js';
import type { TBrainCompanyInfo, TBrainFaq, TBrainProfessional, TBrainService, TBrainSettings } from './brain/types.js';
import { listFaqRows } from './repo-faqs.js';

export function brainSettings(c: TCompanyRow, personalityInstructions: string | null): TBrainSettings {
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
    chat_personality_instructions: personalityInstructions,
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
  const list = await listActiveServiceRows(ctx, companyId);
  return list.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    duration_in_minutes: s.duration_in_minutes,
    price_type: s.price_type,
    price: s.price,
    price_max: s.price_max,
    synonyms: s.synonyms,
  }));
}

type TWorkdays = { dow: number; is_available: boolean; work_hours: { start: string; end: string }[] }[];

/** Opening hours per weekday: the union of the professionals' hours (a day is open if anyone works). */
function openingHours(calendars: { workdays: TWorkdays }[]): TBrainCompanyInfo['opening_hours'] {
  return [0, 1, 2, 3, 4, 5, 6].map((dow) => {
    const ranges = calendars
      .flatMap((c) => c.workdays.filter((d) => d.dow === dow && d.is_available).flatMap((d) => d.work_hours))
      .sort((a, b) => a.start.localeCompare(b.start));
    const merged: { start: string; end: string }[] = [];
    for (const r of ranges) {
      const last = merged.at(-1);
      if (last && r.start <= last.end) last.end = r.end > last.end ? r.end : last.end;
      else merged.push({ ...r });
    }
    return { dow, ranges: merged };
  });
}

/**
 * The professionals (with the services each performs and the aliases the owner set) and what the
 * secretary knows of the business: address, opening hours, parts of the day (the owner's or the defaults).
 */
export async function brainTeamAndHours(
  ctx: TAppContext,
  company: Pick<TCompanyRow, 'id' | 'address' | 'day_parts'>,
): Promise<{ professionals: TBrainProfessional[]; company: TBrainCompanyInfo }> {
  const calendars = await listActiveCalendarsWithServices(ctx, company.id);
  const dayParts = effectiveDayParts(company.day_parts);
  return {
    professionals: calendars.map((c) => ({ calendar_id: c.id, title: c.title, aliases: c.aliases, service_ids: c.service_ids })),
    company: {
      address: company.address?.trim() || null,
      opening_hours: openingHours(calendars),
      day_parts: DAY_PART_KEYS.map((key) => ({ key, ...dayParts[key] })),
    },
  };
}

export async function brainFaqs(ctx: TAppContext, companyId: string): Promise<TBrainFaq[]> {
  const rows = await listFaqRows(ctx.db, companyId);
  return rows.map((f) => ({ id: f.id, question: f.question, answer: f.answer }));
}
