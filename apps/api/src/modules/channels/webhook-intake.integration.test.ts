// Webhook intake (issue 17): a WhatsApp Cloud delivery is stored in one statement, the integration
// looked up inside it by the phone_number_id; a number no integration holds (or one removed) is kept
// as 'ignored' under no company; a redelivery stores nothing.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyIntegrations, inboundEvents } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, connectCloud, type TFixture } from '../secretary/test-support.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-company-token';

describe('webhook intake', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let url: string;
  let fx: TFixture;
  let integrationId: string;
  const events = (externalId: string) =>
    t.app.ctx.db
      .select()
      .from(inboundEvents)
      .where(eq(inboundEvents.provider_event_id, `msg:${externalId}`));
  const deliver = async (phoneNumberId: string, text: string) => {
    const status = await fake.deliverInbound({ webhookUrl: url, phoneNumberId, from: '5511977776666', profileName: 'Ana', text });
    expect(status).toBe(200);
  };

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    // No worker: the rows stay as intake left them.
    t = await startTestApp({
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      SECRETARY_WORKER: 'off',
      JOBS_POLL_MS: '3600000',
    });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    integrationId = (await connectCloud(t.app, fx, '106540352242922', TOKEN)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('stores a delivery for its integration and company in one statement, and a redelivery not again', async () => {
    // The statements that name intake's tables (the job runner's own polls run beside it).
    const execute = vi.spyOn(t.app.ctx.db, 'execute');
    await deliver('106540352242922', 'oi');
    const texts = execute.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query as SQL).sql);
    expect(texts.filter((text) => /inbound_events|company_integrations/.test(text))).toHaveLength(1);
    execute.mockRestore();
    const [row] = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.integration_id, integrationId));
    expect(row).toMatchObject({ status: 'pending', company_id: fx.company.id, kind: 'message', provider: 'whatsapp_cloud' });
    expect((row!.payload as { text: string }).text).toBe('oi');
    expect(await fake.redeliver(fake.deliveries.at(-1)!)).toBe(200);
    expect(await events(String((row!.payload as { external_id: string }).external_id))).toHaveLength(1);
  });

  it("keeps a number no integration holds, or a removed one's, as ignored under no company", async () => {
    await deliver('999000111222333', 'de quem?');
    await t.app.ctx.db.update(companyIntegrations).set({ connection_status: 'removed' }).where(eq(companyIntegrations.id, integrationId));
    await deliver('106540352242922', 'ainda aí?');
    const rows = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.status, 'ignored'));
    expect(rows.map((r) => (r.payload as { text: string }).text).sort()).toEqual(['ainda aí?', 'de quem?']);
    expect(rows.every((r) => r.company_id === null && r.integration_id === null)).toBe(true);
  });
});
