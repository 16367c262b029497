// The owner's gallery and team photos (issue 16): stored through the image path, shown on the public page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';
import { companyUsers } from '../../db/schema/index.js';

const PNG = { name: 'foto.png', type: 'image/png', data: TINY_PNG };

describe('company gallery and professional photos', () => {
  let t: TTestApp;
  let tokenA: string;
  let tokenStaff: string;
  let companyA: { id: string; slug: string };
  let companyB: { id: string; slug: string };
  let calendarA: string;
  let calendarB: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Agenda Inteligente</title></head><body></body></html>');
    t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://agenda.example.com' });
    const api = apiClient(t.app);
    tokenA = await api.signUp({ name: 'Ana', email: 'ana@example.com', phone: '+5511977771001' });
    const tokenB = await api.signUp({ name: 'Beto', email: 'beto@example.com', phone: '+5511977771002' });
    companyA = await api.createCompany(tokenA, '+5511977771001', 'Galeria A');
    companyB = await api.createCompany(tokenB, '+5511977771002', 'Galeria B');
    const profile = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/client/${slug}/public/company` })).json() as { calendars: { id: string }[] };
    calendarA = (await profile(companyA.slug)).calendars[0]!.id;
    calendarB = (await profile(companyB.slug)).calendars[0]!.id;
    // A member of company A with the operation role (books for clients, edits nothing public).
    tokenStaff = await api.signUp({ name: 'Caio', email: 'caio@example.com', phone: '+5511977771003' });
    const staffId = ((await api.loggedUser(tokenStaff)).body.data.loggedUser as { id: string }).id;
    await t.app.ctx.db
      .insert(companyUsers)
      .values({ company_id: companyA.id, user_id: staffId, role: 'operation', calendar_ids: [calendarA] });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'DELETE' | 'GET', url: string, file?: typeof PNG, json?: unknown, token = tokenA) => {
    const body = file ? multipart({}, file) : null;
    return t.app.inject({
      method,
      url,
      headers: { ...(body?.headers ?? {}), authorization: `Bearer ${token}` },
      ...(body ? { payload: body.payload } : json ? { payload: json as object } : {}),
    });
  };
  const publicPage = async () => (await t.app.inject({ method: 'GET', url: `/client/${companyA.slug}/public/company` })).json();

  it('uploads, reorders and deletes gallery photos, and the public page follows', async () => {
    const first = await send('POST', `/user/${companyA.id}/company/photos`, PNG);
    expect(first.statusCode, first.body).toBe(200);
    const second = await send('POST', `/user/${companyA.id}/company/photos`, PNG);
    const photos = second.json().photos as { id: string; url: string }[];
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toMatch(new RegExp(`^/uploads/${companyA.id}/gallery-[0-9a-f]{16}\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: photos[0]!.url })).statusCode).toBe(200);

    const reordered = await send('POST', `/user/${companyA.id}/company/photos/order`, undefined, { ids: [photos[1]!.id, photos[0]!.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await publicPage()).company.photos.map((p: { id: string }) => p.id)).toEqual([photos[1]!.id, photos[0]!.id]);
    // Without a cover, a shared link previews with the gallery's first photo (served in the HTML).
    const html = (await t.app.inject({ method: 'GET', url: `/${companyA.slug}` })).body;
    expect(html).toContain(`<meta property="og:image" content="https://agenda.example.com${photos[1]!.url}" />`);

    const missingOne = await send('POST', `/user/${companyA.id}/company/photos/order`, undefined, { ids: [photos[0]!.id] });
    expect(missingOne.statusCode).toBe(422);
    expect(missingOne.json().message).toMatch(/cada foto/);

    const removed = await send('DELETE', `/user/${companyA.id}/company/photos/${photos[1]!.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photos[1]!.url })).statusCode).toBe(404);
    expect((await publicPage()).company.photos.map((p: { id: string }) => p.id)).toEqual([photos[0]!.id]);
    expect((await send('DELETE', `/user/${companyA.id}/company/photos/${photos[1]!.id}`)).statusCode).toBe(404);
  });

  it('sets and removes a professional photo shown on the public page', async () => {
    const res = await send('POST', `/user/${companyA.id}/calendars/${calendarA}/photo`, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().photo_url as string;
    expect(url).toMatch(new RegExp(`^/uploads/${companyA.id}/team-`));
    expect((await publicPage()).calendars[0].photo_url).toBe(url);
    expect((await send('DELETE', `/user/${companyA.id}/calendars/${calendarA}/photo`)).statusCode).toBe(200);
    expect((await publicPage()).calendars[0].photo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a bad file and another company, with a Portuguese message', async () => {
    const notImage = await send('POST', `/user/${companyA.id}/company/photos`, {
      name: 'x.png',
      type: 'image/png',
      data: Buffer.from('texto'),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toMatch(/JPG, PNG ou WebP/);
    const big = await send('POST', `/user/${companyA.id}/calendars/${calendarA}/photo`, {
      ...PNG,
      data: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]),
    });
    expect(big.statusCode).toBe(413);
    expect((await send('POST', `/user/${companyB.id}/company/photos`, PNG)).statusCode).toBe(404);
    expect((await send('GET', `/user/${companyB.id}/company/photos`)).statusCode).toBe(404);
    expect((await send('POST', `/user/${companyA.id}/calendars/${calendarB}/photo`, PNG)).statusCode).toBe(404);
    const photosB = await send('POST', `/user/${companyB.id}/company/photos/order`, undefined, { ids: [] });
    expect(photosB.statusCode).toBe(404);
  });

  it('refuses an operation member every gallery and team photo change (403), while the list stays readable', async () => {
    const asStaff = (method: 'POST' | 'DELETE' | 'GET', url: string, file?: typeof PNG, json?: unknown) =>
      send(method, url, file, json, tokenStaff);
    const existing = await send('POST', `/user/${companyA.id}/company/photos`, PNG);
    const photoId = (existing.json().photos as { id: string }[])[0]!.id;
    const before = (await publicPage()).company.photos.length as number;
    expect((await asStaff('GET', `/user/${companyA.id}/company/photos`)).statusCode).toBe(200);
    for (const denied of [
      await asStaff('POST', `/user/${companyA.id}/company/photos`, PNG),
      await asStaff('POST', `/user/${companyA.id}/company/photos/order`, undefined, { ids: [photoId] }),
      await asStaff('DELETE', `/user/${companyA.id}/company/photos/${photoId}`),
      await asStaff('POST', `/user/${companyA.id}/calendars/${calendarA}/photo`, PNG),
      await asStaff('DELETE', `/user/${companyA.id}/calendars/${calendarA}/photo`),
    ]) {
      expect(denied.statusCode, denied.body).toBe(403);
      expect(denied.json().message).toBe('Seu papel nesta empresa não permite esta ação.');
    }
    expect((await publicPage()).company.photos.length).toBe(before);
    expect((await publicPage()).calendars[0].photo_url).toBeNull();
  });

  it('holds at most 12 photos', async () => {
    const have = (await send('GET', `/user/${companyA.id}/company/photos`)).json().photos.length as number;
    for (let i = have; i < 12; i++) expect((await send('POST', `/user/${companyA.id}/company/photos`, PNG)).statusCode).toBe(200);
    const full = await send('POST', `/user/${companyA.id}/company/photos`, PNG);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/12 fotos/);
  });
});
