import { z } from 'zod';
import { SCHEDULE_RECURRENCE_TYPES } from '@agenda/shared/schedule';
import { RECURRENCE_DEFAULT_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES } from '@agenda/shared/scheduling-rules';
import { ZPersonName, ZPhone } from '@agenda/shared/schemas/fields';
import type { TScheduleCreateInput } from '../../api/save-schedule';
import { zonedIso } from '@/lib/dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The staff's schedule form; turned into ZScheduleCreateBody (shared) by toCreateBody. */
export const ZScheduleForm = z
  .object({
    client_mode: z.enum(['existing', 'new']),
    client_id: z.string(),
    client_label: z.string(),
    client_name: z.string(),
    client_phone: z.string(),
    service_id: z.string().min(1, 'Escolha o serviço.'),
    /** '' = "qualquer profissional". */
    calendar_id: z.string(),
    date: z.string().regex(DATE, 'Escolha o dia.'),
    time: z.string().regex(TIME, 'Escolha um horário.'),
    company_observation: z.string().trim().max(2000, 'Máximo de 2000 caracteres.'),
    recurrence_type: z.enum(SCHEDULE_RECURRENCE_TYPES),
    recurrence_count: z
      .number()
      .int()
      .min(2, 'No mínimo 2 vezes.')
      .max(RECURRENCE_MAX_OCCURRENCES, `No máximo ${RECURRENCE_MAX_OCCURRENCES} vezes.`),
  })
  .superRefine((v, ctx) => {
    if (v.client_mode === 'existing') {
      if (!v.client_id) ctx.addIssue({ code: 'custom', message: 'Escolha o cliente ou cadastre um novo.', path: ['client_id'] });
      return;
    }
    const name = ZPersonName.safeParse(v.client_name);
    if (!name.success) ctx.addIssue({ code: 'custom', message: name.error.issues[0]?.message ?? 'Informe o nome.', path: ['client_name'] });
    const phone = ZPhone.safeParse(v.client_phone);
    if (!phone.success)
      ctx.addIssue({ code: 'custom', message: phone.error.issues[0]?.message ?? 'Telefone inválido.', path: ['client_phone'] });
  });
export type TScheduleForm = z.infer<typeof ZScheduleForm>;

export function emptyScheduleForm(init: Partial<TScheduleForm> = {}): TScheduleForm {
  return {
    client_mode: 'existing',
    client_id: '',
    client_label: '',
    client_name: '',
    client_phone: '',
    service_id: '',
    calendar_id: '',
    date: '',
    time: '',
    company_observation: '',
    recurrence_type: 'no_recurrence',
    recurrence_count: RECURRENCE_DEFAULT_OCCURRENCES.weekly,
    ...init,
  };
}

export function toCreateBody(v: TScheduleForm, timezone: string): TScheduleCreateInput {
  return {
    ...(v.client_mode === 'existing' ? { client_id: v.client_id } : { client: { name: v.client_name, phone: v.client_phone } }),
    service_id: v.service_id,
    calendar_id: v.calendar_id || null,
    start_at: zonedIso(v.date, v.time, timezone),
    company_observation: v.company_observation || null,
    recurrence_type: v.recurrence_type,
    recurrence_count: v.recurrence_type === 'no_recurrence' ? undefined : v.recurrence_count,
  };
}
