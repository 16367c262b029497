import { z } from 'zod';
import { zonedIso } from '@/lib/dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The blocked period form: local date and time fields, turned into ZBlockedPeriodBody instants. */
export const ZBlockedPeriodForm = z
  .object({
    calendar_id: z.string().min(1, 'Escolha a agenda.'),
    all_day: z.boolean(),
    start_date: z.string().regex(DATE, 'Informe a data de início.'),
    start_time: z.string().regex(TIME, 'Informe o horário.'),
    end_date: z.string().regex(DATE, 'Informe a data de fim.'),
    end_time: z.string().regex(TIME, 'Informe o horário.'),
    reason: z.string().trim().max(300, 'Máximo de 300 caracteres.'),
    cancel_schedules: z.boolean(),
    message: z.string().trim().max(1000, 'Máximo de 1000 caracteres.'),
  })
  .refine((v) => (v.all_day ? v.end_date >= v.start_date : `${v.end_date} ${v.end_time}` > `${v.start_date} ${v.start_time}`), {
    message: 'O fim precisa ser depois do início.',
    path: ['end_date'],
  });
export type TBlockedPeriodForm = z.infer<typeof ZBlockedPeriodForm>;

/** The instants of the period in the company's timezone (a whole day ends at the next midnight). */
export function periodInstants(v: Pick<TBlockedPeriodForm, 'all_day' | 'start_date' | 'start_time' | 'end_date' | 'end_time'>, tz: string) {
  if (v.all_day) {
    const end = new Date(`${v.end_date}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    return { start_at: zonedIso(v.start_date, '00:00', tz), end_at: zonedIso(end.toISOString().slice(0, 10), '00:00', tz) };
  }
  return { start_at: zonedIso(v.start_date, v.start_time, tz), end_at: zonedIso(v.end_date, v.end_time, tz) };
}
