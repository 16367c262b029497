// Waitlist (issue 11 item 7): a client waiting for a time of a service, offered the first matching
// slot that frees (cancel, move, blocked period removed), held for the company's waitlist_hold_minutes.
import { z } from 'zod';

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

export const ZJoinWaitlist = z
  .object({
    client_id: z.uuid('Cliente inválido.'),
    service_id: z.uuid('Serviço inválido.'),
    calendar_id: z.uuid('Profissional inválido.').nullable().default(null),
    from_date: ZLocalDate,
    to_date: ZLocalDate,
    note: z.string().trim().max(500, 'Observação longa demais (máximo 500 caracteres).').nullable().default(null),
  })
  .refine((v) => v.from_date <= v.to_date, { message: 'A data final deve ser igual ou posterior à inicial.', path: ['to_date'] });
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
  status: z.enum(WAITLIST_STATUSES),
  source: z.enum(WAITLIST_SOURCES),
  note: z.string().nullable(),
  offer_start_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  schedule_id: z.string().nullable(),
  created_at: z.string(),
});
export type TWaitlistEntryDto = z.infer<typeof ZWaitlistEntry>;

/** POST /client/{company}/waitlist: the signed-in client asks for a time on a full day of the booking page. */
export const ZClientJoinWaitlist = z.object({
  service_id: z.uuid('Serviço inválido.'),
  calendar_id: z.uuid('Profissional inválido.').nullable().default(null),
  date: ZLocalDate,
  note: z.string().trim().max(500, 'Observação longa demais (máximo 500 caracteres).').nullable().default(null),
});
export type TClientJoinWaitlist = z.input<typeof ZClientJoinWaitlist>;

/** How many entries one client may keep waiting at once (booking page). */
export const MAX_ACTIVE_WAITLIST_PER_CLIENT = 5;
