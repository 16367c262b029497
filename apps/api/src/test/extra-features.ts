// Tests that need a gated feature (docs/spec.md §4 "Extra-feature gate"): the company's subscription made
// active for a long while with exactly these extra features (an empty list takes them all away).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TExtraFeature } from '@agenda/shared/subscription';
import { subscriptions } from '../db/schema/index.js';

const DAY = 86_400_000;

export async function setExtraFeatures(app: FastifyInstance, companyId: string, features: TExtraFeature[]): Promise<void> {
  const now = app.ctx.now();
  await app.ctx.db
    .update(subscriptions)
    .set({
      status: 'active',
      start_at: new Date(now.getTime() - DAY),
      end_at: new Date(now.getTime() + 400 * DAY),
      extra_features: features,
    })
    .where(eq(subscriptions.company_id, companyId));
}
