// The extra-feature gate of docs/spec.md §4 on the server: a gated feature works only when it is in the
// plan or bought (and not yet past its switch-off), on a subscription that counts as active.
import type { TExtraFeature } from '@agenda/shared/subscription';
import { EXTRA_FEATURE_INFO } from '@agenda/shared/subscription';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { currentSubscriptions } from './service.js';
import { batchRead } from '../../lib/batch-reads.js';

export async function hasExtraFeature(ctx: TAppContext, companyId: string, feature: TExtraFeature): Promise<boolean> {
  // Once per batch of booking effects (lib/batch-reads.ts); outside one, read each time.
  const sub = (await batchRead(ctx, `subscription:${companyId}`, () => currentSubscriptions(ctx, [companyId]))).get(companyId);
  return !!sub && sub.is_active && (sub.plan.extra_features.includes(feature) || sub.extra_features.includes(feature));
}

/** 403 with a Portuguese hint to enable the feature (the web then offers the enable-feature modal). */
export function extraFeatureRequired(
  feature: TExtraFeature,
  message = `Habilite a funcionalidade ${EXTRA_FEATURE_INFO[feature].label} para usar este recurso.`,
) {
  return new AppError(403, message, { toast: { message, type: 'warning' } });
}
