// Waitlist (issue 11 item 7): a client waiting for a time of a service, offered the first matching
// slot that frees (cancel, move, blocked period removed), held for the company's waitlist_hold_minutes.
import { z } from 'zod';
import { DAY_PART_KEYS } from './company';
import { isValidTime } from './datetime';

const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'canceled'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<TWaitlistStatus, string> = {
  waiting: 'Aguardando',
  offered: 'Horário oferecido',
  booked: 'Agendado',
  canceled: 'Cancelado',
};

const WAITLIST_SOURCES = ['app', 'secretary', 'reminder', 'public'] as const;
export type TWaitlistSource = (typeof WAITLIST_SOURCES)[number];

const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida (use AAAA-MM-DD).');
const ZLocalTime = z
  .string({ error: 'Horário inválido (use HH:mm, de 00:00 a 23:59).' })
  .refine(isValidTime, 'Horário inválido (use HH:mm, de 00:00 a 23:59).');

/**
 * The part of the day wanted (waitlist-window.ts): company-local "HH:mm", from inclusive, to exclusive;
 * null is open (the day's start or end).
 */
const WAITLIST_WINDOW_SHAPE = {
  from_time: ZLocalTime.nullable().default(null),
  to_time: ZLocalTime.nullable().default(null),
};

/** The refusal of a window whose end is not after its start (nothing would ever be offered). */
function checkWaitlistWindow(v: { from_time: string | null; to_time: string | null }, ctx: z.RefinementCtx): void {
  if (v.from_time && v.to_time && isValidTime(v.from_time) && isValidTime(v.to_time) && v.from_time >= v.to_time)
    ctx.addIssue({ code: 'custom', message: 'O horário final deve ser depois do inicial.', path: ['to_time'] });
}

export const ZJoinWaitlist = z
  .object({
    client_id: z.uuid('Cliente inválido.'),
    service_id: z.uuid('Serviço inválido.'),
    calendar_id: z.uuid('Profissional inválido.').nullable().default(null),
    from_date: ZLocalDate,
    to_date: ZLocalDate,
    note: z.string().trim().max(500, 'Observação longa demais (máximo 500 caracteres).').nullable().default(null),
    ...WAITLIST_WINDOW_SHAPE,
  })
  .superRefine((v, ctx) => {
    if (v.from_date > v.to_date)
      ctx.addIssue({ code: 'custom', message: 'A data final deve ser igual ou posterior à inicial.', path: ['to_date'] });
    checkWaitlistWindow(v, ctx);
  });
export type TJoinWaitlist = z.input<typeof ZJoinWaitlist>;

export const ZWaitlistFilter = z.object({
  status: z.enum(WAITLIST_STATUSES).optional(),
  date: ZLocalDate.optional(),
});
export type TWaitlistFilter = z.infer<typeof ZWaitlistFilter>;

export const ZWaitlistEntry = z.object({
  id: z.string(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  service_id: z.string(),
  service_title: z.string().nullable(),
  calendar_id: z.string().nullable(),
  calendar_title: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  /** The wanted part of the day, company-local "HH:mm" (from inclusive, to exclusive); null = open. */
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  /** The company's part of the day (manhã, tarde, noite) the window is exactly, for its label. */
  day_part: z.enum(DAY_PART_KEYS).nullable(),
  status: z.enum(WAITLIST_STATUSES),
  source: z.enum(WAITLIST_SOURCES),
  note: z.string().nullable(),
  offer_start_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  schedule_id: z.string().nullable(),
  created_at: z.string(),
});
export type TWaitlistEntryDto = z.infer<typeof ZWaitlistEntry>;

/**
 * POST /client/{company}/waitlist: the signed-in client asks for a time on a full day of the booking page,
 * maybe in a part of it: day_part (the company's manhã/tarde/noite) or from_time/to_time, not both.
 */
export const ZClientJoinWaitlist = z
  .object({
    service_id: z.uuid('Serviço inválido.'),
    calendar_id: z.uuid('Profissional inválido.').nullable().default(null),
    date: ZLocalDate,
    note: z.string().trim().max(500, 'Observação longa demais (máximo 500 caracteres).').nullable().default(null),
    day_part: z.enum(DAY_PART_KEYS, 'Parte do dia inválida (use morning, afternoon ou evening).').nullable().default(null),
    ...WAITLIST_WINDOW_SHAPE,
  })
  .superRefine((v, ctx) => {
    if (v.day_part && (v.from_time || v.to_time))
      ctx.addIssue({ code: 'custom', message: 'Escolha uma parte do dia ou um horário, não os dois.', path: ['day_part'] });
    checkWaitlistWindow(v, ctx);
  });
export type TClientJoinWaitlist = z.input<typeof ZClientJoinWaitlist>;

/** How many entries one client may keep waiting at once (booking page). */
export const MAX_ACTIVE_WAITLIST_PER_CLIENT = 5;
