// Staff notifications (the bell of /app).
import { z } from 'zod';

/** POST /user/{company}/notification/read: some ids, or all of this company. */
export const ZNotificationReadBody = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Identificador inválido.' }))
      .max(500)
      .optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (Array.isArray(b.ids) && b.ids.length > 0), {
    message: 'Informe as notificações ou all: true.',
    path: ['ids'],
  });
