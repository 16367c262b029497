import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { startFakeLlm, type FakeLlm } from '@agenda/fakes/llm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboundEvents, schedules } from '../../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import type { TDatabase } from '../../../db/client.js';
import { buildFixture, chatMessagesOf, chatsOf, connectCloud, nextSlotPhrase, waitFor, type TFixture } from '../test-support.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-company-token';
const PHONE_NUMBER_ID = '106540352242922';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(400, 7)]);

async function clientMessage(fx: TFixture, from: string, externalId: string) {
  const chat = (await chatsOf(fx)).find((c) => c.remote_id === from);
  if (!chat) return null;
  const { messages } = await chatMessagesOf(fx, chat.id);
  return messages.find((m) => m.external_id === externalId) ?? null;
}

describe('inbound media: WhatsApp Cloud', () => {
  let fake: FakeWhatsappCloud;
  let llm: FakeLlm;
  let t: TTestApp & { database: TDatabase };
  let url: string;
  let fx: TFixture;

  beforeAll(async () => {
    fake = await startFakeWhatsappCloud({ accessToken: TOKEN, appSecret: APP_SECRET });
    llm = await startFakeLlm({ apiKey: 'sk-test' });
    t = await startTestApp({
      WHATSAPP_CLOUD_APP_SECRET: APP_SECRET,
      WHATSAPP_CLOUD_BASE_URL: fake.url,
      // Transcription through the LLM provider, answers from the embedded brain.
      SECRETARY_BRAIN: 'embedded',
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-test',
      JOBS_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '40',
    });
    url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/webhooks/whatsapp-cloud`;
    fx = await buildFixture(t.app);
    await connectCloud(t.app, fx, PHONE_NUMBER_ID, TOKEN);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await llm.close();
  });

  it('stores an image under the company and serves it at its /uploads URL', async () => {
    const id = fake.addMedia({ data: PNG, mimeType: 'image/png' });
    expect(
      await fake.deliverInbound({
        webhookUrl: url,
        phoneNumberId: PHONE_NUMBER_ID,
        from: '5511977770001',
        text: 'olha essa foto',
        messageId: 'wamid.IMG1',
        media: { type: 'image', id, mimeType: 'image/png' },
      }),
    ).toBe(200);
    const msg = await waitFor(() => clientMessage(fx, '5511977770001', 'wamid.IMG1'), { label: 'image message' });
    expect(msg).toMatchObject({
      content_type: 'image',
      media_kind: 'image',
      media_mime_type: 'image/png',
      media_size: PNG.length,
      content: 'olha essa foto',
    });
    expect(msg!.media_url).toMatch(new RegExp(`^/uploads/${fx.company.id}/image-[0-9a-f]+\\.png$`));
    expect(fake.mediaDownloads).toEqual([id]);
    const served = await t.app.inject({ method: 'GET', url: msg!.media_url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('transcribes a voice note through the LLM provider and books like text', async () => {
    const slot = nextSlotPhrase(t.clock.now());
    llm.scriptTranscription(`oi, quero marcar um corte ${slot.phrase}`);
    const id = fake.addMedia({ data: OGG, mimeType: 'audio/ogg; codecs=opus' });
    const sentBefore = fake.sent.length;
    await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511977770002',
      profileName: 'Carla',
      text: '',
      messageId: 'wamid.AUD1',
      media: { type: 'audio', id, mimeType: 'audio/ogg; codecs=opus', voice: true },
    });
    // Wait for the reply addressed to this client: the image test's reply may still be on its way.
    const reply = (await waitFor(() => fake.sent.slice(sentBefore).find((m) => m.to.replace(/\D/g, '') === '5511977770002'), {
      label: 'the reply to the voice note',
    }))!;
    expect(reply.body).toContain(slot.spoken);
    expect(reply.body).not.toContain('áudio');
    // Issue 9: the answer is the proposal; the client's "sim" books.
    const before = fake.sent.length;
    await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511977770002',
      profileName: 'Carla',
      text: 'sim',
      messageId: 'wamid.AUD1YES',
    });
    const booking = (await waitFor(() => fake.sent.slice(before).find((m) => m.to.replace(/\D/g, '') === '5511977770002'), {
      label: 'the booking reply',
    }))!;
    expect(booking.body).toContain('agendado');
    expect(llm.transcriptions).toHaveLength(1);
    expect(llm.transcriptions[0]!.language).toBe('pt');
    const booked = await t.app.ctx.db.select().from(schedules).where(eq(schedules.company_id, fx.company.id));
    expect(booked.map((s) => s.start_at.toISOString())).toContain(slot.at.toISOString());
    const msg = await clientMessage(fx, '5511977770002', 'wamid.AUD1');
    expect(msg).toMatchObject({ content_type: 'audio', media_kind: 'audio', transcription: `oi, quero marcar um corte ${slot.phrase}` });
    expect(msg!.media_url).toMatch(/\.ogg$/);
  });

  it('keeps the message with a note when the download fails, and still answers', async () => {
    const id = fake.addMedia({ data: PNG, mimeType: 'image/jpeg' });
    fake.failMediaDownload(id);
    const sentBefore = fake.sent.length;
    await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511977770003',
      text: '',
      messageId: 'wamid.IMG2',
      media: { type: 'image', id, mimeType: 'image/jpeg' },
    });
    await waitFor(() => fake.sent.slice(sentBefore).some((m) => m.to.replace(/\D/g, '') === '5511977770003'), {
      label: 'a reply despite the failed download',
    });
    const msg = await clientMessage(fx, '5511977770003', 'wamid.IMG2');
    expect(msg).toMatchObject({ content_type: 'image', media_kind: 'image', media_url: null });
    expect(String(msg!.media.note)).toContain('não foi possível baixar');
    const [event] = await t.app.ctx.db.select().from(inboundEvents).where(eq(inboundEvents.provider_event_id, 'msg:wamid.IMG2'));
    expect(event!.status).toBe('done');
  });

  it('refuses an oversize file gracefully: the message stays with "arquivo grande demais"', async () => {
    const id = fake.addMedia({ data: PNG, mimeType: 'image/png', fileSize: 6 * 1024 * 1024 });
    await fake.deliverInbound({
      webhookUrl: url,
      phoneNumberId: PHONE_NUMBER_ID,
      from: '5511977770004',
      text: '',
      messageId: 'wamid.IMG3',
      media: { type: 'image', id, mimeType: 'image/png' },
    });
    const msg = await waitFor(() => clientMessage(fx, '5511977770004', 'wamid.IMG3'), { label: 'oversize message' });
    expect(msg).toMatchObject({ media_url: null, media: expect.objectContaining({ note: 'arquivo grande demais' }) });
    expect(fake.mediaDownloads).not.toContain(id);
  });
});

describe('inbound media: Evolution gateway (webhook base64)', () => {
  let evo: FakeEvolution;
  let t: TTestApp & { database: TDatabase };
  let fx: TFixture;
  let instance: string;

  beforeAll(async () => {
    evo = await startFakeEvolution({ apiKey: 'evo-key' });
    // No LLM provider: voice notes get the polite "write to me" answer.
    t = await startTestApp({
      EVOLUTION_BASE_URL: evo.url,
      EVOLUTION_API_KEY: 'evo-key',
      JOBS_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '40',
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fx = await buildFixture(t.app);
    const res = await fetch(`${base}/user/${fx.company.id}/integrations/whatsapp/connect`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'whatsapp_miau' }),
    });
    expect(res.status).toBe(200);
    instance = String(((await res.json()) as { integration: { meta: Record<string, unknown> } }).integration.meta.instance_name);
    await evo.scanQr(instance, { number: '5511955554444', profileName: 'Barbearia' });
  });
  afterAll(async () => {
    await t.close();
    await evo.close();
  });

  it('stores a base64 voice note from the webhook; without an LLM it asks for text', async () => {
    expect(
      await evo.deliverInbound({
        instanceName: instance,
        from: '5511944440001',
        pushName: 'Bia',
        text: '',
        messageId: '3EB0AUDIO0001',
        media: { type: 'audio', data: OGG, mimeType: 'audio/ogg; codecs=opus', ptt: true },
      }),
    ).toBe(200);
    await waitFor(() => evo.sent.length === 1, { label: 'reply through the gateway' });
    expect(evo.sent[0]!.text).toContain('não consigo ouvir áudios');
    const msg = await clientMessage(fx, '5511944440001', '3EB0AUDIO0001');
    expect(msg).toMatchObject({ content_type: 'audio', media_kind: 'audio', media_size: OGG.length, transcription: null });
    expect(msg!.media).not.toHaveProperty('base64');
    const served = await t.app.inject({ method: 'GET', url: msg!.media_url });
    expect(Buffer.compare(served.rawPayload, OGG)).toBe(0);
  });
});
