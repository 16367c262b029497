import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { extraFeaturesForNextBill } from './extra-feature-billing.js';
import { IN_PLAN_MESSAGE, NOT_ENABLED_MESSAGE } from './extra-features.js';
import { hasExtraFeature } from './feature-gate.js';

const DAY = 86_400_000;
const OPTIONS = (id: string) =>
  `{ user_subscription_extra_features_options(company_id: "${id}") { key enabled disable_at prorated_value next_bill_value remaining_days } }`;

describe('extra features on a paid period: proration, switch-off at period end, the gate', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let company: { id: string };
  let periodEnd: Date;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    token = await api.signUp({ name: 'Dora Dona', email: 'dora@example.com', phone: '+5511987680001' });
    company = await api.createCompany(token, '+5511987680001', 'Clínica da Dora');
    // An active 30-day period with 20 days left.
    const now = t.clock.now();
    periodEnd = new Date(now.getTime() + 20 * DAY);
    await t.app.ctx.db
      .update(subscriptions)
      .set({ status: 'active', start_at: new Date(now.getTime() - 10 * DAY), end_at: periodEnd })
      .where(eq(subscriptions.company_id, company.id));
  });
  afterAll(() => t.close());

  const call = (path: string, feature_key: string) =>
    api.call('POST', `/user/${company.id}/subscription/${path}`, { token, body: { feature_key } });
  const options = async () => {
    const res = await api.call('POST', '/user/graphql/query?caller=options', { token, body: { query: OPTIONS(company.id) } });
    return res.body.data.user_subscription_extra_features_options as Array<Record<string, any>>;
  };

  it('shows the prorated share before enabling, and stores it on the item when enabled', async () => {
    const before = (await options()).find((o) => o.key === 'client_records')!;
    // 3990 × 20/30 = 2660, the next bill adds it on top of the monthly price.
    expect(before).toMatchObject({ enabled: false, prorated_value: 2660, next_bill_value: 2660 + 3990, remaining_days: 20 });
    expect(await hasExtraFeature(t.app.ctx, company.id, 'client_records')).toBe(false);
    const res = await call('enable_subscription_extra_feature', 'client_records');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription.extra_feature_items[0]).toMatchObject({
      feature_key: 'client_records',
      prorated_value: 2660,
      prorated_billed: false,
    });
    expect(res.body.subscription.extra_features_total_value).toBe(3990);
    expect(await hasExtraFeature(t.app.ctx, company.id, 'client_records')).toBe(true);
  });

  it('switches a feature off at the period end: it works until then, then the gate closes and the bill leaves it out', async () => {
    const off = await call('disable_subscription_extra_feature', 'client_records');
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.toast).toBe('Funcionalidade desativada. Ela continua disponível até o fim do período atual.');
    expect(off.body.subscription).toMatchObject({ extra_features: ['client_records'], extra_features_total_value: 0 });
    expect((await options()).find((o) => o.key === 'client_records')).toMatchObject({ enabled: true, disable_at: periodEnd.toISOString() });
    expect(await hasExtraFeature(t.app.ctx, company.id, 'client_records')).toBe(true);

    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.company_id, company.id));
    const next = extraFeaturesForNextBill(sub!.extra_feature_items, periodEnd);
    expect(next.lines).toEqual([{ feature_key: 'client_records', kind: 'prorated', value: 2660 }]);
    expect(next.columns.extra_features).toEqual([]);

    t.clock.advance(21 * DAY);
    // The period is over: move it on (as billing's renewal would) and the feature is gone.
    const now = t.clock.now();
    await t.app.ctx.db
      .update(subscriptions)
      .set({ start_at: periodEnd, end_at: new Date(now.getTime() + 29 * DAY) })
      .where(eq(subscriptions.company_id, company.id));
    expect(await hasExtraFeature(t.app.ctx, company.id, 'client_records')).toBe(false);
    expect((await options()).find((o) => o.key === 'client_records')!.enabled).toBe(false);
  });

  it('re-enabling before the period end keeps the item without charging again', async () => {
    expect((await call('enable_subscription_extra_feature', 'automations')).status).toBe(200);
    await call('disable_subscription_extra_feature', 'automations');
    const again = await call('enable_subscription_extra_feature', 'automations');
    const items = (again.body.subscription.extra_feature_items as Array<{ feature_key: string; disable_at: string | null }>).filter(
      (i) => i.feature_key === 'automations',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.disable_at).toBeNull();
    expect(again.body.subscription.extra_features_total_value).toBe(4990);
  });

  it('refuses to switch off a feature not bought (404) or one of the plan (409)', async () => {
    const none = await call('disable_subscription_extra_feature', 'calendar');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(NOT_ENABLED_MESSAGE);
    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.company_id, company.id));
    const { plans } = await import('../../db/schema/index.js');
    await t.app.ctx.db
      .update(plans)
      .set({ extra_features: ['calendar'] })
      .where(eq(plans.id, sub!.plan_id));
    try {
      const inPlan = await call('disable_subscription_extra_feature', 'calendar');
      expect(inPlan.status).toBe(409);
      expect(inPlan.body.message).toBe(IN_PLAN_MESSAGE);
    } finally {
      await t.app.ctx.db.update(plans).set({ extra_features: [] }).where(eq(plans.id, sub!.plan_id));
    }
  });

  it('closes the gate when the subscription stops counting as active', async () => {
    expect(await hasExtraFeature(t.app.ctx, company.id, 'automations')).toBe(true);
    await t.app.ctx.db.update(subscriptions).set({ status: 'inactive' }).where(eq(subscriptions.company_id, company.id));
    expect(await hasExtraFeature(t.app.ctx, company.id, 'automations')).toBe(false);
  });
});
