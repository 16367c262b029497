import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

// The build's server render (apps/web src/app/prerender/company-pages.tsx) stands in here as a small module of
// the same shape: what the API does with its answer, its refusals and its failures.
const RENDER_MODULE = `export async function renderCompanyPage(path, profile) {
  if (path.includes('falha')) throw new Error('render failed');
  if (path.includes('minha-conta')) return null;
  return '<main><h1>' + profile.company.name + '</h1><p>' + path + '</p></main>';
}
export async function withCriticalCss(html) {
  if (html.includes('/css-quebrado')) throw new Error('critical css failed');
  return html.replace('</head>', '<style>.critical{}</style></head>');
}`;
const DEFERRED_SHELL =
  '<!doctype html><html><head><title>Agenda Inteligente</title><script type="module" crossorigin src="/assets/boot-x1.js" data-app-code="/assets/main-m1.js"></script></head><body><div id="root"></div></body></html>';

describe('company page rendered on the server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'company-pages.js'), RENDER_MODULE);
    writeFileSync(join(dist, 'server', 'prerendered-shell.html'), DEFERRED_SHELL);
    t = await startTestApp({ WEB_DIST_DIR: dist });
    await seedDemo(t.app.ctx);
  });
  afterAll(() => t.close());

  it('puts the render in #root, with the business title, its data, and the route chunks after the app code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${DEMO.companySlug}/agendar` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root" data-prerendered="/${DEMO.companySlug}/agendar"><main><h1>Barbearia Demo</h1>`);
    expect(res.body).toContain('<title>Barbearia Demo | Agende online</title>');
    expect(res.body).toContain('data-app-code="/assets/main-m1.js /assets/booking-b2.js"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<style>.critical{}</style>');
    expect(dataBlock(res.body).slug).toBe(DEMO.companySlug);
  });

  it('keeps the page, with its whole stylesheet, when its critical CSS fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${DEMO.companySlug}/css-quebrado` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root" data-prerendered="/${DEMO.companySlug}/css-quebrado"><main><h1>Barbearia Demo</h1>`);
    expect(res.body).not.toContain('.critical{}');
  });

  it('leaves to the app a page the render does not make, and one whose render fails', async () => {
    for (const url of [`/${DEMO.companySlug}/minha-conta/agendamentos`, `/${DEMO.companySlug}/falha`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-app-code');
      expect(dataBlock(res.body).slug, url).toBe(DEMO.companySlug);
    }
  });

  it('does not serve the render module or its shell as files', async () => {
    for (const url of ['/server/company-pages.js', '/server/prerendered-shell.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('renderCompanyPage');
      expect(res.body, url).not.toContain('boot-x1.js');
    }
  });
});
