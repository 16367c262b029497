import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { inboundEvents, messages, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, chatMessagesOf, chatsOf, connectCloud, nextSlotPhrase, sleep, waitFor, type TFixture } from '../test-support.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-company-token';
const PHONE_NUMBER_ID = '106540352242922';

describe('WhatsApp Cloud API channel', () => {
  let fake: FakeWhatsappCloud;
  let t: TTestApp & { database: TDatabase };
  let url: string;
  let fx: TFixture;
  let integrationId: string;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    t = await startTestApp({
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      JOBS_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '40',
    });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    integrationId = (await connectCloud(t.app, fx, PHONE_NUMBER_ID, TOKEN)).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers the verification handshake', async () => {
    const ok = await fx.api.call('GET', '/webhooks/whatsapp-cloud?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=verify-me');
    expect(ok.status).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/webhooks/whatsapp-cloud?hub.mode=subscribe&hub.challenge=1&hub.verify_token=nope',
    });
    expect(bad.statusCode).toBe(403);
  });

  it('books from a signed text webhook, replies once, and ignores five redeliveries', async () => {
    const slot = nextSlotPhrase(t.clock.now());
    const status = await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511988887777',
      profileName: 'Maria Souza',
      text: `oi, quero marcar um corte ${slot.phrase}`,
    });
    expect(status).toBe(200);
    await waitFor(() => fake.sent.length === 1, { label: 'the reply at the fake' });
    expect(fake.sent[0]!.to).toBe('5511988887777');
    // Issue 9: the first answer is the proposal; the client's "sim" books.
    expect(fake.sent[0]!.body).toContain(slot.spoken);

    const delivery = fake.deliveries[fake.deliveries.length - 1]!;
    for (let i = 0; i < 5; i++) expect(await fake.redeliver(delivery)).toBe(200);
    await sleep(400);
    expect(fake.sent).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(schedules).where(eq(schedules.company_id, fx.company.id))).toHaveLength(0);
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        from: '5511988887777',
        profileName: 'Maria Souza',
        text: 'sim',
      }),
    ).toBe(200);
    await waitFor(() => fake.sent.length === 2, { label: 'the booking reply' });
    expect(fake.sent[1]!.body).toContain('agendado');
    const booked = await t.app.ctx.db.select().from(schedules).where(eq(schedules.company_id, fx.company.id));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.start_at.toISOString()).toBe(slot.at.toISOString());
    expect(booked[0]!.interface).toBe('ASSISTANT_CLIENT');
    const [chat] = await chatsOf(fx);
    const { messages: stored } = await chatMessagesOf(fx, chat!.id);
    expect(stored.map((m) => m.role)).toEqual(['client', 'ai', 'client', 'ai']);
    expect(stored[1]!.delivery_status).toBe('sent');
    expect(stored[1]!.external_id).toBe(fake.sent[0]!.messageId);
    expect(chat!.display_name).toBe('Maria Souza');
  });

  it('refuses a forged signature with 401 and stores nothing', async () => {
    const [before] = await t.app.ctx.db.select({ n: count() }).from(inboundEvents);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: PHONE_NUMBER_ID },
                messages: [{ from: '5511900000000', id: 'wamid.FORGED', timestamp: '1749416383', type: 'text', text: { body: 'oi' } }],
              },
            },
          ],
        },
      ],
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body,
    });
    expect(res.status).toBe(401);
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    const [after] = await t.app.ctx.db.select({ n: count() }).from(inboundEvents);
    expect(after!.n).toBe(before!.n);
    const forged = await t.app.ctx.db.select().from(messages).where(eq(messages.external_id, 'wamid.FORGED'));
    expect(forged).toHaveLength(0);
  });

  it('marks client messages as read (read-message option "all")', async () => {
    expect(fake.readMarks.length).toBeGreaterThan(0);
  });

  it('updates our message from delivery statuses', async () => {
    const sent = fake.sent[0]!;
    expect(
      await fake.deliverStatus({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        messageId: sent.messageId,
        status: 'delivered',
        recipientId: sent.to,
      }),
    ).toBe(200);
    expect(
      await fake.deliverStatus({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        messageId: sent.messageId,
        status: 'read',
        recipientId: sent.to,
      }),
    ).toBe(200);
    await waitFor(
      async () =>
        (await t.app.ctx.db.select().from(messages).where(eq(messages.external_id, sent.messageId)))[0]?.delivery_status === 'read',
      { label: 'read status' },
    );
  });

  it('retries a provider that answers 500 twice and delivers once on the third try', async () => {
    // Mark-as-read goes to the same endpoint; switch it off so the failures hit the reply.
    const set = await fx.api.call('POST', `/user/${fx.company.id}/integrations/${integrationId}/settings`, {
      token: fx.token,
      body: { read_message_option: 'never' },
    });
    expect(set.status).toBe(200);
    const before = fake.sent.length;
    fake.failNext({ httpStatus: 500, code: 1, message: 'An unknown error occurred' });
    fake.failNext({ httpStatus: 500, code: 1, message: 'An unknown error occurred' });
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        from: '5511977776666',
        profileName: 'Pedro',
        text: 'quanto custa o corte?',
      }),
    ).toBe(200);
    await waitFor(() => fake.sent.length === before + 1, { label: 'third try' });
    await sleep(300);
    expect(fake.sent.length).toBe(before + 1);
    const [row] = await t.app.ctx.db.select().from(messages).where(eq(messages.external_id, fake.sent[before]!.messageId));
    expect(row).toMatchObject({ delivery_status: 'sent', attempts: 3 });
    expect(fake.sent[before]!.body).toContain('R$');
  });
});
