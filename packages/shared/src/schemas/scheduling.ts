// Request schemas of the scheduling calls (docs/api.md "Scheduling"). The API parses every body and
// query with these; the screens use them in their forms.
import { z } from 'zod';
import { CALENDAR_COLORS } from '../calendar';
import { NOTIFY_ADVANCE_HOURS, SERVICE_RECURRENCE_DAYS, SLOT_INCREMENT_MINUTES } from '../options';
import { SCHEDULE_RECURRENCE_TYPES, SCHEDULE_STATUSES } from '../schedule';
import { SERVICE_PRICE_TYPES } from '../service';
import {
  DEFAULT_DATES_WINDOW_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  MAX_DATES_WINDOW_DAYS,
  MAX_MIN_NOTICE_MINUTES,
  RECURRENCE_MAX_OCCURRENCES,
  RECURRENCE_SCOPES,
} from '../scheduling-rules';
import { ZRescheduleDuration } from './client-reschedule';
import { ZPersonName, ZPhone } from './fields';
import { ZNameVariants } from './secretary-settings';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const text = (max: number) => z.string().trim().max(max, `Máximo de ${max} caracteres.`);
const optionalText = (max: number) => text(max).nullable().optional();
// Zod runs object refinements even when a field already failed: refinements check their inputs.
const isDate = (v: unknown): v is Date => v instanceof Date && !Number.isNaN(v.getTime());
const after = (a: unknown, b: unknown) => !isDate(a) || !isDate(b) || b.getTime() > a.getTime();
const within = (a: unknown, b: unknown, ms: number) => !isDate(a) || !isDate(b) || b.getTime() - a.getTime() <= ms;

const ZId = z.uuid({ error: 'Identificador inválido.' });
/** An instant with its offset: '2026-07-01T13:00:00Z' or '2026-07-01T10:00:00-03:00'. */
const ZInstant = z.iso
  .datetime({ offset: true, error: 'Data e hora inválidas (use ISO 8601 com fuso).' })
  .refine((v) => Number(v.slice(0, 4)) >= 1970 && Number(v.slice(0, 4)) <= 2200, 'Data fora do intervalo permitido.')
  .transform((v) => new Date(v));
/** A calendar day in the company's timezone, as schedule dates are sent (docs/spec.md §5). */
const ZApiDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Data inválida.')
  .refine((v) => Number(v.slice(0, 4)) >= 1970 && Number(v.slice(0, 4)) <= 2200, 'Data fora do intervalo permitido.');
const ZApiMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use AAAA-MM).')
  .refine((v) => Number(v.slice(0, 4)) >= 1970 && Number(v.slice(0, 4)) <= 2200, 'Data fora do intervalo permitido.');
// ── Working hours ────────────────────────────────────────────────────────────────────────────
const ZWorkHoursRange = z
  .object({ start: z.string().regex(TIME, 'Horário inválido (use HH:mm).'), end: z.string().regex(TIME, 'Horário inválido (use HH:mm).') })
  .refine((r) => minutes(r.start) < minutes(r.end), { message: 'O fim precisa ser depois do início.', path: ['end'] });

/** One weekday; breaks are the gaps between several work_hours ranges (08:00-12:00, 13:00-18:00). */
const ZWorkdayInput = z
  .object({
    dow: z.number().int().min(0).max(6),
    is_available: z.boolean(),
    work_hours: z.array(ZWorkHoursRange).max(12, 'No máximo 12 intervalos por dia.'),
    label: z.string().max(40).optional(),
    short_label: z.string().max(10).optional(),
  })
  .superRefine((day, ctx) => {
    if (
      !Array.isArray(day.work_hours) ||
      !day.work_hours.every((r) => typeof r?.start === 'string' && TIME.test(r.start) && typeof r.end === 'string' && TIME.test(r.end))
    )
      return;
    if (day.is_available && day.work_hours.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Informe ao menos um intervalo para um dia disponível.', path: ['work_hours'] });
    }
    const sorted = [...day.work_hours].sort((a, b) => minutes(a.start) - minutes(b.start));
    for (let i = 1; i < sorted.length; i++) {
      if (minutes(sorted[i]!.start) < minutes(sorted[i - 1]!.end)) {
        ctx.addIssue({ code: 'custom', message: 'Os intervalos de horário se sobrepõem.', path: ['work_hours'] });
        break;
      }
    }
  })
  .transform((day) => ({
    dow: day.dow,
    is_available: day.is_available,
    work_hours: [...day.work_hours].sort((a, b) => minutes(a.start) - minutes(b.start)),
  }));

/** The seven weekdays, each once (dow 0 = Sunday, as dayjs().day()). */
export const ZWorkdays = z
  .array(ZWorkdayInput)
  .length(7, 'Informe os 7 dias da semana.')
  .refine((days) => !Array.isArray(days) || new Set(days.map((d) => d?.dow)).size === 7, 'Cada dia da semana deve aparecer uma vez.')
  .transform((days) => [...days].sort((a, b) => a.dow - b.dow));

/** entity "company_workdays": the company's opening hours (/app/horarios-de-funcionamento). */
export const ZCompanyWorkdaysBody = z.object({
  workdays: ZWorkdays,
  /** Also copy these hours to every calendar of the company. */
  apply_to_calendars: z.boolean().optional().default(false),
});
export type TCompanyWorkdaysBody = z.infer<typeof ZCompanyWorkdaysBody>;

// ── Calendar ─────────────────────────────────────────────────────────────────────────────────
export const ZCalendarBody = z.object({
  title: text(80).min(1, 'Informe o nome da agenda.'),
  description: optionalText(500),
  color: z.enum(CALENDAR_COLORS, { error: 'Escolha uma das cores.' }),
  aliases: ZNameVariants.optional(),
  /** Omitted on create: the company's hours are copied. */
  workdays: ZWorkdays.optional(),
  slots_increment_in_minutes: z.literal([...SLOT_INCREMENT_MINUTES], { error: 'Intervalo inválido.' }).optional(),
  is_active: z.boolean().optional(),
  /** How many days ahead clients may book. */
  dates_window: z.number().int().min(1).max(MAX_DATES_WINDOW_DAYS).optional(),
  /** Clients may not book closer to now than this. */
  min_notice_in_minutes: z.number().int().min(0).max(MAX_MIN_NOTICE_MINUTES).optional(),
  is_notify_fixed_hour: z.boolean().optional(),
  notify_fixed_hour: z.string().regex(TIME, 'Horário inválido (use HH:mm).').nullable().optional(),
  notify_advance_in_hours: z.literal([...NOTIFY_ADVANCE_HOURS], { error: 'Antecedência inválida.' }).optional(),
  /** Services this calendar performs (replaces the list when given). */
  service_ids: z.array(ZId).max(500).optional(),
  /** Company users allowed to use this calendar (their company_users.calendar_ids; replaces when given). */
  user_ids: z.array(ZId).max(500).optional(),
});
export type TCalendarBody = z.infer<typeof ZCalendarBody>;
export const CALENDAR_DEFAULTS = { dates_window: DEFAULT_DATES_WINDOW_DAYS, min_notice_in_minutes: DEFAULT_MIN_NOTICE_MINUTES } as const;

// ── Service ──────────────────────────────────────────────────────────────────────────────────
const cents = z.number().int('Valor em centavos.').min(0).max(100_000_000);
export const ZServiceBody = z
  .object({
    title: text(120).min(1, 'Informe o nome do serviço.'),
    slug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens.')
      .optional(),
    description: optionalText(2000),
    synonyms: ZNameVariants.optional(),
    duration_in_minutes: z
      .number()
      .int()
      .min(5, 'Mínimo de 5 minutos.')
      .max(24 * 60, 'Máximo de 24 horas.'),
    price_type: z.enum(SERVICE_PRICE_TYPES),
    /** Cents: the price (fixed) or the lowest price (range). */
    price: cents.nullable().optional(),
    /** Cents: the highest price (range). */
    price_max: cents.nullable().optional(),
    expected_recurrence_in_days: z
      .literal([...SERVICE_RECURRENCE_DAYS], { error: 'Recorrência inválida.' })
      .nullable()
      .optional(),
    is_active: z.boolean().optional(),
    /** An image the API stored (POST …/service/{id}/upload_image → /uploads/…) or one hosted elsewhere. */
    image_url: z
      .string()
      .trim()
      .max(500)
      .refine((v) => (/^\/uploads\/[\w./-]+$/.test(v) && !v.includes('..')) || /^https?:\/\/\S+$/.test(v), 'Endereço inválido.')
      .nullable()
      .optional(),
    /** Calendars that perform it (replaces the list when given). */
    calendar_ids: z.array(ZId).max(500).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.price_type === 'fixed' && s.price == null) ctx.addIssue({ code: 'custom', message: 'Informe o preço.', path: ['price'] });
    if (s.price_type === 'range') {
      if (s.price == null) ctx.addIssue({ code: 'custom', message: 'Informe o preço mínimo.', path: ['price'] });
      if (s.price_max == null) ctx.addIssue({ code: 'custom', message: 'Informe o preço máximo.', path: ['price_max'] });
      if (typeof s.price === 'number' && typeof s.price_max === 'number' && s.price_max < s.price) {
        ctx.addIssue({ code: 'custom', message: 'O preço máximo precisa ser maior que o mínimo.', path: ['price_max'] });
      }
    }
  });
export type TServiceBody = z.infer<typeof ZServiceBody>;

// ── Blocked period ───────────────────────────────────────────────────────────────────────────
export const ZBlockedPeriodBody = z
  .object({
    /** null = every calendar of the company (one row per calendar, sharing group_id). */
    calendar_id: ZId.nullable(),
    start_at: ZInstant,
    end_at: ZInstant,
    reason: optionalText(300),
    /** Cancel the schedules the period covers, in the same transaction. */
    is_cancel_schedules: z.boolean().optional().default(false),
    /** Sent to the clients whose schedules are canceled (and kept as their canceled_reason). */
    message_to_canceled_schedules: optionalText(1000),
  })
  .refine((b) => after(b.start_at, b.end_at), { message: 'O fim precisa ser depois do início.', path: ['end_at'] })
  .refine((b) => within(b.start_at, b.end_at, 400 * 86_400_000), {
    message: 'Período longo demais (máximo de 400 dias).',
    path: ['end_at'],
  });
export type TBlockedPeriodBody = z.infer<typeof ZBlockedPeriodBody>;

/** POST /user/{company}/schedule/cancel_schedules_batch (docs/spec.md §7). */
export const ZCancelSchedulesBatchBody = z.object({
  blocked_period: ZBlockedPeriodBody,
  schedules_ids_to_cancel: z.array(ZId).max(2000).default([]),
});
export type TCancelSchedulesBatchBody = z.infer<typeof ZCancelSchedulesBatchBody>;

// ── Schedule ─────────────────────────────────────────────────────────────────────────────────
const ZRecurrenceScope = z.enum(RECURRENCE_SCOPES).default('this');

/** entity "schedule" without id: a new booking by staff. */
export const ZScheduleCreateBody = z
  .object({
    client_id: ZId.optional(),
    /** A new or existing client (found by phone) instead of client_id. */
    client: z.object({ name: ZPersonName, phone: ZPhone }).optional(),
    service_id: ZId,
    /** null = the first free calendar that performs the service. */
    calendar_id: ZId.nullable().default(null),
    start_at: ZInstant,
    /** Staff may change the length; defaults to the service's duration. */
    duration_in_minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .optional(),
    client_observation: optionalText(2000),
    company_observation: optionalText(2000),
    price: cents.nullable().optional(),
    recurrence_type: z.enum(SCHEDULE_RECURRENCE_TYPES).default('no_recurrence'),
    /** Occurrences including the first (weekly 12, monthly 6 when omitted). */
    recurrence_count: z.number().int().min(1).max(RECURRENCE_MAX_OCCURRENCES).optional(),
  })
  .refine((b) => Boolean(b.client_id) !== Boolean(b.client), { message: 'Informe o cliente.', path: ['client_id'] });

/** entity "schedule" with id: details, status, or a move (start_at / calendar_id), for this or the following occurrences. */
export const ZScheduleUpdateBody = z
  .object({
    start_at: ZInstant.optional(),
    calendar_id: ZId.optional(),
    status: z.enum(SCHEDULE_STATUSES).optional(),
    client_observation: optionalText(2000),
    company_observation: optionalText(2000),
    price: cents.nullable().optional(),
    canceled_reason: optionalText(1000),
    scope: ZRecurrenceScope,
  })
  .strict();

export const ZScheduleStatusBody = z.object({
  status: z.enum(SCHEDULE_STATUSES, { error: 'Status inválido.' }),
  reason: optionalText(1000),
  scope: ZRecurrenceScope,
});

export const ZRescheduleBody = z.object({
  start_at: ZInstant,
  calendar_id: ZId.optional(),
  duration_in_minutes: ZRescheduleDuration.optional(),
  scope: ZRecurrenceScope,
});

export const ZCancelScheduleBody = z.object({ reason: optionalText(1000), scope: ZRecurrenceScope });

/** GET /user/{company}/schedule/available_slots (reschedule suggestions for staff). */
export const ZStaffAvailableSlotsQuery = z
  .object({
    service_id: ZId,
    calendar_id: ZId.optional(),
    from: ZInstant,
    to: ZInstant,
    limit: z.coerce.number().int().min(1).max(500).default(50),
    /** The schedule being moved: its own time does not count as busy. */
    exclude_schedule_id: ZId.optional(),
  })
  .refine((q) => after(q.from, q.to), { message: 'O fim precisa ser depois do início.', path: ['to'] })
  .refine((q) => within(q.from, q.to, 62 * 86_400_000), { message: 'No máximo 62 dias.', path: ['to'] });

/** GET /user/{company}/blocked_period/conflicts: schedules a new blocked period would cover. */
export const ZBlockedPeriodConflictsQuery = z
  .object({ calendar_id: ZId.optional(), start_at: ZInstant, end_at: ZInstant })
  .refine((q) => after(q.start_at, q.end_at), { message: 'O fim precisa ser depois do início.', path: ['end_at'] })
  .refine((q) => within(q.start_at, q.end_at, 400 * 86_400_000), {
    message: 'Período longo demais (máximo de 400 dias).',
    path: ['end_at'],
  });

// ── Public page and client ───────────────────────────────────────────────────────────────────
export const ZPublicAvailableDaysQuery = z.object({ service_id: ZId, calendar_id: ZId.optional(), month: ZApiMonth });
export const ZPublicAvailableSlotsQuery = z.object({ service_id: ZId, calendar_id: ZId.optional(), date: ZApiDate });

/** POST /client/{company}/schedule/book. */
export const ZClientBookBody = z.object({
  service_id: ZId,
  calendar_id: ZId.nullable().default(null),
  start_at: ZInstant,
  observation: optionalText(1000),
});

export const ZClientCancelBody = z.object({ reason: optionalText(1000) });
