// /admin/eventos_plataforma and /admin/scheduled_messages: the filters (type, status, company, period),
// the page bound, cancelling a pending message with its audit row, and the refusals.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, platformEvents, scheduledMessages, users } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, auditCount, rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';

const at = (iso: string) => new Date(iso);
const JAN = 'from=2026-01-01&to=2026-01-31';

describe('admin platform events and scheduled messages', () => {
  let t: TTestApp;
  let admin: string;
  let ana: string;
  let bia: string;
  let pendingId: string;
  let sentId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const db = t.app.ctx.db;
    const made: string[] = [];
    for (const [i, name] of ['Ana', 'Bia'].entries()) {
      const phone = `+55119333600${i}0`;
      const token = await api.signUp({ name: `Dona ${name}`, email: `fila${i}@example.com`, phone });
      made.push((await api.createCompany(token, phone, `Salão da ${name}`)).id);
    }
    [ana, bia] = made as [string, string];
    await db.delete(platformEvents);
    await db.insert(platformEvents).values([
      { event_name: 'utm_info', value: '{}', meta: { utm_source: 'google', utm_medium: 'cpc' }, created_at: at('2026-01-02T10:00:00Z') },
      { event_name: 'sign_up', company_id: ana, created_at: at('2026-01-03T10:00:00Z') },
      { event_name: 'sign_up', company_id: bia, created_at: at('2026-01-31T23:59:00Z') },
      { event_name: 'sign_up', company_id: bia, created_at: at('2026-02-01T00:00:00Z') },
      ...Array.from({ length: 55 }, (_, i) => ({
        event_name: 'page_view',
        created_at: at(`2026-01-10T10:${String(i).padStart(2, '0')}:00Z`),
      })),
    ]);
    const [carla] = await db.insert(clients).values({ company_id: ana, name: 'Carla' }).returning();
    const [duda] = await db.insert(clients).values({ company_id: bia, name: 'Duda' }).returning();
    const msg = (companyId: string, clientId: string, status: 'pending' | 'sent', due: string) => ({
      company_id: companyId,
      client_id: clientId,
      type: 'schedule_reminder' as const,
      source: 'schedule' as const,
      content: 'Lembrete do seu horário',
      status,
      due_at: at(due),
    });
    const rows = await db
      .insert(scheduledMessages)
      .values([
        msg(ana, carla!.id, 'pending', '2026-01-20T12:00:00Z'),
        msg(ana, carla!.id, 'sent', '2026-01-05T12:00:00Z'),
        msg(bia, duda!.id, 'pending', '2026-01-25T12:00:00Z'),
        msg(bia, duda!.id, 'pending', '2026-03-01T12:00:00Z'),
      ])
      .returning();
    pendingId = rows[0]!.id;
    sentId = rows[1]!.id;
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('lists the period’s events newest first, by type and company, 50 a page', async () => {
    const all = await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}`, admin);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.events).toHaveLength(50);
    expect(all.body.has_more).toBe(true);
    expect(all.body.event_names).toEqual(['page_view', 'sign_up', 'utm_info']);
    const second = await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}&page=2`, admin);
    expect(second.body.events).toHaveLength(58 - 50);
    expect(second.body.has_more).toBe(false);
    const signUps = await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}&event_name=sign_up`, admin);
    expect(signUps.body.events.map((e: { company_name: string }) => e.company_name)).toEqual(['Salão da Bia', 'Salão da Ana']);
    const ofBia = await rawCall(t.app, 'GET', `/admin/console/platform_events?from=2026-01-01&to=2026-02-28&company_id=${bia}`, admin);
    expect(ofBia.body.events).toHaveLength(2);
    // An event of the owner (linked by user, not by company) counts as the company's.
    const [owner] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'fila0@example.com'));
    await t.app.ctx.db
      .insert(platformEvents)
      .values({ event_name: 'page_view', user_id: owner!.id, created_at: at('2026-01-04T10:00:00Z') });
    const ofAna = await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}&company_id=${ana}`, admin);
    expect(ofAna.body.events.map((e: { event_name: string; user_email: string | null }) => [e.event_name, e.user_email])).toEqual([
      ['page_view', 'fila0@example.com'],
      ['sign_up', null],
    ]);
    const utm = await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}&event_name=utm_info`, admin);
    expect(utm.body.events[0].utm).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: null, utm_content: null });
  });

  it('lists every company’s queue by status, company and period', async () => {
    const jan = await rawCall(t.app, 'GET', `/admin/console/scheduled_messages?${JAN}`, admin);
    expect(jan.status, JSON.stringify(jan.body)).toBe(200);
    expect(jan.body.messages.map((m: { client_name: string }) => m.client_name)).toEqual(['Duda', 'Carla', 'Carla']);
    const pending = await rawCall(t.app, 'GET', `/admin/console/scheduled_messages?${JAN}&status=pending&company_id=${ana}`, admin);
    expect(pending.body.messages).toMatchObject([{ id: pendingId, company_name: 'Salão da Ana', status: 'pending' }]);
  });

  it('cancels a pending message once, with an audit row; a sent one is 409', async () => {
    const before = await auditCount(t.app);
    const res = await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${pendingId}/cancel`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.status).toBe('canceled');
    expect(await auditCount(t.app)).toBe(before + 1);
    const [row] = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.id, pendingId));
    expect(row!.status).toBe('canceled');
    const logs = await rawCall(t.app, 'GET', `/admin/console/audit_logs?company_id=${ana}&action=scheduled_message.cancel`, admin);
    expect(logs.body.logs[0]).toMatchObject({ target_id: pendingId, before: { status: 'pending' }, after: { status: 'canceled' } });
    const again = await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${pendingId}/cancel`, admin);
    expect(again.status).toBe(409);
    expect((await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${sentId}/cancel`, admin)).status).toBe(409);
    expect((await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${randomUUID()}/cancel`, admin)).status).toBe(404);
    expect(await auditCount(t.app)).toBe(before + 1);
  });

  it('refuses a non-admin (401), an admin without the permission (403) and bad filters (422)', async () => {
    const owner = await apiClient(t.app).signUp({ name: 'Dona Eva', email: 'eva@example.com', phone: '+5511933360099' });
    for (const url of [`/admin/console/platform_events?${JAN}`, `/admin/console/scheduled_messages?${JAN}`]) {
      expect((await rawCall(t.app, 'GET', url)).status).toBe(401);
      expect((await rawCall(t.app, 'GET', url, owner)).status).toBe(401);
    }
    expect((await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${sentId}/cancel`, owner)).status).toBe(401);
    const events = await adminWith(t.app, ['events.read']);
    expect((await rawCall(t.app, 'GET', `/admin/console/scheduled_messages?${JAN}`, events.token)).status).toBe(403);
    expect((await rawCall(t.app, 'POST', `/admin/console/scheduled_messages/${sentId}/cancel`, events.token)).status).toBe(403);
    const queue = await adminWith(t.app, ['scheduled_messages.manage']);
    expect((await rawCall(t.app, 'GET', `/admin/console/platform_events?${JAN}`, queue.token)).status).toBe(403);
    const bad: [string, RegExp][] = [
      ['/admin/console/platform_events?from=2026-02-01&to=2026-01-01', /data inicial/],
      ['/admin/console/platform_events?from=2025-01-01&to=2026-01-01', /92 dias/],
      [`/admin/console/platform_events?${JAN}&page=201`, /Página/],
      [`/admin/console/platform_events?${JAN}&company_id=nao`, /Empresa/],
      [`/admin/console/scheduled_messages?${JAN}&status=outra`, /Situação/],
      ['/admin/console/scheduled_messages?from=ontem&to=2026-01-01', /Data inválida/],
    ];
    for (const [url, message] of bad) {
      const res = await rawCall(t.app, 'GET', url, admin);
      expect(res.status, url).toBe(422);
      expect(res.body.message, url).toMatch(message);
    }
    expect((await rawCall(t.app, 'POST', '/admin/console/scheduled_messages/nao/cancel', admin)).status).toBe(422);
  });
});
