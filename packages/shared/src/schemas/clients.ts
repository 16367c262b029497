// The client list, form, profile and CRM calls of /app/clientes and /app/crm (issue 12).
import { z } from 'zod';
import { CHANNELS } from '../channel';
import { CRM_STAGES } from '../crm';
import { ZEmail, ZPersonName, ZPhone } from './fields';

const CLIENT_PAGE_MAX = 100;
export const CLIENT_TAG_COLORS = ['#2563eb', '#16a34a', '#dc2626', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#4b5563'] as const;
/** Filter of the last visit: within the last N days, not for more than N days, or never. */
export const LAST_VISIT_FILTERS = ['30d', 'over_30d', 'over_60d', 'over_90d', 'never'] as const;
export type TLastVisitFilter = (typeof LAST_VISIT_FILTERS)[number];
export const LAST_VISIT_LABELS: Record<TLastVisitFilter, string> = {
  '30d': 'Nos últimos 30 dias',
  over_30d: 'Há mais de 30 dias',
  over_60d: 'Há mais de 60 dias',
  over_90d: 'Há mais de 90 dias',
  never: 'Nunca veio',
};

const ZTagName = z.string().trim().min(1, 'Informe a etiqueta.').max(40, 'Etiqueta longa demais.');
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ZClientListQuery = z.object({
  search: z.string().trim().max(120, 'Busca muito longa.').optional(),
  tag: ZTagName.optional(),
  stage: z.enum(CRM_STAGES, { error: 'Etapa inválida.' }).optional(),
  last_visit: z.enum(LAST_VISIT_FILTERS, { error: 'Filtro de última visita inválido.' }).optional(),
  birthday_month: z.coerce.number({ error: 'Mês inválido.' }).int().min(1, 'Mês inválido.').max(12, 'Mês inválido.').optional(),
  channel: z.enum(CHANNELS, { error: 'Canal inválido.' }).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(CLIENT_PAGE_MAX, `No máximo ${CLIENT_PAGE_MAX} por página.`).default(50),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** Create and edit of a client (general/update_or_create entity `client`). */
export const ZClientBody = z
  .object({
    name: ZPersonName,
    phone: z.preprocess(emptyToNull, ZPhone.nullable()).optional(),
    email: z.preprocess(emptyToNull, ZEmail.nullable()).optional(),
    gender: z.enum(['female', 'male', 'non_binary'], { error: 'Gênero inválido.' }).nullable().optional(),
    birthday: z.preprocess(emptyToNull, z.iso.date({ error: 'Data de nascimento inválida.' }).nullable()).optional(),
    notes: z.preprocess(emptyToNull, z.string().max(2000, 'Observações longas demais.').nullable()).optional(),
    address: z.preprocess(emptyToNull, z.string().trim().max(300, 'Endereço longo demais.').nullable()).optional(),
    instagram_username: z.preprocess(emptyToNull, z.string().trim().max(64).nullable()).optional(),
    facebook_username: z.preprocess(emptyToNull, z.string().trim().max(64).nullable()).optional(),
    telegram_username: z.preprocess(emptyToNull, z.string().trim().max(64).nullable()).optional(),
    tags: z.array(ZTagName).max(20, 'No máximo 20 etiquetas.').optional(),
    crm_stage: z.enum(CRM_STAGES, { error: 'Etapa inválida.' }).optional(),
  })
  .strict();
export type TClientBody = z.infer<typeof ZClientBody>;

export const ZClientTagBody = z
  .object({
    name: ZTagName,
    color: z.enum(CLIENT_TAG_COLORS, { error: 'Cor inválida.' }),
  })
  .strict();

export const ZClientStageBody = z.object({ stage: z.enum(CRM_STAGES, { error: 'Etapa inválida.' }) });
export const ZClientMergeBody = z.object({
  survivor_id: z.uuid({ error: 'Cliente inválido.' }),
  merged_id: z.uuid({ error: 'Cliente inválido.' }),
});

export const ZClientListItemDto = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  crm_stage: z.enum(CRM_STAGES),
  tags: z.array(z.string()),
  birthday: z.string().nullable(),
  channels: z.array(z.enum(CHANNELS)),
  last_visit_at: z.string().nullable(),
});
export type TClientListItemDto = z.infer<typeof ZClientListItemDto>;

export const ZClientPageDto = z.object({ clients: z.array(ZClientListItemDto), next_cursor: z.string().nullable() });
export type TClientPageDto = z.infer<typeof ZClientPageDto>;

export const ZClientDetailDto = ZClientListItemDto.extend({
  gender: z.enum(['female', 'male', 'non_binary']).nullable(),
  notes: z.string().nullable(),
  address: z.string().nullable(),
  whatsapp_remote_jid: z.string().nullable(),
  instagram_username: z.string().nullable(),
  facebook_username: z.string().nullable(),
  telegram_username: z.string().nullable(),
  created_at: z.string(),
});
export type TClientDetailDto = z.infer<typeof ZClientDetailDto>;

export const ZClientTagDto = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type TClientTagDto = z.infer<typeof ZClientTagDto>;

/** `record`: a prontuário entry (only with the client_records feature); `tag`: a tag added, removed or renamed. */
const TIMELINE_KINDS = ['created', 'schedule', 'message', 'stage_change', 'record', 'tag'] as const;
export const ZTimelineItemDto = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  ref_id: z.string().nullable(),
});
export type TTimelineItemDto = z.infer<typeof ZTimelineItemDto>;

export const ZClientScheduleDto = z.object({
  id: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.string(),
  service_id: z.string(),
  service_title: z.string(),
  calendar_id: z.string(),
  calendar_title: z.string(),
  price: z.number().int().nullable(),
});
export type TClientScheduleDto = z.infer<typeof ZClientScheduleDto>;

export const ZCrmColumnDto = z.object({
  stage: z.enum(CRM_STAGES),
  count: z.number().int(),
  /** Sum in cents of the attended (not canceled, already started) appointments of the stage's clients. */
  value: z.number().int(),
  clients: z.array(ZClientListItemDto),
});
export type TCrmColumnDto = z.infer<typeof ZCrmColumnDto>;
