// The client's own reschedule (issue 16): from /minha-conta/agendamentos, only to a slot the public
// page offers (GET /client/{company}/public/available_slots), under the same rules as booking.
import { z } from 'zod';

/** POST /client/{company}/schedule/{id}/reschedule */
export const ZClientRescheduleBody = z.object({
  start_at: z.iso.datetime({ offset: true, error: 'Data e hora inválidas (use ISO 8601 com fuso).' }).transform((v) => new Date(v)),
  calendar_id: z.uuid({ error: 'Identificador inválido.' }).nullable().default(null),
});
/** The agenda's resize (staff only, POST /user/{company}/schedule/{id}/reschedule): the new length. */
export const ZRescheduleDuration = z
  .int('A duração deve ser em minutos inteiros.')
  .min(5, 'A duração mínima é de 5 minutos.')
  .max(720, 'A duração máxima é de 12 horas.');
export type TClientRescheduleBody = z.input<typeof ZClientRescheduleBody>;
