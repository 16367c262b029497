// The prontuário: types, §5 limits, type from the bytes, and the Done-when of issue 12: a record file of
// company A cannot be fetched by a member of company B, by a client, or by anyone once its signed URL expired.
// Runs on both file stores: local disk and S3 (through @aws-sdk/client-s3 against the fake S3 wire).
import { eq } from 'drizzle-orm';
import { startFakeS3, type FakeS3 } from '@agenda/fakes/s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientRecord } from '@agenda/shared/schemas/records';
import { subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

// An MPEG-1 Layer III frame header followed by silence.
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400, 0)]);

async function enableFeatures(t: TTestApp, companyId: string, features: string[]) {
  await t.app.ctx.db.update(subscriptions).set({ extra_features: features }).where(eq(subscriptions.company_id, companyId));
}

describe.each(['local', 's3'] as const)('client records on the %s file store', (storage) => {
  let t: TTestApp;
  let s3: FakeS3 | undefined;
  let a: TFixture;
  let b: TFixture;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startFakeS3() : undefined;
    t = await startTestApp(
      s3
        ? {
            FILE_STORAGE: 's3',
            S3_ENDPOINT: s3.url,
            S3_BUCKET: s3.bucket,
            S3_ACCESS_KEY_ID: s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          }
        : {},
    );
    a = await buildFixture(t.app, { calendars: 1, name: 'Clínica A' });
    b = await buildFixture(t.app, { calendars: 1, name: 'Clínica B' });
    await enableFeatures(t, a.company.id, ['client_records']);
    await enableFeatures(t, b.company.id, ['client_records']);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const recordsUrl = (f: TFixture, clientId = f.client.id) => `/user/${f.company.id}/clients/${clientId}/records`;
  const upload = (f: TFixture, type: string, file: { name: string; type: string; data: Buffer }) => {
    const body = multipart({ type }, file);
    return t.app.inject({
      method: 'POST',
      url: recordsUrl(f),
      headers: { authorization: `Bearer ${f.token}`, ...body.headers },
      payload: body.payload,
    });
  };
  const addPhoto = async (f: TFixture) => {
    const res = await upload(f, 'photo', { name: 'antes.png', type: 'image/png', data: TINY_PNG });
    expect(res.statusCode, res.body).toBe(200);
    const record = ZClientRecord.parse(res.json().record);
    return { ...record, file: record.file! };
  };

  it('adds text records and a photo, lists them with a signed URL serving the bytes', async () => {
    const restriction = await a.api.call('POST', recordsUrl(a), {
      token: a.token,
      body: { type: 'restriction', text: 'Alergia a amônia' },
    });
    expect(restriction.status, JSON.stringify(restriction.body)).toBe(200);
    const photo = await addPhoto(a);
    expect(photo.file).toMatchObject({ mime: 'image/png', size: TINY_PNG.length });
    expect(photo.file.url).toMatch(/^\/files\/[\w-]+\.[\w-]+$/);
    const served = await t.app.inject({ method: 'GET', url: photo.file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const only = await a.api.call('GET', `${recordsUrl(a)}?type=restriction`, { token: a.token });
    expect(only.body.records.map((r: { text: string }) => r.text)).toEqual(['Alergia a amônia']);
    if (s3) expect([...s3.objects.keys()].every((k) => k.startsWith(`${a.company.id}/`))).toBe(true);
  });

  it('sniffs the type from the bytes and applies the §5 limits', async () => {
    const fake = await upload(a, 'photo', { name: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect(fake.statusCode).toBe(415);
    const audioAsPhoto = await upload(a, 'photo', { name: 'x.png', type: 'image/png', data: MP3 });
    expect(audioAsPhoto.statusCode).toBe(415);
    expect((await upload(a, 'audio', { name: 'x.mp3', type: 'audio/mpeg', data: MP3 })).statusCode).toBe(200);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooBig = await upload(a, 'photo', { name: 'big.png', type: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('O arquivo passa de 5 MB. Escolha um arquivo menor.');
    const textWithoutText = await a.api.call('POST', recordsUrl(a), { token: a.token, body: { type: 'observation', text: '  ' } });
    expect(textWithoutText.status).toBe(400);
    const badType = await a.api.call('POST', recordsUrl(a), { token: a.token, body: { type: 'xray', text: 'x' } });
    expect([400, 422]).toContain(badType.status);
  });

  it("company A's record file: not for a member of B, not for a client, not after the URL expired", async () => {
    const photo = await addPhoto(a);
    // A member of B gets neither the list nor the record under A's path or under B's path with A's ids.
    for (const url of [recordsUrl(a), `${recordsUrl(a)}/${photo.id}`, `/user/${b.company.id}/clients/${a.client.id}/records`]) {
      const res = await b.api.call('GET', url, { token: b.token });
      expect([403, 404], url).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('/files/');
    }
    const delByB = await b.api.call('DELETE', `/user/${b.company.id}/clients/${b.client.id}/records/${photo.id}`, { token: b.token });
    expect(delByB.status).toBe(404);
    // A signed-in client of A (a client token) is refused on the member routes.
    const asClient = await a.api.call('GET', recordsUrl(a), { token: a.client.token });
    expect([401, 403, 404]).toContain(asClient.status);
    // Without the signature, or with another key under A's valid signature, the store is never read.
    const [payload, sig] = photo.file.url.slice('/files/'.length).split('.');
    const otherKey = Buffer.from(
      JSON.stringify({ k: JSON.parse(Buffer.from(payload!, 'base64url').toString()).k, e: 9_999_999_999 }),
    ).toString('base64url');
    for (const url of [`/files/${payload}`, `/files/${otherKey}.${sig}`, `/files/${payload}.x${sig}`, `/uploads/${a.company.id}/`])
      expect([403, 404], url).toContain((await t.app.inject({ method: 'GET', url })).statusCode);
    // Once the TTL has passed the same URL answers 410 Gone.
    expect((await t.app.inject({ method: 'GET', url: photo.file.url })).statusCode).toBe(200);
    t.clock.advance((t.app.ctx.config.FILE_URL_TTL_SECONDS + 1) * 1000);
    const expired = await t.app.inject({ method: 'GET', url: photo.file.url });
    expect(expired.statusCode).toBe(410);
    expect(expired.rawPayload.includes(TINY_PNG)).toBe(false);
  });

  it('edits the text of a record of its own company only; a text record keeps some text', async () => {
    const created = await a.api.call('POST', recordsUrl(a), { token: a.token, body: { type: 'observation', text: 'Cabelo fino' } });
    const id = created.body.record.id as string;
    const edited = await a.api.call('POST', `${recordsUrl(a)}/${id}`, { token: a.token, body: { text: 'Cabelo fino e seco' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(ZClientRecord.parse(edited.body.record).text).toBe('Cabelo fino e seco');
    const emptied = await a.api.call('POST', `${recordsUrl(a)}/${id}`, { token: a.token, body: { text: ' ' } });
    expect(emptied.status).toBe(400);
    const photo = await addPhoto(a);
    const caption = await a.api.call('POST', `${recordsUrl(a)}/${photo.id}`, { token: a.token, body: { text: '' } });
    expect(caption.status).toBe(200);
    expect(caption.body.record.file.mime).toBe('image/png');
    const foreign = await b.api.call('POST', `${recordsUrl(b, a.client.id)}/${id}`, { token: b.token, body: { text: 'x' } });
    expect(foreign.status).toBe(404);
    const wrongClient = await a.api.call('POST', `${recordsUrl(a, a.client.id)}/${photo.id}`.replace(a.client.id, b.client.id), {
      token: a.token,
      body: { text: 'x' },
    });
    expect(wrongClient.status).toBe(404);
  });

  it('deleting a record removes its file; without the extra feature the prontuário is closed', async () => {
    const photo = await addPhoto(a);
    const fresh = (await a.api.call('GET', recordsUrl(a), { token: a.token })).body.records.find((r: { id: string }) => r.id === photo.id);
    const del = await a.api.call('DELETE', `${recordsUrl(a)}/${photo.id}`, { token: a.token });
    expect(del.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fresh.file.url })).statusCode).toBe(404);
    await enableFeatures(t, b.company.id, []);
    const closed = await b.api.call('GET', recordsUrl(b), { token: b.token });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toContain('Habilite a funcionalidade');
  });
});
