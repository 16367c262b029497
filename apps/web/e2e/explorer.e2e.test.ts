// The explorer in the browser against the fake Google Places server: the map starts at the company's address,
// a text search shows the places on the map and in the list, two are imported as leads, and "Buscar nesta área"
// runs a Nearby Search of the chosen type around the map's centre. Map tiles come from MAP_TILE_URL, which the
// browser answers here with a grey tile, so the test fetches nothing from the internet.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakePlaces, type FakePlaces } from '../../../packages/fakes/src/places';
import { startApiServer, type TApiServer } from './api-server';
import { seriousA11yViolations } from './a11y';
import { DESKTOP, launch, newPage, PHONE } from './browser';
import { apiAs, demoCompanyId, signInDemo } from './secretary-helpers';

const shots = join(import.meta.dirname, 'screenshots');
const TILE_HOST = 'https://tiles.e2e.test';
// A 1×1 grey PNG, stretched by Leaflet over each 256 px tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eYJAAV4ArlTVdppAAAAAElFTkSuQmCC', 'base64');

async function snap(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Serves the map tiles in the browser and records any request that would leave for another host. */
async function serveTiles(context: BrowserContext, baseUrl: string): Promise<{ tiles: string[]; outside: string[] }> {
  const seen = { tiles: [] as string[], outside: [] as string[] };
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(TILE_HOST)) {
      seen.tiles.push(url);
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    }
    if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    seen.outside.push(url);
    return route.abort();
  });
  return seen;
}

describe('explorer (fake Google Places)', () => {
  let browser: Browser;
  let places: FakePlaces;
  let api: TApiServer;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    places = await startFakePlaces({ apiKey: 'e2e-places-key' });
    api = await startApiServer({
      GOOGLE_PLACES_API_KEY: 'e2e-places-key',
      GOOGLE_PLACES_BASE_URL: places.url,
      MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`,
    });
    browser = await launch();
    // The flag is the platform's to turn on (admin back-office).
    const admin = await fetch(`${api.baseUrl}/admin/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@agendainteligente.com.br', password: 'admin-e2e-12345' }),
    });
    const { token } = (await admin.json()) as { token: string };
    const { page, context } = await newPage(browser, DESKTOP);
    await signInDemo(page, api.baseUrl);
    const companyId = await demoCompanyId(context, api.baseUrl);
    const flagged = await fetch(`${api.baseUrl}/admin/console/companies/${companyId}/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ feature_flags: ['client_discover'] }),
    });
    expect(flagged.status).toBe(200);
    await apiAs(context, api.baseUrl, `/user/${companyId}/company/update`, {
      body: { address: 'R. Augusta, 1500 - Consolação, São Paulo - SP' },
    });
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await places?.close();
  });

  it('searches, shows the places on the map and imports two leads; then searches nearby (1280)', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const seen = await serveTiles(context, api.baseUrl);
    await signInDemo(page, api.baseUrl);
    await page.goto(`${api.baseUrl}/app/explorer`);
    const map = page.getByRole('region', { name: 'Mapa dos resultados' });
    await map.waitFor();
    // The company's own marker, at its address.
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
    await page.getByLabel('O que procurar').fill('salão barbearia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const results = page.getByRole('region', { name: 'Resultados' });
    await results.getByText('Barbearia do Zé').waitFor();
    // Found among the requests, not as the last one: a refetch of the status looks the company's address up too.
    expect(places.requests).toContainEqual(
      expect.objectContaining({ path: '/v1/places::searchText', body: expect.objectContaining({ textQuery: 'salão barbearia' }) }),
    );
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(3);
    await page.getByRole('checkbox', { name: 'Escolher Salão Bela Vista' }).click();
    await page.getByRole('checkbox', { name: 'Escolher Barbearia do Zé' }).click();
    await snap(page, 'explorador-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Importar 2 como clientes' }).click();
    await page.getByText('2 clientes importados.').waitFor();
    const companyId = await demoCompanyId(context, api.baseUrl);
    const crm = await apiAs<{ columns: { stage: string; clients?: { name: string; phone: string }[] }[] }>(
      context,
      api.baseUrl,
      `/user/${companyId}/crm`,
    );
    const prospects = JSON.stringify(crm.columns.find((c) => c.stage === 'prospect'));
    // Both leads, in the CRM's first stage, their phones normalised.
    expect(prospects).toContain('Barbearia do Zé');
    expect(prospects).toContain('+5511988887777');
    expect(prospects).toContain('Salão Bela Vista');

    await page.getByRole('button', { name: 'Buscar nesta área' }).click();
    await results.getByText('Salão Bela Vista').waitFor();
    // The list may already show the salon from the text search: wait for the nearby request itself.
    await expect.poll(() => places.requests.some((r) => r.path === '/v1/places::searchNearby'), { timeout: 10_000 }).toBe(true);
    const nearby = places.requests.filter((r) => r.path === '/v1/places::searchNearby').at(-1);
    expect(nearby).toMatchObject({ path: '/v1/places::searchNearby', body: { includedTypes: ['beauty_salon'] } });
    // The salon in Rio is of the type but far outside the map's area.
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    expect(seen.tiles.length).toBeGreaterThan(0);
    expect(seen.outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone (390)', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    const seen = await serveTiles(context, api.baseUrl);
    await signInDemo(page, api.baseUrl);
    await page.goto(`${api.baseUrl}/app/explorer`);
    await page.getByLabel('O que procurar').fill('barbearia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('region', { name: 'Resultados' }).getByText('Barbearia do Zé').waitFor();
    await snap(page, 'explorador-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(seen.outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
