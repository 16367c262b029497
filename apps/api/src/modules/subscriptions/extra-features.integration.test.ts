import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { companyUsers, subscriptions, users } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { INACTIVE_SUBSCRIPTION_MESSAGE, NO_SUBSCRIPTION_MESSAGE } from './extra-features.js';

const OPTIONS_QUERY = (id: string) =>
  `{ user_subscription_extra_features_options(company_id: "${id}") { key title description price formatted_price enabled } }`;

describe('extra features of a subscription', () => {
  let t: TTestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let other: string;
  let company: { id: string };
  let otherCompany: { id: string };

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.app);
    token = await api.signUp({ name: 'Ana Dona', email: 'ana@example.com', phone: '+5511987650001' });
    company = await api.createCompany(token, '+5511987650001', 'Barbearia da Ana');
    other = await api.signUp({ name: 'Bia Outra', email: 'bia@example.com', phone: '+5511987650002' });
    otherCompany = await api.createCompany(other, '+5511987650002', 'Salão da Bia');
  });
  afterAll(() => t.close());

  const enable = (companyId: string, feature_key: unknown, tk = token) =>
    api.call('POST', `/user/${companyId}/subscription/enable_subscription_extra_feature`, { token: tk, body: { feature_key } });
  const options = async (companyId: string, tk = token) => {
    const res = await api.call('POST', '/user/graphql/query?caller=options', { token: tk, body: { query: OPTIONS_QUERY(companyId) } });
    return res.body as {
      data?: { user_subscription_extra_features_options: Array<Record<string, any>> };
      errors?: Array<{ message: string }>;
    };
  };

  it('lists every extra feature with its Portuguese title and §9 price, none enabled yet', async () => {
    const res = await options(company.id);
    const rows = res.data!.user_subscription_extra_features_options;
    expect(rows.map((r) => [r.key, r.price])).toEqual([
      ['company_media', 4990],
      ['instagram', 4990],
      ['calendar', 2990],
      ['client_records', 3990],
      ['automations', 4990],
    ]);
    expect(rows.find((r) => r.key === 'instagram')).toMatchObject({ title: 'Instagram', formatted_price: 'R$\u00a049,90', enabled: false });
    expect(rows.every((r) => typeof r.description === 'string' && r.description.length > 10)).toBe(true);
  });

  it('enables a feature, once, adds its price to the subscription and tells the company room', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket: Socket = connect(address, { transports: ['websocket'], auth: { token, type: 'user' } });
    const got: Array<Record<string, any>> = [];
    socket.on('message', (m: Record<string, any>) => got.push(m));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await new Promise<void>((resolve) => socket.emit('join', `company_update:${company.id}`, () => resolve()));

    const res = await enable(company.id, 'instagram');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.toast).toBe('Funcionalidade habilitada com sucesso.');
    expect(res.body.subscription).toMatchObject({ extra_features: ['instagram'], extra_features_total_value: 4990 });
    expect(res.body.subscription.overall_total_value).toBe(res.body.subscription.total_value + 4990);
    expect(res.body.subscription.extra_feature_items[0]).toMatchObject({ feature_key: 'instagram', price: 4990, quantity: 1 });

    const again = await enable(company.id, 'instagram');
    expect(again.status).toBe(200);
    expect(again.body.subscription).toMatchObject({ extra_features: ['instagram'], extra_features_total_value: 4990 });
    const both = await enable(company.id, 'calendar');
    expect(both.body.subscription).toMatchObject({ extra_features: ['instagram', 'calendar'], extra_features_total_value: 7980 });

    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && !got.some((m) => m.room === `company_update:${company.id}`))
      await new Promise((r) => setTimeout(r, 20));
    socket.close();
    const msg = got.find((m) => m.room === `company_update:${company.id}`);
    expect(msg?.events?.[0]).toMatchObject({ name: 'company_update', data: { company_id: company.id } });

    const rows = (await options(company.id)).data!.user_subscription_extra_features_options;
    expect(rows.filter((r) => r.enabled).map((r) => r.key)).toEqual(['instagram', 'calendar']);
    const logged = await api.call('POST', '/user/graphql/query?caller=loggedUser', {
      token,
      body: {
        query: '{ loggedUser { companies { id current_subscription { extra_features extra_features_total_value overall_total_value } } } }',
      },
    });
    const mine = logged.body.data.loggedUser.companies.find((c: { id: string }) => c.id === company.id);
    expect(mine.current_subscription).toMatchObject({ extra_features: ['instagram', 'calendar'], extra_features_total_value: 7980 });
  });

  it('counts a feature of the plan as enabled and does not charge it again', async () => {
    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.company_id, otherCompany.id));
    const { plans } = await import('../../db/schema/index.js');
    await t.app.ctx.db
      .update(plans)
      .set({ extra_features: ['automations'] })
      .where(eq(plans.id, sub!.plan_id));
    try {
      const rows = (await options(otherCompany.id, other)).data!.user_subscription_extra_features_options;
      expect(rows.find((r) => r.key === 'automations')!.enabled).toBe(true);
      const res = await enable(otherCompany.id, 'automations', other);
      expect(res.status).toBe(200);
      expect(res.body.subscription).toMatchObject({ extra_features: [], extra_features_total_value: 0 });
    } finally {
      await t.app.ctx.db.update(plans).set({ extra_features: [] }).where(eq(plans.id, sub!.plan_id));
    }
  });

  it('rejects unknown features (422), other companies (404) and operation members (403)', async () => {
    const bad = await enable(company.id, 'teleporte');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('Funcionalidade inválida.');
    expect((await enable(otherCompany.id, 'instagram')).status).toBe(404);
    expect((await options(otherCompany.id)).errors?.[0]?.message).toBe('Empresa não encontrada.');
    const [bia] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'bia@example.com'));
    await t.app.ctx.db.insert(companyUsers).values({ company_id: company.id, user_id: bia!.id, role: 'operation' });
    const op = await enable(company.id, 'automations', other);
    expect(op.status).toBe(403);
    expect((await options(company.id, other)).data!.user_subscription_extra_features_options).toHaveLength(5);
  });

  it('refuses an inactive subscription and a company without one (409, Portuguese)', async () => {
    await t.app.ctx.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.company_id, otherCompany.id));
    const inactive = await enable(otherCompany.id, 'instagram', other);
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe(INACTIVE_SUBSCRIPTION_MESSAGE);
    // A trial whose end passed counts as trial_ended, not active.
    await t.app.ctx.db
      .update(subscriptions)
      .set({ status: 'trial', end_at: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.company_id, otherCompany.id));
    expect((await enable(otherCompany.id, 'instagram', other)).status).toBe(409);
    await t.app.ctx.db.delete(subscriptions).where(eq(subscriptions.company_id, otherCompany.id));
    const none = await enable(otherCompany.id, 'instagram', other);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(NO_SUBSCRIPTION_MESSAGE);
    expect((await options(otherCompany.id, other)).data!.user_subscription_extra_features_options.every((r) => !r.enabled)).toBe(true);
  });
});
