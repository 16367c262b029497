// Extra features of a subscription (docs/spec.md §3 "Subscription", §4 "Extra-feature gate", §9 prices).
// Enabling one appends it to the current subscription's extra_features and freezes its monthly
// price in extra_feature_items; extra_features_total_value is what the next bill adds on top of
// total_value (billing itself reads these columns later).
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURES, EXTRA_FEATURE_INFO, type TExtraFeature } from '@agenda/shared/subscription';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { extraFeatureColumns, extraFeatureItemLive, extraFeatureProration, liveExtraFeatures } from './extra-feature-billing.js';
import { lockSubscription, newestSubscription, updateSubscription, type TExtraFeatureItem, type TSubscriptionRow } from './repo.js';
import { subscriptionDto, type TSubscriptionSummary } from './service.js';

export const ENABLE_FEATURE_SUCCESS = 'Funcionalidade habilitada com sucesso.';
export const NO_SUBSCRIPTION_MESSAGE = 'Esta empresa ainda não tem uma assinatura. Escolha um plano para habilitar funcionalidades extras.';
export const DISABLE_FEATURE_SUCCESS = 'Funcionalidade desativada. Ela continua disponível até o fim do período atual.';
export const IN_PLAN_MESSAGE = 'Esta funcionalidade faz parte do plano e não pode ser desativada.';
export const NOT_ENABLED_MESSAGE = 'Esta funcionalidade não está habilitada.';
export const INACTIVE_SUBSCRIPTION_MESSAGE =
  'A assinatura desta empresa não está ativa. Regularize a assinatura para habilitar funcionalidades extras.';

/** Portuguese copy of each extra feature (the price comes from EXTRA_FEATURE_INFO). */
const DESCRIPTIONS: Record<TExtraFeature, string> = {
  company_media: 'Envie fotos, vídeos e arquivos da empresa para a assistente usar nas conversas.',
  instagram: 'A assistente responde as mensagens diretas do Instagram da empresa.',
  calendar: 'Mais uma agenda para outro profissional ou sala, com horários próprios.',
  client_records: 'Prontuário de cada cliente com avaliações, observações, restrições, fotos, vídeos e áudios.',
  automations: 'Mensagens automáticas antes e depois dos agendamentos, cancelamentos e interesses.',
};

/**
 * Adds the feature to the company's current subscription, prorated on the current period (the share is
 * charged once on the next bill, then the monthly price on every bill). Idempotent: a feature already
 * bought, or included in the plan, changes nothing and costs nothing; one switched off for the period
 * end is simply kept. The read and the write run in one transaction with the row locked, so two clicks
 * never charge twice.
 */
export async function enableExtraFeature(ctx: TAppContext, access: TCompanyAccess, feature: TExtraFeature): Promise<TSubscriptionSummary> {
  const now = ctx.now();
  const summary = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const current = await activeSubscription(tx, now, access.companyId);
    const s = (await lockSubscription(tx, current.s.id))!;
    if (current.p.extra_features.includes(feature)) return subscriptionDto(now, s, current.p);
    const owned = s.extra_feature_items.find((i) => i.feature_key === feature && extraFeatureItemLive(i, now));
    if (owned && !owned.disable_at) return subscriptionDto(now, s, current.p);
    const items = owned
      ? s.extra_feature_items.map((i) => (i === owned ? { ...i, disable_at: null } : i))
      : [...s.extra_feature_items.filter((i) => i.feature_key !== feature), newItem(s, feature, now, access.userId)];
    const updated = await updateSubscription(tx, s.id, { ...extraFeatureColumns(items), updated_at: now });
    return subscriptionDto(now, updated, current.p);
  });
  emitFeatureUpdate(ctx, access.companyId, 'extra_feature_enabled', feature);
  return summary;
}

/** Switches a bought feature off at the end of the current period; it keeps working until then. */
export async function disableExtraFeature(ctx: TAppContext, access: TCompanyAccess, feature: TExtraFeature): Promise<TSubscriptionSummary> {
  const now = ctx.now();
  const summary = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const current = await activeSubscription(tx, now, access.companyId);
    if (current.p.extra_features.includes(feature))
      throw new AppError(409, IN_PLAN_MESSAGE, { toast: { message: IN_PLAN_MESSAGE, type: 'warning' } });
    const s = (await lockSubscription(tx, current.s.id))!;
    const owned = s.extra_feature_items.find((i) => i.feature_key === feature && extraFeatureItemLive(i, now));
    if (!owned) throw new AppError(404, NOT_ENABLED_MESSAGE, { toast: { message: NOT_ENABLED_MESSAGE, type: 'warning' } });
    const disableAt = s.end_at.toISOString();
    const items = s.extra_feature_items.map((i) => (i === owned ? { ...i, disable_at: disableAt } : i));
    const updated = await updateSubscription(tx, s.id, { ...extraFeatureColumns(items), updated_at: now });
    return subscriptionDto(now, updated, current.p);
  });
  emitFeatureUpdate(ctx, access.companyId, 'extra_feature_disabled', feature);
  return summary;
}

function newItem(s: TSubscriptionRow, feature: TExtraFeature, now: Date, userId: string): TExtraFeatureItem {
  const info = EXTRA_FEATURE_INFO[feature];
  const proration = extraFeatureProration({
    price: info.priceInCents,
    quantity: info.quantity,
    periodStart: s.start_at,
    periodEnd: s.end_at,
    at: now,
    inTrial: s.status === 'trial',
  });
  return {
    feature_key: feature,
    price: info.priceInCents,
    quantity: info.quantity,
    enabled_at: now.toISOString(),
    enabled_by_user_id: userId,
    prorated_value: proration.prorated_value,
    prorated_billed: false,
    disable_at: null,
  };
}

async function activeSubscription(tx: TDb, now: Date, companyId: string) {
  const current = await newestSubscription(tx, companyId);
  if (!current) throw new AppError(409, NO_SUBSCRIPTION_MESSAGE, { toast: { message: NO_SUBSCRIPTION_MESSAGE, type: 'warning' } });
  if (!subscriptionDto(now, current.s, current.p).is_active)
    throw new AppError(409, INACTIVE_SUBSCRIPTION_MESSAGE, { toast: { message: INACTIVE_SUBSCRIPTION_MESSAGE, type: 'warning' } });
  return current;
}

function emitFeatureUpdate(ctx: TAppContext, companyId: string, reason: string, feature: TExtraFeature) {
  ctx.hub.emit(`company_update:${companyId}`, {
    events: [{ name: 'company_update', data: { company_id: companyId, reason, feature_key: feature } }],
  });
}

/**
 * The options of the enable-feature modal: every extra feature, its price, whether the company has it,
 * and what enabling it now would cost (the prorated share and the next bill's amount).
 */
export async function extraFeatureOptions(ctx: TAppContext, companyId: string) {
  const now = ctx.now();
  const current = await newestSubscription(ctx.db, companyId);
  const items = (current?.s.extra_feature_items ?? []).filter((i) => extraFeatureItemLive(i, now));
  const live = new Set(current ? liveExtraFeatures(current.s, now) : []);
  const inPlan = new Set(current?.p.extra_features ?? []);
  return EXTRA_FEATURES.map((key) => {
    const info = EXTRA_FEATURE_INFO[key];
    const item = items.find((i) => i.feature_key === key);
    const proration = current
      ? extraFeatureProration({
          price: info.priceInCents,
          quantity: info.quantity,
          periodStart: current.s.start_at,
          periodEnd: current.s.end_at,
          at: now,
          inTrial: current.s.status === 'trial',
        })
      : null;
    return {
      key,
      title: info.label,
      description: DESCRIPTIONS[key],
      price: info.priceInCents,
      formatted_price: formatMoney(info.priceInCents, 'BRL'), // §9 prices are BRL cents
      quantity: info.quantity,
      enabled: inPlan.has(key) || live.has(key),
      in_plan: inPlan.has(key),
      disable_at: item?.disable_at ?? null,
      prorated_value: proration?.prorated_value ?? 0,
      next_bill_value: proration?.next_bill_value ?? info.priceInCents * info.quantity,
      remaining_days: proration?.remaining_days ?? 0,
    };
  });
}
