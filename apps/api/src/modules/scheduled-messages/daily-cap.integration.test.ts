// The daily cap (max_active_messages_per_day) holds exactly when many of a company's automatic messages
// fall due together and are sent as one batch (send-job.ts): as many go as the cap leaves for the day,
// the rest wait for the next morning; a message by hand is never held by it.
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, companies, scheduledMessages } from '../../db/schema/index.js';
import type { TAppContext } from '../../lib/context.js';
import { setExtraFeatures } from '../../test/extra-features.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, connectCloud, type TFixture } from '../secretary/test-support.js';
import { planScheduledMessage } from './service.js';

const SECRET = 'cap-secret';
const TOKEN = 'EAAG-cap-token';
const PHONE = '5511955556666';

describe('the daily cap on a batch of due automatic messages', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp;
  let fx: TFixture;
  let clientId: string;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: SECRET });
    t = await startTestApp({ WHATSAPP_CLOUD_APP_SECRET: SECRET, WHATSAPP_CLOUD_BASE_URL: fake.url, SECRETARY_WORKER: 'off' });
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, '5550333', TOKEN);
    await fake.deliverInbound({ webhookUrl: url, phoneNumberId: '5550333', from: PHONE, profileName: 'Cliente', text: 'oi' });
    await t.app.secretary.runOnce();
    clientId = (await t.app.ctx.db.select().from(chats).where(eq(chats.remote_id, PHONE)))[0]!.client_id!;
    await setExtraFeatures(t.app, fx.company.id, ['automations']);
    await t.app.ctx.db
      .update(companies)
      .set({ max_active_messages_per_day: 2, quiet_hours_start_minute: 0, quiet_hours_end_minute: 0 })
      .where(eq(companies.id, fx.company.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends as many as the cap leaves today, moves the rest to the next day, and lets a message by hand through', async () => {
    const due = new Date(t.clock.now().getTime() + 60_000);
    const plan = (content: string, source: 'automation' | 'manual') =>
      t.app.ctx.db.transaction(async (db) => {
        const tx: TAppContext = { ...t.app.ctx, db: db as unknown as TAppContext['db'] };
        return planScheduledMessage(tx, {
          companyId: fx.company.id,
          clientId,
          type: source === 'manual' ? 'manual' : 'after_schedule',
          source,
          content,
          dueAt: due,
        });
      });
    for (let i = 0; i < 5; i++) await plan(`Automação nº ${i}`, 'automation');
    const byHand = await plan('Mensagem da equipe', 'manual');
    t.clock.advance(2 * 60_000);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();

    const rows = await t.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.company_id, fx.company.id));
    const automatic = rows.filter((r) => r.source === 'automation');
    expect(automatic.filter((r) => r.status === 'sent')).toHaveLength(2);
    const waiting = automatic.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(3);
    for (const r of waiting) expect(r.due_at.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(rows.find((r) => r.id === byHand.id)!.status).toBe('sent');
    const texts = fake.sent.filter((m) => m.to === PHONE).map((m) => m.body);
    expect(texts.filter((b) => b.startsWith('Automação nº '))).toHaveLength(2);
    expect(texts).toContain('Mensagem da equipe');
  });
});
