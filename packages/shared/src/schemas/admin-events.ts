// Contracts of /admin/eventos_plataforma (platform events: UTMs, sign-ups, usage) and
// /admin/scheduled_messages (the send queue of every company). Both read one period of at most 92 days,
// 50 rows a page and never deeper than 200 pages, so a listing costs one index range scan.
import { z } from 'zod';
import { SCHEDULED_MESSAGE_STATUSES } from '../scheduled-message';
import { ZDay } from './admin-platform';

const ZListPage = z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(200, { error: 'Página inválida.' }).default(1);
const MAX_PERIOD_MS = 92 * 86_400_000;

const ZPeriodList = z.object({ from: ZDay, to: ZDay, company_id: z.uuid({ error: 'Empresa inválida.' }).optional(), page: ZListPage });
type TPeriod = { from: string; to: string };
const inOrder = (q: TPeriod) => q.from <= q.to;
const ORDER = { error: 'A data inicial precisa ser antes da final.', path: ['from'] };
const shortEnough = (q: TPeriod) => Date.parse(q.to) - Date.parse(q.from) <= MAX_PERIOD_MS;
const SHORT = { error: 'Escolha um período de até 92 dias.', path: ['to'] };

export const ZAdminPlatformEventsQuery = ZPeriodList.extend({
  event_name: z.string().trim().min(1, { error: 'Tipo de evento inválido.' }).max(60, { error: 'Tipo de evento inválido.' }).optional(),
})
  .refine(inOrder, ORDER)
  .refine(shortEnough, SHORT);

export const ZAdminScheduledMessagesQuery = ZPeriodList.extend({
  status: z.enum(SCHEDULED_MESSAGE_STATUSES, { error: 'Situação inválida.' }).optional(),
})
  .refine(inOrder, ORDER)
  .refine(shortEnough, SHORT);

/** /admin/integrations: every company's channel integrations and Google Calendar links, by kind and health. */
export const ADMIN_INTEGRATION_KINDS = ['whatsapp_cloud', 'whatsapp_evolution', 'instagram', 'google_calendar'] as const;
export const ADMIN_INTEGRATION_HEALTH = ['ok', 'attention', 'down', 'removed'] as const;

export const ZAdminIntegrationsQuery = z.object({
  kind: z.enum(ADMIN_INTEGRATION_KINDS, { error: 'Tipo de integração inválido.' }).optional(),
  health: z.enum(ADMIN_INTEGRATION_HEALTH, { error: 'Situação inválida.' }).optional(),
  company_id: z.uuid({ error: 'Empresa inválida.' }).optional(),
  page: ZListPage,
});

/** /admin/tools: find companies and users by phone (any format), e-mail, company link (slug) or sharing code. */
export const ZAdminLookupQuery = z.object({
  q: z.string().trim().min(3, { error: 'Digite pelo menos 3 caracteres.' }).max(120, { error: 'Busca longa demais.' }),
});
