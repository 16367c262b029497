import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { apiClient } from '../../test/api-client.js';
import { multipart, TINY_PNG } from '../../test/multipart.js';

const PNG = TINY_PNG;

describe('company logo and cover upload', () => {
  let t: TTestApp;
  let tokenA: string;
  let companyA: { id: string };
  let companyB: { id: string };
  beforeAll(async () => {
    t = await startTestApp();
    const api = apiClient(t.app);
    tokenA = await api.signUp({ name: 'Ana', email: 'ana@example.com', phone: '+5511977770001' });
    const tokenB = await api.signUp({ name: 'Beto', email: 'beto@example.com', phone: '+5511977770002' });
    companyA = await api.createCompany(tokenA, '+5511977770001', 'Foto A');
    companyB = await api.createCompany(tokenB, '+5511977770002', 'Foto B');
  });
  afterAll(() => t.close());

  const upload = (companyId: string, kind: string, file: { name: string; type: string; data: Buffer }) => {
    const body = multipart({ kind }, file);
    return t.app.inject({
      method: 'POST',
      url: `/user/${companyId}/company/upload_image`,
      headers: { ...body.headers, authorization: `Bearer ${tokenA}` },
      payload: body.payload,
    });
  };

  it('stores the image, sets it on the company and serves it', async () => {
    const res = await upload(companyA.id, 'avatar', { name: 'avatar.jpg', type: 'image/jpeg', data: PNG });
    expect(res.statusCode, res.body).toBe(200);
    const { url, company } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/${companyA.id}/avatar-[0-9a-f]{16}\\.png$`));
    expect(company.avatar_url).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const update = await t.app.inject({
      method: 'POST',
      url: `/user/${companyA.id}/company/update`,
      headers: { authorization: `Bearer ${tokenA}` },
      payload: { cover_url: url },
    });
    expect(update.statusCode).toBe(200);
  });

  it('refuses what is not an image, a file over 5 MB, a bad kind and another company', async () => {
    expect((await upload(companyA.id, 'cover', { name: 'x.png', type: 'image/png', data: Buffer.from('not an image') })).statusCode).toBe(
      415,
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload(companyA.id, 'cover', { name: 'big.png', type: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/5 MB/);
    expect((await upload(companyA.id, 'banner', { name: 'a.png', type: 'image/png', data: PNG })).statusCode).toBe(422);
    expect((await upload(companyB.id, 'avatar', { name: 'a.png', type: 'image/png', data: PNG })).statusCode).toBe(404);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/user/${companyA.id}/company/upload_image`,
      headers: { authorization: `Bearer ${tokenA}` },
      payload: { kind: 'avatar' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});
