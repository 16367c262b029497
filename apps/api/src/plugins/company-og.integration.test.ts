import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.js';
import { DEMO, seedDemo } from '../seed/demo.js';
import { startTestApp, type TTestApp } from '../test/harness.js';

const SHELL = '<!doctype html><html><head><title>Agenda Inteligente</title></head><body><div id="root"></div></body></html>';
const PRELOADS = { company: ['/assets/company-page-a1.js'], 'company-booking': ['/assets/booking-b2.js'] };

/** The JSON block of the company's public data in a page's HTML. */
function dataBlock(html: string): { slug: string | undefined; json: string | undefined } {
  const m = /<script type="application\/json" id="public-company-data" data-slug="([^"]*)">([^]*?)<\/script>/.exec(html);
  return { slug: m?.[1], json: m?.[2] };
}

// Issue 17: a company's page renders from the HTML's data without a request after the app's code ran, and
// its route's chunks download alongside the app's entry.
describe('company page HTML', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
    t = await startTestApp({ WEB_DIST_DIR: dist });
    await seedDemo(t.app.ctx);
    // Text of the business that would close a script element if it were not escaped.
    await t.app.ctx.db
      .update(companies)
      .set({ description: 'Corte & barba </script><script>alert(1)</script>' })
      .where(eq(companies.slug, DEMO.companySlug));
  });
  afterAll(() => t.close());

  it('carries the public data the page would ask for, under the slug of the address', async () => {
    const api = await t.app.inject({ method: 'GET', url: `/client/${DEMO.companySlug}/public/company` });
    for (const url of [`/${DEMO.companySlug}`, '/Barbearia-Demo/agendar', `/${DEMO.companySlug}/minha-conta/agendamentos`]) {
      const res = await t.app.inject({ method: 'GET', url });
      const { slug, json } = dataBlock(res.body);
      expect(slug, url).toBe(DEMO.companySlug);
      expect(json, url).not.toContain('</script>');
      expect(json, url).toContain('\\u003c/script>');
      expect(JSON.parse(json!), url).toEqual(api.json());
    }
    expect(dataBlock((await t.app.inject({ method: 'GET', url: '/login' })).body).json).toBeUndefined();
  });

  it('preloads the chunks of the page the address opens', async () => {
    const links = async (url: string) =>
      [...(await t.app.inject({ method: 'GET', url })).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    expect(await links(`/${DEMO.companySlug}`)).toEqual(PRELOADS.company);
    expect(await links(`/${DEMO.companySlug}/agendar`)).toEqual(PRELOADS['company-booking']);
    expect(await links(`/${DEMO.companySlug}/corte-de-cabelo`)).toEqual(PRELOADS['company-booking']);
    expect(await links(`/${DEMO.companySlug}/minha-conta/historico`)).toEqual([]);
  });
});
