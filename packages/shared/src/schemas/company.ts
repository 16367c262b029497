import { z } from 'zod';
import {
  AI_TOOL_TYPES,
  COMPANY_CATEGORIES,
  CUSTOM_INSTRUCTION_AREAS,
  CURRENCIES,
  LANGUAGES,
  ONBOARDING_STEPS,
  TIMEZONES,
  WHEN_ANSWER_ABOUT_PRICE,
} from '../company';
import { AUTO_PILOT_INTENSITIES } from '../auto-pilot';
import { normalizeInstagramHandle } from '../instagram';
import { ZPhone } from './fields';
import { ZCompanyAddress, ZDayParts } from './secretary-settings';

const optionalText = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres.`).nullable().optional();

const ZCompanyName = z
  .string({ error: 'Informe o nome da empresa.' })
  .trim()
  .min(2, 'Informe o nome da empresa.')
  .max(80, 'Nome longo demais (máximo de 80 caracteres).');

const ZWorkHours = z.object({
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:mm).'),
  end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:mm).'),
});

const ZWorkday = z.object({
  dow: z.number().int().min(0).max(6),
  is_available: z.boolean(),
  work_hours: z.array(ZWorkHours).max(12),
});

/** What the owner types when creating a company (the form of /login/finalizar-cadastro). */
export const ZCompanyStoreBody = z.object({
  name: ZCompanyName,
  field: z.enum(COMPANY_CATEGORIES, { error: 'Escolha o segmento da empresa.' }).default('outro'),
  phone: ZPhone.optional().nullable(),
  description: optionalText(2000),
  timezone: z.enum(TIMEZONES, { error: 'Fuso horário inválido.' }).optional(),
  currency: z.enum(CURRENCIES).optional(),
  signup_plan_identifier: z.string().max(60).optional().nullable(),
});
export type TCompanyStoreBody = z.infer<typeof ZCompanyStoreBody>;

const ZUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+\.\S+/.test(v), 'Endereço inválido (comece com https://).');

/** An image the API stored (/uploads/…) or one hosted elsewhere over https. */
const ZImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => (/^\/uploads\/[\w./-]+$/.test(v) && !v.includes('..')) || /^https:\/\/\S+\.\S+/.test(v), 'Imagem inválida.');

/** Fields an owner or admin may change; platform-only fields (is_blocked, tags, owner) are not here. */
export const ZCompanyUpdateBody = z
  .object({
    name: ZCompanyName,
    field: z.enum(COMPANY_CATEGORIES),
    slug: z
      .string()
      .trim()
      .min(3, 'O endereço precisa de pelo menos 3 caracteres.')
      .max(60)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use apenas letras minúsculas, números e hífens.'),
    description: optionalText(2000),
    custom_greeting: optionalText(1000),
    chat_personality_slug: optionalText(60),
    website: ZUrl.nullable(),
    phone: ZPhone.nullable(),
    instagram: z
      .string()
      .max(200)
      .transform((v) => normalizeInstagramHandle(v))
      .nullable(),
    google: optionalText(500),
    hours_to_suspend_assistant_after_human_intervention: z
      .number()
      .min(0)
      .max(24 * 7),
    reminder_custom_message: optionalText(1000),
    timezone: z.enum(TIMEZONES),
    assistant_language: z.enum(LANGUAGES),
    currency: z.enum(CURRENCIES),
    bday_message: optionalText(1000),
    send_reminder_message: z.boolean(),
    custom_instructions: z.partialRecord(z.enum(CUSTOM_INSTRUCTION_AREAS), z.string().max(4000)),
    min_response_delay: z.number().int().min(0).max(600),
    cancelation_observations: optionalText(2000),
    when_answer_about_price: z.enum(WHEN_ANSWER_ABOUT_PRICE),
    limit_suggestions_per_period: z.number().int().min(1).max(20),
    /** Upcoming bookings one client may hold (public page and secretary); 0 = no limit. */
    max_upcoming_schedules_per_client: z
      .number({ error: 'Informe um número.' })
      .int('Use um número inteiro.')
      .min(0, 'Use 0 para não limitar.')
      .max(100, 'No máximo 100.'),
    is_auto_pilot_enabled: z.boolean(),
    auto_pilot_intensity: z.enum(AUTO_PILOT_INTENSITIES),
    max_active_messages_per_day: z.number().int().min(0).max(1000),
    onboarding: z.partialRecord(z.enum(ONBOARDING_STEPS), z.boolean()),
    is_greeting_clients_by_name: z.boolean(),
    custom_greeting_clients_instructions: optionalText(2000),
    custom_assistant_name: optionalText(60),
    custom_transfer_instructions: optionalText(2000),
    is_assistant_for_clients_enabled: z.boolean(),
    is_assistant_for_users_enabled: z.boolean(),
    ignore_ai_tool_types: z.array(z.enum(AI_TOOL_TYPES)).max(AI_TOOL_TYPES.length),
    is_assistant_schedule_entry_confirm: z.boolean(),
    custom_assistant_schedule_entry_message: optionalText(1000),
    avatar_url: ZImageUrl.nullable(),
    cover_url: ZImageUrl.nullable(),
    workdays: z.array(ZWorkday).length(7, 'Informe os 7 dias da semana.'),
    address: ZCompanyAddress,
    day_parts: ZDayParts,
  })
  .partial()
  .strict();
export type TCompanyUpdateBody = z.infer<typeof ZCompanyUpdateBody>;
