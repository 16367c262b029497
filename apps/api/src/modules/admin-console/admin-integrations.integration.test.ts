// /admin/integrations: every company's connections with their health, the filters, no secret in the
// answer, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendars, companyIntegrations, googleCalendarAccounts, googleCalendarLinks, users } from '../../db/schema/index.js';
import { apiClient } from '../../test/api-client.js';
import { adminWith, rawCall, superAdminToken } from '../../test/admin-kit.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';

describe('admin integrations of every company', () => {
  let t: TTestApp;
  let admin: string;
  let ana: string;
  let bia: string;

  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    const db = t.app.ctx.db;
    const made: string[] = [];
    for (const [i, name] of ['Ana', 'Bia'].entries()) {
      const phone = `+55119333700${i}0`;
      const token = await api.signUp({ name: `Dona ${name}`, email: `integ${i}@example.com`, phone });
      made.push((await api.createCompany(token, phone, `Studio ${name}`)).id);
    }
    [ana, bia] = made as [string, string];
    await db.delete(companyIntegrations);
    const secret = { webhook_secret: 'whsec_nao_mostrar', meta: { access_token: 'EAAG-segredo', phone_number_id: '1' } };
    await db.insert(companyIntegrations).values([
      { company_id: ana, identifier: 'whatsapp_api_oficial', channel: 'whatsapp', connection_status: 'connected', ...secret },
      {
        company_id: ana,
        identifier: 'instagram',
        channel: 'instagram',
        connection_status: 'disconnected',
        connection_status_info: 'Token expirado',
      },
      { company_id: bia, identifier: 'whatsapp_miau', channel: 'whatsapp', connection_status: 'qr_code', meta: { instance_name: 'bia' } },
      {
        company_id: bia,
        identifier: 'whatsapp_baileys',
        channel: 'whatsapp',
        connection_status: 'removed',
        meta: { instance_name: 'velha' },
      },
    ]);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'integ1@example.com'));
    await db.insert(googleCalendarAccounts).values({
      user_id: owner!.id,
      google_sub: 'sub-1',
      email: 'bia@gmail.com',
      refresh_token: 'refresh-segredo',
      access_token: 'access-segredo',
      scopes: 'calendar',
    });
    const [cal] = await db.insert(calendars).values({ company_id: bia, title: 'Bia', color: '#000000', workdays: [] }).returning();
    await db
      .insert(googleCalendarLinks)
      .values({ company_id: bia, calendar_id: cal!.id, user_id: owner!.id, google_calendar_id: 'primary', channel_token: 'canal-segredo' });
    admin = await superAdminToken(t.app);
  });
  afterAll(() => t.close());

  it('lists every live connection, problems first, with the health counts and no secret', async () => {
    const res = await rawCall(t.app, 'GET', '/admin/console/integrations', admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.integrations.map((i: { kind: string; health: string }) => `${i.kind}:${i.health}`)).toEqual([
      'instagram:down',
      'whatsapp_evolution:attention',
      'whatsapp_cloud:ok',
      'google_calendar:ok',
    ]);
    expect(res.body.integrations[0]).toMatchObject({ company_name: 'Studio Ana', detail: 'Token expirado' });
    expect(res.body.integrations[3]).toMatchObject({ company_name: 'Studio Bia', account: 'bia@gmail.com' });
    expect(res.body.counts).toEqual({ ok: 2, attention: 1, down: 1, removed: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/segredo|whsec|EAAG/);
  });

  it('filters by kind, health and company', async () => {
    const evolution = await rawCall(t.app, 'GET', '/admin/console/integrations?kind=whatsapp_evolution&health=removed', admin);
    expect(evolution.body.integrations).toMatchObject([{ identifier: 'whatsapp_baileys', status: 'removed' }]);
    const ofAna = await rawCall(t.app, 'GET', `/admin/console/integrations?company_id=${ana}`, admin);
    expect(ofAna.body.integrations).toHaveLength(2);
    expect(ofAna.body.counts).toEqual({ ok: 1, down: 1 });
    const google = await rawCall(t.app, 'GET', '/admin/console/integrations?kind=google_calendar', admin);
    expect(google.body.integrations).toHaveLength(1);
  });

  it('refuses a non-admin, an admin without the permission and bad filters', async () => {
    expect((await rawCall(t.app, 'GET', '/admin/console/integrations')).status).toBe(401);
    const staff = await adminWith(t.app, ['companies.read']);
    expect((await rawCall(t.app, 'GET', '/admin/console/integrations', staff.token)).status).toBe(403);
    for (const [q, msg] of [
      ['kind=telegram', /Tipo de integração/],
      ['health=mais_ou_menos', /Situação/],
      ['company_id=x', /Empresa/],
      ['page=0', /Página/],
    ] as const) {
      const res = await rawCall(t.app, 'GET', `/admin/console/integrations?${q}`, admin);
      expect(res.status, q).toBe(422);
      expect(res.body.message).toMatch(msg);
    }
  });
});
