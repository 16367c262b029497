// Channel events write company_integrations.meta while the owner may change a setting in it: each
// writer patches its own keys (meta || patch), so a handler holding an older copy of the row cannot
// put an old value back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../secretary/test-support.js';
import { findIntegration, insertIntegration } from './repo.js';
import { applyGatewayEvent } from './service.js';

describe('integration meta under concurrent writers', () => {
  let t: TTestApp & { database: TDatabase };
  let fx: TFixture;

  beforeAll(async () => {
    t = await startTestApp({ SECRETARY_WORKER: 'off' });
    fx = await buildFixture(t.app, { calendars: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a setting saved while a gateway event was being handled', async () => {
    const id = randomUUID();
    const now = new Date();
    await insertIntegration(t.app.ctx.db, {
      id,
      company_id: fx.company.id,
      identifier: 'whatsapp_miau',
      channel: 'whatsapp',
      connection_status: 'qr_code',
      webhook_secret: 'x',
      meta: { instance_name: `agenda-${id}`, read_message_option: 'all' },
      created_at: now,
      updated_at: now,
    });
    // The event handler read the row before the owner saved the setting.
    const stale = (await findIntegration(t.app.ctx.db, id))!;
    const saved = await fx.api.call('POST', `/user/${fx.company.id}/integrations/${id}/settings`, {
      token: fx.token,
      body: { read_message_option: 'schedule_successfully' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await applyGatewayEvent(t.app.ctx, stale, {
      kind: 'qrcode',
      base64: 'data:image/png;base64,AAAA',
      code: '2@new',
      pairingCode: null,
      limitReached: false,
    });
    await applyGatewayEvent(t.app.ctx, stale, { kind: 'connection', state: 'open', wuid: '5511955550000@s.whatsapp.net' });
    const row = (await findIntegration(t.app.ctx.db, id))!;
    expect(row.meta).toMatchObject({ instance_name: `agenda-${id}`, read_message_option: 'schedule_successfully', qr_code: null });
    expect(row.connection_status).toBe('connected');
  });
});
