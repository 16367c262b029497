// /app/dashboard: every card holds the chosen period and the previous one of the same length.
import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../schedule';

const ZPair = z.object({ current: z.number(), previous: z.number() });

export const SCHEDULE_ORIGINS = ['secretary', 'public_page', 'staff'] as const;
export type TScheduleOrigin = (typeof SCHEDULE_ORIGINS)[number];
export const SCHEDULE_ORIGIN_LABELS: Record<TScheduleOrigin, string> = {
  secretary: 'Secretária',
  public_page: 'Página pública',
  staff: 'Equipe',
};

export const ZDashboardDto = z.object({
  period: z.object({ from: z.string(), to: z.string(), previous_from: z.string(), previous_to: z.string() }),
  appointments: z.object({
    total: ZPair,
    by_status: z.array(z.object({ status: z.enum(SCHEDULE_STATUSES), current: z.number(), previous: z.number() })),
    by_origin: z.array(z.object({ origin: z.enum(SCHEDULE_ORIGINS), current: z.number(), previous: z.number() })),
    /** No-shows over appointments that were not canceled, in percent with one decimal. */
    no_show_rate: ZPair,
  }),
  occupancy: z.array(
    z.object({
      calendar_id: z.string(),
      title: z.string(),
      booked_minutes: z.number(),
      available_minutes: z.number(),
      percent: z.number(),
    }),
  ),
  revenue: z.object({ income_cents: ZPair, expense_cents: ZPair }),
  clients: z.object({ new: ZPair, returning: ZPair }),
  secretary: z.object({
    conversations: ZPair,
    bookings: ZPair,
    handoffs: ZPair,
    /** Seconds from a client's message to the assistant's reply, on average; null without replies. */
    avg_reply_seconds: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  }),
  busiest_hours: z.array(z.object({ hour: z.number(), count: z.number() })),
  busiest_weekdays: z.array(z.object({ dow: z.number(), count: z.number() })),
});
export type TDashboardDto = z.infer<typeof ZDashboardDto>;
