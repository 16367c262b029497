import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { inboundEvents, messages, schedules } from '../../../db/schema/index.js';
import { evolutionMessageId } from '../../channels/senders.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, chatMessagesOf, chatsOf, nextSlotPhrase, sleep, waitFor, type TFixture } from '../test-support.js';

describe('WhatsApp through the Evolution gateway (QR code)', () => {
  let evo: FakeEvolution;
  let t: TTestApp & { database: TDatabase };
  let base: string;
  let fx: TFixture;
  let integration: { id: string; meta: Record<string, any>; connection_status: string };
  const instance = () => String(integration.meta.instance_name);

  beforeAll(async () => {
    evo = await startFakeEvolution({ apiKey: 'evo-key' });
    t = await startTestApp({
      EVOLUTION_BASE_URL: evo.url,
      EVOLUTION_API_KEY: 'evo-key',
      JOBS_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '40',
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fx = await buildFixture(t.app);
    // Real HTTP, so the webhook URL given to the gateway is this server's address.
    const res = await fetch(`${base}/user/${fx.company.id}/integrations/whatsapp/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'whatsapp_miau' }),
    });
    expect(res.status).toBe(200);
    integration = ((await res.json()) as { integration: typeof integration }).integration;
  });
  afterAll(async () => {
    await t.close();
    await evo.close();
  });

  it('shows the QR code, then follows the connection to connected', async () => {
    expect(integration.connection_status).toBe('qr_code');
    expect(integration.meta.qr_base64).toMatch(/^data:image\/png;base64,/);
    await evo.scanQr(instance(), { number: '5511955554444', profileName: 'Barbearia' });
    await waitFor(
      async () => {
        const list = await fx.api.call('GET', `/user/${fx.company.id}/integrations`, { token: fx.token });
        return list.body.integrations[0]?.connection_status === 'connected' ? list.body.integrations[0] : null;
      },
      { label: 'connected' },
    );
    const list = await fx.api.call('GET', `/user/${fx.company.id}/integrations`, { token: fx.token });
    expect(list.body.integrations[0]).toMatchObject({ whatsapp_remote_jid: '5511955554444', disconnected_at: null });
  });

  it('books from a client message, replies once, and ignores redeliveries', async () => {
    const slot = nextSlotPhrase(t.clock.now(), 4, '10:00');
    expect(
      await evo.deliverInbound({
        instanceName: instance(),
        from: '5511944443333',
        pushName: 'Joana',
        text: `bom dia, quero marcar um corte ${slot.phrase}`,
        messageId: '3EB0AAAA0001',
      }),
    ).toBe(200);
    await waitFor(() => evo.sent.length === 1, { label: 'reply through the gateway' });
    expect(evo.sent[0]!.text).toContain(slot.spoken);
    for (let i = 0; i < 5; i++)
      await evo.deliverInbound({
        instanceName: instance(),
        from: '5511944443333',
        pushName: 'Joana',
        text: `bom dia, quero marcar um corte ${slot.phrase}`,
        messageId: '3EB0AAAA0001',
      });
    await sleep(400);
    expect(evo.sent).toHaveLength(1);
    // Issue 9: the first answer is the proposal; the client's "sim" books.
    expect(
      await evo.deliverInbound({
        instanceName: instance(),
        from: '5511944443333',
        pushName: 'Joana',
        text: 'sim',
        messageId: '3EB0AAAA0002',
      }),
    ).toBe(200);
    await waitFor(() => evo.sent.length === 2, { label: 'the booking reply' });
    const booked = await t.app.ctx.db.select().from(schedules).where(eq(schedules.company_id, fx.company.id));
    expect(booked.map((s) => s.start_at.toISOString())).toEqual([slot.at.toISOString()]);
    // The idempotency key: the gateway was asked to use a WhatsApp message id derived from the outbox
    // row, the same on any retry, so a resend after a lost answer is one message on the phone.
    const [reply] = await t.app.ctx.db.select().from(messages).where(eq(messages.role, 'ai')).orderBy(messages.created_at);
    expect(evo.sent[0]!.messageId).toBe(evolutionMessageId(reply!.id));
    expect(reply!.external_id).toBe(evo.sent[0]!.messageId);
  });

  it('refuses a webhook without the integration secret and stores nothing', async () => {
    const body = JSON.stringify({
      event: 'messages.upsert',
      instance: instance(),
      data: {
        key: { remoteJid: '5511900001111@s.whatsapp.net', fromMe: false, id: 'FORGED1' },
        message: { conversation: 'oi' },
        messageType: 'conversation',
      },
    });
    for (const url of [
      `${base}/webhooks/evolution/${integration.id}?token=wrong`,
      `${base}/webhooks/evolution/${integration.id}`,
      `${base}/webhooks/evolution/00000000-0000-4000-8000-000000000000?token=x`,
    ]) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(401);
    }
    // Counted by the forged id, not the whole table: the gateway's own delivery acks for the earlier
    // replies may land while this test runs, and those are legitimate rows.
    const forged = await t.app.ctx.db.select({ n: count() }).from(inboundEvents).where(like(inboundEvents.provider_event_id, '%FORGED1%'));
    expect(forged[0]!.n).toBe(0);
    const anyPayload = await t.app.ctx.db.select({ p: inboundEvents.payload }).from(inboundEvents);
    expect(anyPayload.some((r) => JSON.stringify(r.p).includes('FORGED1'))).toBe(false);
  });

  it('stays silent after staff answer from the business phone, then answers again after the configured time', async () => {
    await fx.api.call('POST', `/user/${fx.company.id}/company/update`, {
      token: fx.token,
      body: { hours_to_suspend_assistant_after_human_intervention: 1 },
    });
    const client = '5511933332222';
    await evo.deliverInbound({ instanceName: instance(), from: client, pushName: 'Carlos', text: 'oi, quanto custa o corte?' });
    await waitFor(() => evo.sent.filter((s) => s.number.includes(client) || s.remoteJid.startsWith(client)).length === 1, {
      label: 'first answer',
    });
    // The owner types on the phone itself: a fromMe message.
    await evo.deliverInbound({
      instanceName: instance(),
      from: client,
      fromMe: true,
      text: 'Oi Carlos, aqui é o Marcão! Te espero amanhã.',
    });
    await sleep(300);
    const sentTo = () => evo.sent.filter((s) => s.number.includes(client) || s.remoteJid.startsWith(client)).length;
    await evo.deliverInbound({ instanceName: instance(), from: client, pushName: 'Carlos', text: 'beleza, e a barba quanto é?' });
    await sleep(500);
    expect(sentTo()).toBe(1);
    const chat = (await chatsOf(fx)).find((c) => c.remote_id === client)!;
    expect(chat.is_assistant_active).toBe(false);
    const { messages } = await chatMessagesOf(fx, chat.id);
    expect(messages.map((m) => m.role)).toEqual(['client', 'ai', 'user', 'client']);

    t.clock.advance(61 * 60_000);
    await evo.deliverInbound({ instanceName: instance(), from: client, pushName: 'Carlos', text: 'e a sobrancelha, quanto custa?' });
    await waitFor(() => sentTo() === 2, { label: 'assistant back after the suspension' });
  });

  it('transfers to a person on request and notifies the company users', async () => {
    const client = '5511922221111';
    await evo.deliverInbound({
      instanceName: instance(),
      from: client,
      pushName: 'Rita',
      text: 'quero falar com alguém da equipe por favor',
    });
    await waitFor(() => evo.sent.some((s) => s.number.includes(client) && s.text.includes('equipe')), { label: 'transfer reply' });
    const chat = (await chatsOf(fx)).find((c) => c.remote_id === client)!;
    expect(chat.is_transferred_to_human).toBe(true);
    const notes = await fx.api.call('GET', `/user/${fx.company.id}/notifications`, { token: fx.token });
    expect(
      notes.body.notifications.some(
        (n: { type: string; data: { chat_id?: string } }) => n.type === 'message' && n.data.chat_id === chat.id,
      ),
    ).toBe(true);
    const sorted = await fx.api.call('GET', `/user/${fx.company.id}/chats?sort=transfer_to_human`, { token: fx.token });
    expect(sorted.body.chats[0].id).toBe(chat.id);
  });

  it('marks the session disconnected when the phone logs out, and notifies the owner', async () => {
    await evo.dropSession(instance(), 401);
    await waitFor(
      async () => {
        const list = await fx.api.call('GET', `/user/${fx.company.id}/integrations`, { token: fx.token });
        return list.body.integrations[0]?.connection_status === 'disconnected' ? list.body.integrations[0] : null;
      },
      { label: 'disconnected' },
    );
    const list = await fx.api.call('GET', `/user/${fx.company.id}/integrations`, { token: fx.token });
    expect(list.body.integrations[0]).toMatchObject({ disconnected_interface: 'MIAU_LOGGED_OUT' });
    expect(list.body.integrations[0].disconnected_at).toBeTruthy();
  });

  it('removes the integration and the gateway instance', async () => {
    const res = await fx.api.call('DELETE', `/user/${fx.company.id}/integrations/${integration.id}`, { token: fx.token });
    expect(res.status).toBe(200);
    expect(res.body.integration.connection_status).toBe('removed');
    expect(evo.instance(instance())).toBeUndefined();
  });
});
