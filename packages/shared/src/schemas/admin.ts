// Contracts of the admin back-office (/admin/… data calls): query strings, bodies and the shapes the pages read.
import { z } from 'zod';
import { ADMIN_PERMISSION_KEYS } from '../admin-permissions';
import { CHAT_SORT_OPTIONS } from '../chat';

/** Review tags an admin puts on a conversation (docs/spec.md §3). */
export const ADMIN_CHAT_TAGS = ['CRITICT_ERROR', 'SIMPLE_ERROR', 'EXCELENT_EXAMPLE', 'NORMAL_EXAMPLE', 'REVISED'] as const;
export type TAdminChatTag = (typeof ADMIN_CHAT_TAGS)[number];

/** Tags an admin puts on a company (docs/spec.md §3). */
export const ADMIN_COMPANY_TAGS = [
  'ONBOARDING',
  'WHATSAPP_CONNECTED',
  'BLOCKED',
  'COMPETITOR',
  'FREEMIUM_BUT_NOT_INTERESTED',
  'UNLINED_LEAD',
] as const;
export type TAdminCompanyTag = (typeof ADMIN_COMPANY_TAGS)[number];
const ZAdminCompanyTag = z.enum(ADMIN_COMPANY_TAGS, { error: 'Etiqueta de empresa inválida.' });

/** Admin company sort of docs/spec.md §9. */
const ADMIN_COMPANY_SORTS = ['subscription_active', 'created_desc', 'created_asc', 'name_asc', 'name_desc'] as const;
export type TAdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

const ZPage = z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(10_000).default(1);
const ZSearch = z.string().trim().max(120, { error: 'Busca longa demais.' }).optional();

export const ZAdminCompaniesQuery = z.object({
  search: ZSearch,
  sort: z.enum(ADMIN_COMPANY_SORTS, { error: 'Ordenação inválida.' }).default('subscription_active'),
  status: z.enum(['all', 'blocked', 'active_subscription', 'inactive_subscription'], { error: 'Filtro inválido.' }).default('all'),
  tag: ZAdminCompanyTag.optional(),
  page: ZPage,
});
export type TAdminCompaniesQuery = z.infer<typeof ZAdminCompaniesQuery>;

/** GET /admin/console/companies/{id}/clients: the company's clients, by name, phone or e-mail. */
export const ZAdminCompanyClientsQuery = z.object({ search: ZSearch, page: ZPage });

export const ZAdminBlockBody = z.object({
  reason: z.string().trim().min(3, { error: 'Informe o motivo do bloqueio.' }).max(500, { error: 'Motivo longo demais.' }),
});

export const ZAdminCompanySettingsBody = z
  .object({
    ignore_inactive_subscription: z.boolean().optional(),
    feature_flags: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z0-9_.-]{1,40}$/, { error: 'Flag inválida: use letras minúsculas, números, _ . -' }),
      )
      .max(50)
      .optional(),
    tags: z.array(ZAdminCompanyTag).max(ADMIN_COMPANY_TAGS.length).optional(),
  })
  .refine((b) => b.ignore_inactive_subscription !== undefined || b.feature_flags !== undefined || b.tags !== undefined, {
    error: 'Nada para alterar.',
  });

export const ZAdminExtendTrialBody = z.object({
  days: z.number().int().min(1, { error: 'Informe de 1 a 90 dias.' }).max(90, { error: 'Informe de 1 a 90 dias.' }),
});

export const ZAdminChangePlanBody = z.object({ plan_id: z.uuid({ error: 'Plano inválido.' }) });

export const ZAdminChatsQuery = z.object({
  search: ZSearch,
  tag: z.enum(ADMIN_CHAT_TAGS, { error: 'Etiqueta inválida.' }).optional(),
  company_id: z.uuid({ error: 'Empresa inválida.' }).optional(),
  sort: z.enum(CHAT_SORT_OPTIONS, { error: 'Ordenação inválida.' }).default('last_message'),
  page: ZPage,
});

export const ZAdminChatTagsBody = z.object({
  tags: z.array(z.enum(ADMIN_CHAT_TAGS, { error: 'Etiqueta inválida.' })).max(ADMIN_CHAT_TAGS.length),
});

export const WEBHOOK_EVENT_STATUSES = ['pending', 'processing', 'done', 'ignored', 'failed'] as const;

export const ZAdminWebhookEventsQuery = z.object({
  status: z.enum(WEBHOOK_EVENT_STATUSES, { error: 'Situação inválida.' }).optional(),
  company_id: z.uuid({ error: 'Empresa inválida.' }).optional(),
  page: ZPage,
});

export const ZAdminAuditQuery = z.object({
  company_id: z.uuid({ error: 'Empresa inválida.' }).optional(),
  admin_id: z.uuid({ error: 'Administrador inválido.' }).optional(),
  action: z.string().trim().max(60, { error: 'Ação inválida.' }).optional(),
  /** Bounded: the log is read newest first by its created_at index, never deeper than 200 pages. */
  page: z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(200, { error: 'Página inválida.' }).default(1),
});

/** What became of an error report (POST /general/slack/notify): stored only, posted, or why not. */
export const ERROR_REPORT_DELIVERIES = ['stored', 'sent', 'failed', 'duplicate', 'rate_limited'] as const;
export type TErrorReportDelivery = (typeof ERROR_REPORT_DELIVERIES)[number];

export const ZAdminErrorReportsQuery = z.object({
  delivery: z.enum(ERROR_REPORT_DELIVERIES, { error: 'Situação de envio inválida.' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(200, { error: 'Página inválida.' }).default(1),
});

/** One stored error report as /admin/logs_plataforma lists it. */
export interface TAdminErrorReport {
  id: string;
  type: string;
  message: string;
  url: string | null;
  delivery: TErrorReportDelivery;
  payload: Record<string, unknown>;
  created_at: string;
}

export const ZAdminRoleBody = z.object({
  name: z.string().trim().min(2, { error: 'Informe o nome do perfil.' }).max(60, { error: 'Nome longo demais.' }),
  permissions: z.array(z.enum(ADMIN_PERMISSION_KEYS as [string, ...string[]], { error: 'Permissão inválida.' })).max(50),
});

export const ZAdminSetRoleBody = z.object({ role_id: z.uuid({ error: 'Perfil inválido.' }).nullable() });

export const ZIdParam = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
export const ZCompanySlugParam = z.object({
  company_slug: z.string().trim().min(1).max(120),
});
