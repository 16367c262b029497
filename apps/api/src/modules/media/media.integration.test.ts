// Company media (gated by company_media): upload with a description, list with signed URLs, edit, delete;
// another company never reaches them; the secretary's catalog and file loader stay inside the company.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCompanyMedia } from '@agenda/shared/schemas/records';
import { subscriptions } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';
import { companyMediaCatalog, loadCompanyMediaFile, sendCompanyMedia } from './service.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('company media', () => {
  let t: TTestApp;
  let a: TFixture;
  let b: TFixture;
  beforeAll(async () => {
    t = await startTestApp();
    a = await buildFixture(t.app, { calendars: 1 });
    b = await buildFixture(t.app, { calendars: 1 });
    await t.app.ctx.db
      .update(subscriptions)
      .set({ extra_features: ['company_media'] })
      .where(eq(subscriptions.company_id, a.company.id));
  });
  afterAll(() => t.close());

  const upload = (f: TFixture, fields: Record<string, string>, data: Buffer) => {
    const body = multipart(fields, { name: 'x', type: 'application/octet-stream', data });
    return t.app.inject({
      method: 'POST',
      url: `/user/${f.company.id}/media`,
      headers: { authorization: `Bearer ${f.token}`, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a price list and a photo with descriptions, typed by their bytes, served by signed URL', async () => {
    const pdf = await upload(a, { description: 'Catálogo de preços: mandar quando pedirem valores', file_name: 'precos.pdf' }, PDF);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(ZCompanyMedia.parse(pdf.json().media)).toMatchObject({
      kind: 'document',
      name: 'precos.pdf',
      file: { mime: 'application/pdf' },
    });
    const photo = await upload(a, { description: 'Fotos dos cortes', file_name: 'cortes.png' }, TINY_PNG);
    expect(photo.json().media.kind).toBe('image');
    expect((await upload(a, { description: 'x' }, PDF)).statusCode).toBe(422);
    expect((await upload(a, { description: 'Planilha falsa' }, Buffer.from('a;b;c'))).statusCode).toBe(415);
    const list = await a.api.call('GET', `/user/${a.company.id}/media`, { token: a.token });
    expect(list.body.media.map((m: { name: string }) => m.name)).toEqual(['cortes.png', 'precos.pdf']);
    const served = await t.app.inject({ method: 'GET', url: list.body.media[1].file.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    const edited = await a.api.call('POST', `/user/${a.company.id}/media/${photo.json().media.id}`, {
      token: a.token,
      body: { description: 'Fotos dos cortes masculinos' },
    });
    expect(edited.body.media.description).toBe('Fotos dos cortes masculinos');
  });

  it('another company: 403 without the feature, 404 on the ids; the secretary hooks stay in the company', async () => {
    const catalog = await companyMediaCatalog(t.app.ctx, a.company.id);
    expect(catalog.map((m) => m.description)).toContain('Fotos dos cortes masculinos');
    expect(await companyMediaCatalog(t.app.ctx, b.company.id)).toEqual([]);
    const id = catalog[0]!.id;
    expect((await loadCompanyMediaFile(t.app.ctx, a.company.id, id))?.data.length).toBeGreaterThan(0);
    expect(await loadCompanyMediaFile(t.app.ctx, b.company.id, id)).toBeNull();
    expect(await sendCompanyMedia(t.app.ctx, { companyId: b.company.id, clientId: b.client.id, mediaId: id })).toBeNull();
    expect((await b.api.call('GET', `/user/${b.company.id}/media`, { token: b.token })).status).toBe(403);
    for (const [method, url] of [
      ['GET', `/user/${a.company.id}/media`],
      ['DELETE', `/user/${a.company.id}/media/${id}`],
    ] as const)
      expect([403, 404]).toContain((await b.api.call(method, url, { token: b.token })).status);
    const del = await a.api.call('DELETE', `/user/${a.company.id}/media/${id}`, { token: a.token });
    expect(del.status).toBe(200);
    expect(await loadCompanyMediaFile(t.app.ctx, a.company.id, id)).toBeNull();
  });
});
