// Contracts of /admin/dashboard (the platform's key figures over a period) and /admin/notifications
// (notices sent by the staff to a company's users, or to every company), issue 14.
import { z } from 'zod';

export const ZDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'Data inválida: use AAAA-MM-DD.' });

/** The period is [from, to] in whole days (UTC), at most a year. */
export const ZAdminDashboardQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine((q) => q.from <= q.to, { error: 'A data inicial precisa ser antes da final.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: 'Escolha um período de até um ano.',
    path: ['to'],
  });

export const ADMIN_NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;

export const ZAdminNotificationsQuery = z.object({
  status: z.enum(ADMIN_NOTIFICATION_FILTERS, { error: 'Filtro inválido.' }).default('all'),
  page: z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(200, { error: 'Página inválida.' }).default(1),
});

export const ZAdminNotificationBody = z.object({
  /** null: every company that is not blocked. */
  company_id: z.uuid({ error: 'Empresa inválida.' }).nullable(),
  title: z.string().trim().min(3, { error: 'Informe um título de pelo menos 3 caracteres.' }).max(120, { error: 'Título longo demais.' }),
  body: z.string().trim().min(3, { error: 'Escreva a mensagem.' }).max(1000, { error: 'Mensagem longa demais.' }),
});
