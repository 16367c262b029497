// The three channel fakes take media messages in the shape each real API documents, record them,
// and refuse the malformed ones with the provider's own error.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeEvolution, type FakeEvolution } from './evolution.js';
import { startFakeInstagram, type FakeInstagram } from './instagram.js';
import { startFakeWhatsappCloud, type FakeWhatsappCloud } from './whatsapp-cloud.js';

const FILE = 'https://agenda.example/files/abc.def';
let close: () => Promise<void> = async () => undefined;
afterEach(() => close());

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

describe('fake WhatsApp Cloud API: media messages', () => {
  let wa: FakeWhatsappCloud;
  const send = async (body: Record<string, unknown>) => {
    wa = await startFakeWhatsappCloud({ accessToken: 'T' });
    close = () => wa.close();
    return post(
      `${wa.url}/v23.0/1065/messages`,
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511999999999', ...body },
      {
        authorization: 'Bearer T',
      },
    );
  };

  it('records an image by link with its caption and a document with its filename', async () => {
    const res = await send({ type: 'image', image: { link: FILE, caption: 'Nossa tabela' } });
    expect(res.status).toBe(200);
    expect(wa.sent[0]).toMatchObject({
      to: '5511999999999',
      body: 'Nossa tabela',
      media: { type: 'image', link: FILE, caption: 'Nossa tabela' },
    });
    const doc = await post(
      `${wa.url}/v23.0/1065/messages`,
      { messaging_product: 'whatsapp', to: '5511', type: 'document', document: { id: '1037', filename: 'precos.pdf' } },
      { authorization: 'Bearer T' },
    );
    expect(doc.status).toBe(200);
    expect(wa.sent[1]!.media).toEqual({ type: 'document', id: '1037', filename: 'precos.pdf' });
  });

  it('refuses a media object without link or id, and a caption on audio', async () => {
    expect((await send({ type: 'video', video: { caption: 'x' } })).json.error).toMatchObject({ code: 100 });
    await close();
    const audio = await send({ type: 'audio', audio: { link: FILE, caption: 'x' } });
    expect(audio.status).toBe(400);
    expect(wa.sent).toEqual([]);
  });
});

describe('fake Evolution API: sendMedia and sendWhatsAppAudio', () => {
  let evo: FakeEvolution;
  const start = async () => {
    evo = await startFakeEvolution({ apiKey: 'K' });
    close = () => evo.close();
    await post(`${evo.url}/instance/create`, { instanceName: 'i1', integration: 'WHATSAPP-BAILEYS' }, { apikey: 'K' });
    await evo.scanQr('i1', { number: '5511900001111', profileName: 'Salão' });
  };

  it('sends an image with caption, file name and mimetype, and a voice note', async () => {
    await start();
    const body = {
      number: '5511999999999',
      mediatype: 'image',
      mimetype: 'image/png',
      caption: 'Cortes',
      media: FILE,
      fileName: 'cortes.png',
    };
    const res = await post(`${evo.url}/message/sendMedia/i1`, body, { apikey: 'K' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ messageType: 'imageMessage', message: { imageMessage: { url: FILE, caption: 'Cortes' } } });
    expect(evo.sent[0]).toMatchObject({
      text: 'Cortes',
      media: { mediatype: 'image', media: FILE, mimetype: 'image/png', caption: 'Cortes', fileName: 'cortes.png' },
    });
    const audio = await post(`${evo.url}/message/sendWhatsAppAudio/i1`, { number: '5511999999999', audio: FILE }, { apikey: 'K' });
    expect(audio.json.messageType).toBe('audioMessage');
    expect(evo.sent[1]!.media).toEqual({ mediatype: 'audio', media: FILE });
  });

  it('refuses an unknown mediatype and a media that is neither URL nor base64', async () => {
    await start();
    const bad = await post(`${evo.url}/message/sendMedia/i1`, { number: '55119', mediatype: 'sticker', media: FILE }, { apikey: 'K' });
    expect(bad.status).toBe(400);
    const noMedia = await post(
      `${evo.url}/message/sendMedia/i1`,
      { number: '55119', mediatype: 'image', media: 'not a url!' },
      { apikey: 'K' },
    );
    expect(noMedia.status).toBe(400);
    expect(evo.sent).toEqual([]);
  });
});

describe('fake Instagram: attachments', () => {
  let ig: FakeInstagram;
  const send = async (message: unknown) => {
    ig = await startFakeInstagram({ accessToken: 'IG' });
    close = () => ig.close();
    return post(`${ig.url}/v23.0/me/messages`, { recipient: { id: '1254' }, message }, { authorization: 'Bearer IG' });
  };

  it('records an attachment by URL', async () => {
    const res = await send({ attachment: { type: 'file', payload: { url: FILE } } });
    expect(res.status).toBe(200);
    expect(ig.sent[0]).toMatchObject({ recipientId: '1254', text: '', attachment: { type: 'file', url: FILE } });
  });

  it('refuses an unknown attachment type and a missing URL', async () => {
    expect((await send({ attachment: { type: 'document', payload: { url: FILE } } })).status).toBe(400);
    await close();
    expect((await send({ attachment: { type: 'image', payload: {} } })).status).toBe(400);
    expect(ig.sent).toEqual([]);
  });
});
