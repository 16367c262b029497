// /admin/dashboard: each key figure against fixtures whose numbers are counted by hand below.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendars, clients, companies, schedules, services, subscriptions, users } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, rawCall, seedChat, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const at = (iso: string) => new Date(iso);

describe('admin dashboard figures', () => {
  let t: TTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const db = t.app.ctx.db;
    const made: { id: string }[] = [];
    for (const [i, name] of ['Paga', 'Teste', 'Bloqueada', 'Teste vencido'].entries()) {
      const phone = `+55119333500${i}0`;
      const token = await api.signUp({ name: `Dona ${name}`, email: `dona${i}@example.com`, phone });
      made.push(await api.createCompany(token, phone, `Empresa ${name}`));
    }
    const [paid, trial, blocked, lapsed] = made.map((c) => c.id) as [string, string, string, string];
    const now = t.app.ctx.now().getTime();
    // Paying: an active subscription of R$ 99,90 plus R$ 15,00 of extras → MRR 11.490 cents.
    await db
      .update(subscriptions)
      .set({ status: 'active', total_value: 9990, extra_features_total_value: 1500, end_at: new Date(now + 20 * 86_400_000) })
      .where(eq(subscriptions.company_id, paid));
    // A canceled one never counts in the MRR.
    const [plan] = await db.select({ plan_id: subscriptions.plan_id }).from(subscriptions).limit(1);
    await db.insert(subscriptions).values({
      company_id: trial,
      plan_id: plan!.plan_id,
      status: 'canceled',
      start_at: at('2025-10-01T00:00:00Z'),
      end_at: at('2025-11-01T00:00:00Z'),
      base_value: 5000,
      total_value: 5000,
    });
    await db.update(companies).set({ is_blocked: true }).where(eq(companies.id, blocked));
    await db
      .update(subscriptions)
      .set({ end_at: new Date(now - 86_400_000) })
      .where(eq(subscriptions.company_id, lapsed));
    // Sign-ups in January 2026: two companies (the 31st counts whole), one user.
    const created = [
      [paid, '2026-01-10T12:00:00Z'],
      [trial, '2026-01-31T23:59:00Z'],
      [blocked, '2026-02-01T00:00:00Z'],
      [lapsed, '2025-12-31T23:59:00Z'],
    ] as const;
    for (const [id, when] of created)
      await db
        .update(companies)
        .set({ created_at: at(when) })
        .where(eq(companies.id, id));
    await db
      .update(users)
      .set({ created_at: at('2026-01-05T09:00:00Z') })
      .where(eq(users.email, 'dona0@example.com'));
    // The secretary's messages: two in January, one on February 1st.
    await seedChat(
      t.app,
      paid,
      [
        ['client', 'Oi'],
        ['ai', 'Olá!'],
        ['ai', 'Posso ajudar?'],
      ],
      at('2026-01-15T10:00:00Z'),
    );
    await seedChat(t.app, trial, [['ai', 'Bom dia']], at('2026-02-01T00:00:00Z'));
    // Bookings: two made in January (one by the secretary), one in December.
    const [cal] = await db.insert(calendars).values({ company_id: paid, title: 'Ana', color: '#000000', workdays: [] }).returning();
    const [svc] = await db
      .insert(services)
      .values({ company_id: paid, title: 'Corte', slug: 'corte', duration_in_minutes: 30 })
      .returning();
    const [client] = await db.insert(clients).values({ company_id: paid, name: 'Carla' }).returning();
    const booking = (kind: 'assistant' | 'user', created: string, hour: number) => ({
      company_id: paid,
      calendar_id: cal!.id,
      service_id: svc!.id,
      client_id: client!.id,
      interface: kind === 'assistant' ? ('ASSISTANT_CLIENT' as const) : ('PLATFORM_COMPANY' as const),
      display_name: 'Corte',
      start_at: at(`2026-03-01T${hour}:00:00Z`),
      end_at: at(`2026-03-01T${hour}:30:00Z`),
      duration_in_minutes: 30,
      created_by_kind: kind,
      created_at: at(created),
    });
    await db
      .insert(schedules)
      .values([
        booking('assistant', '2026-01-20T15:00:00Z', 10),
        booking('user', '2026-01-31T12:00:00Z', 11),
        booking('assistant', '2025-12-31T12:00:00Z', 12),
      ]);
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('counts each figure as done by hand', async () => {
    const res = await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2026-01-01&to=2026-01-31', admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.figures).toEqual({
      companies_paying: 1,
      companies_trial: 1,
      companies_blocked: 1,
      new_companies: 2,
      new_users: 1,
      mrr_cents: 11_490,
      secretary_messages: 2,
      bookings: 2,
      secretary_bookings: 1,
    });
    const feb = await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2026-02-01&to=2026-02-01', admin);
    expect(feb.body.figures).toMatchObject({ new_companies: 1, secretary_messages: 1, bookings: 0, mrr_cents: 11_490 });
  });

  it('refuses a non-admin, an admin without the permission, and a bad period', async () => {
    const user = await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2026-01-01&to=2026-01-31');
    expect(user.status).toBe(401);
    const staff = await adminWith(t.app, ['companies.read']);
    expect((await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2026-01-01&to=2026-01-31', staff.token)).status).toBe(403);
    const reversed = await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2026-02-01&to=2026-01-01', admin);
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toMatch(/data inicial/);
    expect((await rawCall(t.app, 'GET', '/admin/console/dashboard?from=2024-01-01&to=2026-01-01', admin)).status).toBe(422);
    expect((await rawCall(t.app, 'GET', '/admin/console/dashboard?from=ontem&to=2026-01-01', admin)).status).toBe(422);
  });
});
