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
import { lockSubscription, newestSubscription, updateSubscription, type TExtraFeatureItem } from './repo.js';
import { subscriptionDto, type TSubscriptionSummary } from './service.js';

export const ENABLE_FEATURE_SUCCESS = 'Funcionalidade habilitada com sucesso.';
export const NO_SUBSCRIPTION_MESSAGE = 'Esta empresa ainda não tem uma assinatura. Escolha um plano para habilitar funcionalidades extras.';
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
 * Adds the feature to the company's current subscription. Idempotent: a feature already bought, or
 * already included in the plan, changes nothing and costs nothing. The read and the write run in one
 * transaction with the row locked, so two clicks never charge twice.
 */
export async function enableExtraFeature(ctx: TAppContext, access: TCompanyAccess, feature: TExtraFeature): Promise<TSubscriptionSummary> {
  const now = ctx.now();
  const summary = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as TDb;
    const current = await newestSubscription(tx, access.companyId);
    if (!current) throw new AppError(409, NO_SUBSCRIPTION_MESSAGE, { toast: { message: NO_SUBSCRIPTION_MESSAGE, type: 'warning' } });
    const dto = subscriptionDto(now, current.s, current.p);
    if (!dto.is_active)
      throw new AppError(409, INACTIVE_SUBSCRIPTION_MESSAGE, { toast: { message: INACTIVE_SUBSCRIPTION_MESSAGE, type: 'warning' } });
    const s = (await lockSubscription(tx, current.s.id))!;
    if (s.extra_features.includes(feature) || current.p.extra_features.includes(feature)) return subscriptionDto(now, s, current.p);
    const info = EXTRA_FEATURE_INFO[feature];
    const item: TExtraFeatureItem = {
      feature_key: feature,
      price: info.priceInCents,
      quantity: info.quantity,
      enabled_at: now.toISOString(),
      enabled_by_user_id: access.userId,
    };
    const items = [...s.extra_feature_items, item];
    const updated = await updateSubscription(tx, s.id, {
      extra_features: [...s.extra_features, feature],
      extra_feature_items: items,
      extra_features_total_value: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      updated_at: now,
    });
    return subscriptionDto(now, updated!, current.p);
  });
  ctx.hub.emit(`company_update:${access.companyId}`, {
    events: [{ name: 'company_update', data: { company_id: access.companyId, reason: 'extra_feature_enabled', feature_key: feature } }],
  });
  return summary;
}

/** The options of the enable-feature modal: every extra feature, its price and whether the company has it. */
export async function extraFeatureOptions(ctx: TAppContext, companyId: string) {
  const current = await newestSubscription(ctx.db, companyId);
  const owned = new Set([...(current?.s.extra_features ?? []), ...(current?.p.extra_features ?? [])]);
  return EXTRA_FEATURES.map((key) => {
    const info = EXTRA_FEATURE_INFO[key];
    return {
      key,
      title: info.label,
      description: DESCRIPTIONS[key],
      price: info.priceInCents,
      formatted_price: formatMoney(info.priceInCents, 'BRL'), // §9 prices are BRL cents
      quantity: info.quantity,
      enabled: owned.has(key),
      in_plan: current?.p.extra_features.includes(key) ?? false,
    };
  });
}
