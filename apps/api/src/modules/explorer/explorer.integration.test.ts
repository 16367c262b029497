// The explorer against the fake Places server: the flag and the key gate it, a text search sends the field
// mask and key and lists what came back, two picked places become leads in the first CRM stage with E.164 phones
// and the place's address as their address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlaces, type FakePlaces } from '@agenda/fakes/places';
import { companies } from '../../db/schema/index.js';
import { startTestApp, type TTestApp } from '../../test/harness.js';
import { buildFixture, type TFixture } from '../scheduling/test-fixtures.js';

describe('explorer (client_discover)', () => {
  let places: FakePlaces;
  let t: TTestApp;
  let f: TFixture;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    f.api.call(method, `/user/${f.company.id}/explorer${path}`, { token: f.token, body });

  beforeAll(async () => {
    places = await startFakePlaces({ apiKey: 'k-test' });
    t = await startTestApp({
      GOOGLE_PLACES_API_KEY: 'k-test',
      GOOGLE_PLACES_BASE_URL: places.url,
      MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
    });
    f = await buildFixture(t.app, { name: 'Salão Explorador' });
  });
  afterAll(async () => {
    await t.close();
    await places.close();
  });

  it('is closed until the company has the flag', async () => {
    const tiles = { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© colaboradores do OpenStreetMap' };
    expect((await call('GET', '/status')).body).toEqual({ enabled: false, configured: true, center: null, tiles });
    const res = await call('POST', '/search', { query: 'barbearia' });
    expect([res.status, res.body.message]).toEqual([404, 'O explorador de clientes não está ativo nesta empresa.']);
    await t.app.ctx.db
      .update(companies)
      .set({ feature_flags: ['client_discover'], address: 'R. Augusta, 1200 - Consolação, São Paulo' })
      .where(eq(companies.id, f.company.id));
    // The map starts at the company's address, found by a Text Search that asks only for the id and location.
    expect((await call('GET', '/status')).body).toEqual({
      enabled: true,
      configured: true,
      center: { latitude: -23.5566, longitude: -46.6611 },
      tiles,
    });
    expect(places.requests.at(-1)).toMatchObject({ fieldMask: 'places.id,places.location', body: { pageSize: 1 } });
  });

  it('searches with the field mask and imports two leads with normalised phones, once', async () => {
    const res = await call('POST', '/search', { query: 'salão barbearia' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(places.requests.at(-1)!.fieldMask).toContain('places.displayName');
    expect(places.requests.at(-1)!.body.textQuery).toBe('salão barbearia');
    const found = res.body.places as { name: string; phone: string | null; address: string | null }[];
    expect(found.map((p) => p.name)).toEqual(['Salão Bela Vista', 'Barbearia do Zé']);
    const imported = await call('POST', '/import', { places: found });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.clients.map((c: { phone: string }) => c.phone).sort()).toEqual(['+551132551234', '+5511988887777']);
    // The place's address becomes the client's own address field, shown on the profile.
    const zé = imported.body.clients.find((c: { name: string }) => c.name === 'Barbearia do Zé');
    const profile = await f.api.call('GET', `/user/${f.company.id}/clients/${zé.id}`, { token: f.token });
    expect(profile.body.client.address).toBe(found.find((p) => p.name === 'Barbearia do Zé')!.address);
    expect(profile.body.client.address).toMatch(/^R\. Haddock Lobo, 300/);
    const again = await call('POST', '/import', { places: found });
    expect(again.body.clients).toEqual([]);
    const board = await f.api.call('GET', `/user/${f.company.id}/crm`, { token: f.token });
    expect(board.body.columns[0]).toMatchObject({ stage: 'prospect' });
    expect(board.body.columns[0].count).toBeGreaterThanOrEqual(2);
  });

  it('searches nearby: the chosen type inside the circle, nearest first, and refuses a bad area in Portuguese', async () => {
    const near = { latitude: -23.556, longitude: -46.662 };
    const res = await call('POST', '/search', { type: 'beauty_salon', near, radius_m: 3000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(places.requests.at(-1)).toMatchObject({
      path: '/v1/places::searchNearby',
      body: {
        includedTypes: ['beauty_salon'],
        locationRestriction: { circle: { center: near, radius: 3000 } },
        rankPreference: 'DISTANCE',
      },
    });
    // The salon in Rio is of the type but 360 km away.
    expect(res.body.places.map((p: { name: string }) => p.name)).toEqual(['Salão Bela Vista']);
    const wide = await call('POST', '/search', { type: 'beauty_salon', near: { latitude: -22.97, longitude: -43.19 }, radius_m: 50_000 });
    expect(wide.body.places.map((p: { name: string }) => p.name)).toEqual(['Espaço Carioca Beleza']);
    const noArea = await call('POST', '/search', { type: 'beauty_salon' });
    expect([noArea.status, noArea.body.message]).toEqual([422, 'Digite o que procurar ou escolha um tipo de negócio e a área do mapa.']);
    const tooWide = await call('POST', '/search', { type: 'beauty_salon', near, radius_m: 80_000 });
    expect([tooWide.status, tooWide.body.message]).toEqual([422, 'radius_m: O raio máximo é de 50 km.']);
    const badType = await call('POST', '/search', { type: 'casino', near });
    expect([badType.status, badType.body.message]).toEqual([422, 'type: Tipo de negócio desconhecido.']);
  });

  it('without a key says how to configure it', async () => {
    const bare = await startTestApp();
    const g = await buildFixture(bare.app);
    await bare.app.ctx.db
      .update(companies)
      .set({ feature_flags: ['client_discover'] })
      .where(eq(companies.id, g.company.id));
    const status = await g.api.call('GET', `/user/${g.company.id}/explorer/status`, { token: g.token });
    expect(status.body).toMatchObject({ enabled: true, configured: false, center: null });
    const res = await g.api.call('POST', `/user/${g.company.id}/explorer/search`, { token: g.token, body: { query: 'salão' } });
    expect([res.status, res.body.message]).toEqual([503, 'Configure GOOGLE_PLACES_API_KEY para buscar no mapa.']);
    await bare.close();
  });
});
