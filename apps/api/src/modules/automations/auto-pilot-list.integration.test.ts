// GET /user/:company/auto-pilot: the company's runs with the client's name and status, as the
// auto-pilot section of /app/automacoes shows them; another company's runs and clients are 403/404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { setExtraFeatures } from '../../test/extra-features.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

describe('auto-pilot list', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  const list = (f: TFixture, token = f.token) => f.api.call('GET', `/user/${f.company.id}/auto-pilot`, { token });
  const pilot = (f: TFixture, clientId: string) => `/user/${f.company.id}/clients/${clientId}/auto-pilot`;

  beforeAll(async () => {
    t = await startTestApp({ SECRETARY_WORKER: 'off' });
    a = await buildFixture(t.app, { name: 'Empresa A' });
    b = await buildFixture(t.app, { name: 'Empresa B' });
    for (const f of [a, b]) await setExtraFeatures(t.app, f.company.id, ['automations']);
    await t.app.ctx.db.update(companies).set({ is_auto_pilot_enabled: true });
  });
  afterAll(() => t.close());

  it('lists the runs with their status, paused and resumed by staff', async () => {
    expect((await list(a)).body).toEqual({ auto_pilot: [] });
    const started = await a.api.call('POST', pilot(a, a.client.id), { token: a.token });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const paused = await a.api.call('PATCH', pilot(a, a.client.id), { token: a.token, body: { status: 'paused_manually' } });
    expect(paused.status).toBe(200);
    const res = await list(a);
    expect(res.status).toBe(200);
    expect(res.body.auto_pilot).toEqual([
      expect.objectContaining({ client_id: a.client.id, client_name: 'Cliente Teste', status: 'paused_manually', attempts: 0 }),
    ]);
  });

  it("never shows or changes another company's runs", async () => {
    await b.api.call('POST', pilot(b, b.client.id), { token: b.token });
    const other = await list(b, a.token);
    expect([403, 404]).toContain(other.status);
    expect(JSON.stringify((await list(a)).body)).not.toContain(b.client.id);
    for (const res of [
      await a.api.call('POST', pilot(a, b.client.id), { token: a.token }),
      await a.api.call('PATCH', pilot(a, b.client.id), { token: a.token, body: { status: 'paused_manually' } }),
    ])
      expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
    expect((await list(b)).body.auto_pilot[0]).toMatchObject({ client_id: b.client.id, status: 'running' });
  });

  it('refuses to start while the company has the auto-pilot off', async () => {
    await t.app.ctx.db.update(companies).set({ is_auto_pilot_enabled: false }).where(eq(companies.id, b.company.id));
    const res = await b.api.call('POST', pilot(b, b.client.id), { token: b.token });
    expect(res.status).toBe(409);
  });
});
