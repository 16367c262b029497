// Issue 8 §19: API processes started together all run the gateway health check at once; the owner
// must hear "WhatsApp desconectado" once, not once per process.
import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations, notifications } from '../../db/schema/index.js';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, waitFor, type TFixture } from '../secretary/test-support.js';
import { runHealthChecks } from './health.js';

describe('"WhatsApp desconectado" across processes', () => {
  let evo: FakeEvolution;
  let first: TTestApp & { database: TDatabase };
  let second: TTestApp & { database: TDatabase };
  let fx: TFixture;
  let integrationId: string;
  let instance: string;

  beforeAll(async () => {
    evo = await startFakeEvolution({ apiKey: 'evo-key' });
    // The loops stay off: each test runs the step it is about, in both processes at once.
    const env = { EVOLUTION_BASE_URL: evo.url, EVOLUTION_API_KEY: 'evo-key', SECRETARY_WORKER: 'off' };
    first = await startTestApp(env);
    second = await startTestApp(env, first.database);
    const base = await first.app.listen({ port: 0, host: '127.0.0.1' });
    fx = await buildFixture(first.app, { calendars: 1 });
    const res = await fetch(`${base}/user/${fx.company.id}/integrations/whatsapp/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'whatsapp_miau' }),
    });
    expect(res.status).toBe(200);
    const integration = ((await res.json()) as { integration: { id: string; meta: { instance_name: string } } }).integration;
    integrationId = integration.id;
    instance = integration.meta.instance_name;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await evo.close();
  });

  const statusOf = async () =>
    (await first.app.ctx.db.select().from(companyIntegrations).where(eq(companyIntegrations.id, integrationId)))[0]!.connection_status;
  const disconnectedNotices = () =>
    first.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.company_id, fx.company.id), eq(notifications.title, 'WhatsApp desconectado')));

  async function connectPhone() {
    await evo.scanQr(instance, { number: '5511955550000', profileName: 'Barbearia' });
    await waitFor(
      async () => {
        await first.app.secretary.runOnce();
        return (await statusOf()) === 'connected';
      },
      { label: 'connected' },
    );
  }

  it('notifies once when two processes find the session closed at the same time', async () => {
    await connectPhone();
    // The phone dropped the session without the gateway telling us: only a health check finds it.
    evo.instance(instance)!.state = 'close';
    await Promise.all([runHealthChecks(first.app.ctx), runHealthChecks(second.app.ctx)]);
    expect(await statusOf()).toBe('disconnected');
    expect(await disconnectedNotices()).toHaveLength(1);
  });

  it('notifies again for a later drop, once', async () => {
    evo.instance(instance)!.state = 'open';
    await first.app.ctx.db
      .update(companyIntegrations)
      .set({ connection_status: 'connected' })
      .where(eq(companyIntegrations.id, integrationId));
    evo.instance(instance)!.state = 'close';
    await Promise.all([runHealthChecks(second.app.ctx), runHealthChecks(first.app.ctx), runHealthChecks(second.app.ctx)]);
    expect(await disconnectedNotices()).toHaveLength(2);
  });
});
