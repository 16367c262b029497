// Contracts of the back-office pages added after the first admin release (issue 14): subscriptions and
// their bills, plans, users and the content editor. Query strings and bodies; one schema per shape.
import { z } from 'zod';
import { EXTRA_FEATURES } from '../subscription';

const ZPage = z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(10_000).default(1);
const ZSearch = z.string().trim().max(120, { error: 'Busca longa demais.' }).optional();

/** upcoming: renews in the next 7 days; overdue: the period ended (or the bill fell due) and it is not paid. */
export const ADMIN_SUBSCRIPTION_FILTERS = ['all', 'upcoming', 'overdue'] as const;

export const ZAdminSubscriptionsQuery = z.object({
  filter: z.enum(ADMIN_SUBSCRIPTION_FILTERS, { error: 'Filtro inválido.' }).default('all'),
  search: ZSearch,
  page: ZPage,
});
export type TAdminSubscriptionsQuery = z.infer<typeof ZAdminSubscriptionsQuery>;

export const ZAdminRenewalsQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mês inválido: use AAAA-MM.' }),
});

export const ZAdminRefundBody = z.object({
  /** Cents to give back; the whole amount still refundable when omitted. */
  amount: z.number().int({ error: 'Valor inválido.' }).min(1, { error: 'Informe um valor maior que zero.' }).optional(),
  reason: z.string().trim().min(3, { error: 'Informe o motivo do reembolso.' }).max(300, { error: 'Motivo longo demais.' }),
});

const cents = (label: string) =>
  z
    .number({ error: `${label}: informe um valor em centavos.` })
    .int({ error: `${label}: informe um valor em centavos.` })
    .min(0, { error: `${label} não pode ser negativo.` })
    .max(10_000_000, { error: `${label} alto demais.` });

export const ZAdminPlanBody = z
  .object({
    identifier: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{2,40}$/, { error: 'Identificador: de 2 a 40 letras minúsculas, números, _ ou -.' }),
    title: z.string().trim().min(2, { error: 'Informe o nome do plano.' }).max(80, { error: 'Nome longo demais.' }),
    subtitle: z.string().trim().max(120, { error: 'Subtítulo longo demais.' }).nullable(),
    description: z.string().trim().max(1000, { error: 'Descrição longa demais.' }).nullable(),
    base_value: cents('Preço'),
    discount_value: cents('Desconto'),
    trial_days: z.number().int().min(0, { error: 'Dias de teste: de 0 a 90.' }).max(90, { error: 'Dias de teste: de 0 a 90.' }),
    extra_features: z.array(z.enum(EXTRA_FEATURES, { error: 'Funcionalidade inválida.' })).max(EXTRA_FEATURES.length),
    is_active: z.boolean(),
    is_default: z.boolean(),
  })
  .refine((p) => p.discount_value <= p.base_value, { error: 'O desconto não pode ser maior que o preço.', path: ['discount_value'] });
export type TAdminPlanBody = z.infer<typeof ZAdminPlanBody>;

export const ZAdminUsersQuery = z.object({ search: ZSearch, page: ZPage });

export const ZAdminSessionParams = z.object({
  id: z.uuid({ error: 'Usuário inválido.' }),
  session_id: z.uuid({ error: 'Sessão inválida.' }),
});

export const ZAdminPublishBody = z.object({ published: z.boolean({ error: 'Informe se publica ou despublica.' }) });

const pricePerMillion = z
  .number({ error: 'Preço: informe centavos por milhão de tokens.' })
  .int({ error: 'Preço: informe centavos por milhão de tokens.' })
  .min(0, { error: 'O preço não pode ser negativo.' })
  .max(100_000_000, { error: 'Preço alto demais.' });

export const ZAdminAiModelBody = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:/-]{2,80}$/, { error: 'Nome do modelo: de 2 a 80 letras, números, . _ : / ou -.' }),
  provider: z.enum(['openai', 'embedded'], { error: 'Provedor inválido.' }),
  input_price_per_million: pricePerMillion,
  output_price_per_million: pricePerMillion,
  is_active: z.boolean(),
});

export const ZAdminAiRunsQuery = z.object({
  company_id: z.uuid({ error: 'Empresa inválida.' }).optional(),
  model: z.string().trim().max(80).optional(),
  errors_only: z.enum(['true', 'false'], { error: 'Filtro inválido.' }).optional(),
  page: ZPage,
});

export const ZAdminCompanyMetricsQuery = z.object({
  search: ZSearch,
  days: z.coerce.number().int().min(1, { error: 'Período: de 1 a 365 dias.' }).max(365, { error: 'Período: de 1 a 365 dias.' }).default(30),
  page: ZPage,
});
