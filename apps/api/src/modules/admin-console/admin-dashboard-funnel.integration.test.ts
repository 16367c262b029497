// /admin/dashboard/leads and /admin/dashboard/vendas: each figure against fixtures counted by hand below.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans, platformEvents, subscriptionBills, subscriptions, users } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const at = (iso: string) => new Date(iso);
const JAN = 'from=2026-01-01&to=2026-01-31';

describe('admin dashboard leads and sales', () => {
  let t: TTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const db = t.app.ctx.db;
    const made: string[] = [];
    for (const [i, name] of ['Paga', 'Teste', 'Cancelada'].entries()) {
      const phone = `+55119333800${i}0`;
      const token = await api.signUp({ name: `Dona ${name}`, email: `funil${i}@example.com`, phone });
      made.push((await api.createCompany(token, phone, `Empresa ${name}`)).id);
    }
    const [paid, trial, canceled] = made as [string, string, string];
    const now = t.app.ctx.now().getTime();
    // Sign-ups: two users and two companies in January (the 31st counts whole), one of each in February.
    const created: [string, string, string][] = [
      [paid, 'funil0@example.com', '2026-01-10T12:00:00Z'],
      [trial, 'funil1@example.com', '2026-01-31T23:59:00Z'],
      [canceled, 'funil2@example.com', '2026-02-01T00:00:00Z'],
    ];
    for (const [id, email, when] of created) {
      await db
        .update(companies)
        .set({ created_at: at(when) })
        .where(eq(companies.id, id));
      await db
        .update(users)
        .set({ created_at: at(when) })
        .where(eq(users.email, email));
    }
    // Two plans: the paid company on "Profissional", the canceled one on "Completo".
    const [pro] = await db
      .insert(plans)
      .values({ identifier: 'pro-f', title: 'Profissional', base_value: 9990, total_value: 9990 })
      .returning();
    const [full] = await db
      .insert(plans)
      .values({ identifier: 'full-f', title: 'Completo', base_value: 19_990, total_value: 19_990 })
      .returning();
    await db
      .update(subscriptions)
      .set({ plan_id: pro!.id, status: 'active', first_payment_at: at('2026-01-12T10:00:00Z'), end_at: new Date(now + 20 * 86_400_000) })
      .where(eq(subscriptions.company_id, paid));
    await db
      .update(subscriptions)
      .set({ plan_id: full!.id, status: 'canceled', first_payment_at: at('2025-12-01T10:00:00Z'), canceled_at: at('2026-01-20T10:00:00Z') })
      .where(eq(subscriptions.company_id, canceled));
    await db
      .update(subscriptions)
      .set({ status: 'trial', end_at: new Date(now + 5 * 86_400_000) })
      .where(eq(subscriptions.company_id, trial));
    const [paidSub] = await db.select().from(subscriptions).where(eq(subscriptions.company_id, paid));
    const [canceledSub] = await db.select().from(subscriptions).where(eq(subscriptions.company_id, canceled));
    const bill = (sub: typeof paidSub, status: string, paidAt: string | null, value: number, extras = 0, refunded = 0) => ({
      subscription_id: sub!.id,
      company_id: sub!.company_id,
      ref_start_at: at('2026-01-01T00:00:00Z'),
      ref_end_at: at('2026-02-01T00:00:00Z'),
      status,
      total_value: value,
      extra_features_total_value: extras,
      refunded_value: refunded,
      paid_at: paidAt ? at(paidAt) : null,
    });
    // Revenue in January: Profissional 9.990 + 1.500 extras = 11.490; Completo 19.990 − 2.000 refunded = 17.990.
    // Not counted: a pending bill, and one paid on February 1st.
    await db
      .insert(subscriptionBills)
      .values([
        bill(paidSub, 'paid', '2026-01-12T10:00:00Z', 9990, 1500),
        bill(paidSub, 'pending', null, 9990),
        bill(paidSub, 'paid', '2026-02-01T00:00:00Z', 9990),
        bill(canceledSub, 'paid', '2026-01-05T10:00:00Z', 19_990, 0, 2000),
      ]);
    // Sign-up events in January: two after an Instagram visit (one by user, one by device), one direct;
    // the Google visit came after its sign-up, so that sign-up is direct too. February's is out.
    await db.delete(platformEvents);
    const [u0] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'funil0@example.com'));
    await db.insert(platformEvents).values([
      { event_name: 'utm_info', user_id: u0!.id, meta: { utm_source: 'instagram' }, created_at: at('2026-01-09T10:00:00Z') },
      { event_name: 'sign_up', user_id: u0!.id, created_at: at('2026-01-10T12:00:00Z') },
      { event_name: 'utm_info', device_hash: 'd1', meta: { utm_source: 'instagram' }, created_at: at('2026-01-11T10:00:00Z') },
      { event_name: 'sign_up', device_hash: 'd1', created_at: at('2026-01-11T11:00:00Z') },
      { event_name: 'sign_up', device_hash: 'd2', created_at: at('2026-01-15T11:00:00Z') },
      { event_name: 'utm_info', device_hash: 'd2', meta: { utm_source: 'google' }, created_at: at('2026-01-16T11:00:00Z') },
      { event_name: 'sign_up', device_hash: 'd3', created_at: at('2026-02-01T00:00:00Z') },
    ]);
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('counts the leads as done by hand', async () => {
    const res = await rawCall(t.app, 'GET', `/admin/console/dashboard/leads?${JAN}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.figures).toEqual({ sign_ups: 2, new_companies: 2, companies_in_trial: 1, converted: 1 });
    expect(res.body.by_source).toEqual(
      [
        { source: 'direto', sign_ups: 1 },
        { source: 'instagram', sign_ups: 2 },
      ].sort((a, b) => b.sign_ups - a.sign_ups),
    );
    // One row per UTC day, the 31st included; the days without a lead count zero.
    type TLeadDay = { day: string; sign_ups: number; new_companies: number };
    const days = res.body.by_day as TLeadDay[];
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 31 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`));
    expect(days.filter((d) => d.sign_ups || d.new_companies)).toEqual([
      { day: '2026-01-10', sign_ups: 1, new_companies: 1 },
      { day: '2026-01-31', sign_ups: 1, new_companies: 1 },
    ]);
    const feb = await rawCall(t.app, 'GET', '/admin/console/dashboard/leads?from=2026-02-01&to=2026-02-01', admin);
    expect(feb.body.by_day).toEqual([{ day: '2026-02-01', sign_ups: 1, new_companies: 1 }]);
    expect(feb.body.figures).toMatchObject({ sign_ups: 1, new_companies: 1, converted: 1 });
    expect(feb.body.by_source).toEqual([{ source: 'direto', sign_ups: 1 }]);
  });

  it('counts the sales in cents as done by hand, in all and by plan', async () => {
    const res = await rawCall(t.app, 'GET', `/admin/console/dashboard/sales?${JAN}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.figures).toEqual({ new_paid: 1, cancellations: 1, revenue_cents: 29_480 });
    expect(res.body.by_plan.map(({ plan_id: _, ...r }: { plan_id: string }) => r)).toEqual([
      { plan_title: 'Completo', new_paid: 0, cancellations: 1, revenue_cents: 17_990 },
      { plan_title: 'Profissional', new_paid: 1, cancellations: 0, revenue_cents: 11_490 },
    ]);
    type TSaleDay = { day: string; new_paid: number; cancellations: number; revenue_cents: number };
    const days = res.body.by_day as TSaleDay[];
    expect(days).toHaveLength(31);
    expect(days.filter((d) => d.new_paid || d.cancellations || d.revenue_cents)).toEqual([
      { day: '2026-01-05', new_paid: 0, cancellations: 0, revenue_cents: 17_990 },
      { day: '2026-01-12', new_paid: 1, cancellations: 0, revenue_cents: 11_490 },
      { day: '2026-01-20', new_paid: 0, cancellations: 1, revenue_cents: 0 },
    ]);
    const feb = await rawCall(t.app, 'GET', '/admin/console/dashboard/sales?from=2026-02-01&to=2026-02-28', admin);
    expect(feb.body.figures).toEqual({ new_paid: 0, cancellations: 0, revenue_cents: 9990 });
    expect(feb.body.by_day[0]).toEqual({ day: '2026-02-01', new_paid: 0, cancellations: 0, revenue_cents: 9990 });
  });

  it('refuses a non-admin, an admin without the permission, and a bad period', async () => {
    for (const path of ['leads', 'sales']) {
      const url = `/admin/console/dashboard/${path}?${JAN}`;
      expect((await rawCall(t.app, 'GET', url)).status).toBe(401);
      const staff = await adminWith(t.app, ['companies.read']);
      expect((await rawCall(t.app, 'GET', url, staff.token)).status).toBe(403);
      const reversed = await rawCall(t.app, 'GET', `/admin/console/dashboard/${path}?from=2026-02-01&to=2026-01-01`, admin);
      expect(reversed.status).toBe(422);
      expect(reversed.body.message).toMatch(/data inicial/);
      expect((await rawCall(t.app, 'GET', `/admin/console/dashboard/${path}?from=ontem&to=2026-01-01`, admin)).status).toBe(422);
    }
  });
});
