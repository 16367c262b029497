// The secretary's media reach the client as real files: a library file queued by sendCompanyMedia
// leaves the outbox as a media message on WhatsApp Cloud, Evolution and Instagram (each fake records
// the provider's own shape), with its caption; a file that is gone fails the message with a reason.
import { startFakeEvolution, type FakeEvolution } from '@agenda/fakes/evolution';
import { startFakeInstagram, type FakeInstagram } from '@agenda/fakes/instagram';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from '@agenda/fakes/whatsapp-cloud';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, companyMedia, messages, subscriptions } from '../../db/schema/index.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { waitFor } from '../../test/wait-for.js';
import { insertIntegration, saveCredentials } from '../channels/repo.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { sendCompanyMedia } from './service.js';

const PUBLIC_URL = 'https://agenda.example';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type TChannel = { identifier: string; channel: string; meta: Record<string, unknown>; token: string | null; remoteId: string };

describe('company media sent through the channels', () => {
  let t: TTestApp;
  let wa: FakeWhatsappCloud;
  let evo: FakeEvolution;
  let ig: FakeInstagram;
  let numbers = 0;

  beforeAll(async () => {
    wa = await startFakeWhatsappCloud({ accessToken: 'WA-TOKEN' });
    evo = await startFakeEvolution({ apiKey: 'EVO-KEY' });
    ig = await startFakeInstagram({ accessToken: 'IG-TOKEN' });
    t = await startTestApp({
      WHATSAPP_CLOUD_BASE_URL: wa.url,
      EVOLUTION_BASE_URL: evo.url,
      EVOLUTION_API_KEY: 'EVO-KEY',
      INSTAGRAM_BASE_URL: ig.url,
      PUBLIC_URL,
      JOBS_POLL_MS: '50',
    });
    await fetch(`${evo.url}/instance/create`, {
      method: 'POST',
      headers: { apikey: 'EVO-KEY', 'content-type': 'application/json' },
      body: JSON.stringify({ instanceName: 'salao-a', integration: 'WHATSAPP-BAILEYS' }),
    });
    await evo.scanQr('salao-a', { number: '5511900001111', profileName: 'Salão' });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([wa.close(), evo.close(), ig.close()]);
  });

  /** A company with the media feature, one library file, and its client's chat on `ch`. */
  async function setup(ch: TChannel, file: { data: Buffer; name: string }) {
    const fx: TFixture = await buildFixture(t.app, { calendars: 1 });
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: ['company_media'] })
      .where(eq(subscriptions.company_id, fx.company.id));
    const body = multipart(
      { description: 'Catálogo', file_name: file.name },
      { name: 'x', type: 'application/octet-stream', data: file.data },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: `/user/${fx.company.id}/media`,
      headers: { authorization: `Bearer ${fx.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const integration = await insertIntegration(t.app.ctx.db, {
      company_id: fx.company.id,
      identifier: ch.identifier,
      channel: ch.channel,
      connection_status: 'connected',
      // One live integration per WhatsApp number: each company gets its own.
      meta: 'phone_number_id' in ch.meta ? { phone_number_id: `1065${(numbers += 1)}` } : ch.meta,
    });
    if (ch.token) await saveCredentials(t.app.ctx.db, integration.id, ch.token, {}, new Date());
    await t.app.ctx.db.insert(chats).values({
      company_id: fx.company.id,
      client_id: fx.client.id,
      channel: ch.channel,
      integration_id: integration.id,
      remote_id: ch.remoteId,
      display_name: 'Cliente',
      last_message_at: new Date(),
    });
    return { fx, mediaId: up.json().media.id as string };
  }

  async function sendAndSettle(fx: TFixture, mediaId: string, caption?: string) {
    const queued = await sendCompanyMedia(t.app.ctx, {
      companyId: fx.company.id,
      clientId: fx.client.id,
      mediaId,
      ...(caption ? { caption } : {}),
    });
    expect(queued).not.toBeNull();
    const settled = await waitFor(async () => {
      const [row] = await t.app.ctx.db.select().from(messages).where(eq(messages.id, queued!.message.id));
      return row && row.delivery_status !== 'pending' && row.delivery_status !== 'sending' ? row : null;
    });
    return settled!;
  }

  it('WhatsApp Cloud gets an image by link with the caption, and a PDF as a document with its name', async () => {
    const ch = {
      identifier: 'whatsapp_api_oficial',
      channel: 'whatsapp',
      meta: { phone_number_id: '1065' },
      token: 'WA-TOKEN',
      remoteId: '5511988887777',
    };
    const { fx, mediaId } = await setup(ch, { data: TINY_PNG, name: 'cortes.png' });
    const row = await sendAndSettle(fx, mediaId, 'Fotos dos nossos cortes');
    expect(row).toMatchObject({ delivery_status: 'sent', last_error: null });
    const sent = wa.sent.at(-1)!;
    expect(sent).toMatchObject({ to: '5511988887777', body: 'Fotos dos nossos cortes', messageId: row.external_id });
    expect(sent.media).toMatchObject({ type: 'image', caption: 'Fotos dos nossos cortes' });
    expect(sent.media!.link!.startsWith(`${PUBLIC_URL}/files/`)).toBe(true);
    // The link is the app's signed file URL: it serves the very bytes.
    const served = await t.app.inject({ method: 'GET', url: sent.media!.link!.slice(PUBLIC_URL.length) });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const pdf = await setup(ch, { data: PDF, name: 'precos.pdf' });
    expect((await sendAndSettle(pdf.fx, pdf.mediaId, 'Nossa tabela')).delivery_status).toBe('sent');
    expect(wa.sent.at(-1)!.media).toMatchObject({ type: 'document', filename: 'precos.pdf', caption: 'Nossa tabela' });
  });

  it('Evolution gets /message/sendMedia with mediatype, mimetype, caption and file name', async () => {
    const ch = {
      identifier: 'whatsapp_baileys',
      channel: 'whatsapp',
      meta: { instance_name: 'salao-a' },
      token: null,
      remoteId: '5511977776666',
    };
    const { fx, mediaId } = await setup(ch, { data: PDF, name: 'precos.pdf' });
    const row = await sendAndSettle(fx, mediaId, 'Segue a tabela');
    expect(row).toMatchObject({ delivery_status: 'sent' });
    expect(evo.sent.at(-1)).toMatchObject({
      number: '5511977776666',
      text: 'Segue a tabela',
      messageId: row.external_id,
      media: { mediatype: 'document', mimetype: 'application/pdf', caption: 'Segue a tabela', fileName: 'precos.pdf' },
    });
    expect(evo.sent.at(-1)!.media!.media.startsWith(`${PUBLIC_URL}/files/`)).toBe(true);
  });

  it('Instagram gets an attachment by URL, then the caption as a text', async () => {
    const ch = {
      identifier: 'instagram',
      channel: 'instagram',
      meta: { ig_account_id: '1784' },
      token: 'IG-TOKEN',
      remoteId: '1254459154682919',
    };
    const { fx, mediaId } = await setup(ch, { data: TINY_PNG, name: 'cortes.png' });
    const row = await sendAndSettle(fx, mediaId, 'Olha nossos cortes');
    expect(row).toMatchObject({ delivery_status: 'sent' });
    const [file, caption] = ig.sent.slice(-2);
    expect(file).toMatchObject({ recipientId: '1254459154682919', messageId: row.external_id, attachment: { type: 'image' } });
    expect(file!.attachment!.url.startsWith(`${PUBLIC_URL}/files/`)).toBe(true);
    expect(caption).toMatchObject({ text: 'Olha nossos cortes' });
    expect(caption!.attachment).toBeUndefined();
  });

  it('a file gone from storage or a kind no channel takes fails the message with the reason, sending nothing', async () => {
    const ch = {
      identifier: 'whatsapp_api_oficial',
      channel: 'whatsapp',
      meta: { phone_number_id: '1065' },
      token: 'WA-TOKEN',
      remoteId: '5511966665555',
    };
    const before = wa.sent.length;
    const gone = await setup(ch, { data: TINY_PNG, name: 'cortes.png' });
    const [stored] = await t.app.ctx.db.select().from(companyMedia).where(eq(companyMedia.id, gone.mediaId));
    await fileStoreOf(t.app.ctx.config).delete(stored!.file_key);
    const failed = await sendAndSettle(gone.fx, gone.mediaId);
    expect(failed).toMatchObject({ delivery_status: 'failed', attempts: 1 });
    expect(failed.last_error).toContain('não está mais no armazenamento');

    const odd = await setup(ch, { data: PDF, name: 'precos.pdf' });
    await t.app.ctx.db.update(companyMedia).set({ kind: 'sticker' }).where(eq(companyMedia.id, odd.mediaId));
    const unsupported = await sendAndSettle(odd.fx, odd.mediaId, 'x');
    expect(unsupported).toMatchObject({ delivery_status: 'failed' });
    expect(unsupported.last_error).toContain('tipo de mídia não suportado');
    expect(wa.sent.length).toBe(before);
  });
});
