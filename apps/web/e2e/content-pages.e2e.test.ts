// Blog and landing pages as crawlers and visitors get them (issue 15), against the built app: a plain
// HTTP GET (curl, a link preview) reads the article's title, description, Open Graph and canonical
// tags; the sitemap lists exactly what /blog and the landing pages publish; a browser without
// JavaScript reads the article; with JavaScript the SPA takes the page over (its header, the same
// text). Saves the blog, an article and a landing page at 1280×800 and 390×844 in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');
const ARTICLE = '/blog/como-reduzir-faltas-com-lembretes';
const ARTICLE_TITLE = 'Como reduzir faltas com lembretes automáticos';
const LANDING = '/lp/clinicas/estetica';
const LANDING_TITLE = 'Agenda Inteligente para clínicas de estética';

/** A line of the SPA's blog layout, absent from the server's HTML: seen, the SPA has taken over. */
const BLOG_LAYOUT = 'Dicas de atendimento, agenda e marketing para o seu negócio.';

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('blog and landing pages for crawlers and visitors', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a plain GET of an article returns its title, description, Open Graph and canonical tags', async () => {
    const res = await fetch(`${baseUrl}${ARTICLE}`, { headers: { 'user-agent': 'curl/8.5.0' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<title>${ARTICLE_TITLE} | Agenda Inteligente</title>`);
    expect(meta(html, 'name', 'description')).toMatch(/^Lembretes pelo WhatsApp na véspera/);
    expect(meta(html, 'property', 'og:title')).toBe(ARTICLE_TITLE);
    expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toMatch(new RegExp(`${ARTICLE}$`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${ARTICLE}" />`));
    expect(html).toContain(`<h1>${ARTICLE_TITLE}</h1>`);
    // One title and one description: the SPA's defaults were replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect((await fetch(`${baseUrl}/blog/rascunho-dicas-de-precificacao`)).status).toBe(404);
  });

  it('the sitemap lists every article of /blog and every published landing page, nothing unpublished', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const blog = await (await fetch(`${baseUrl}/blog`)).text();
    const listed = [...blog.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1]!);
    expect(listed).toContain(ARTICLE);
    expect(paths.filter((p) => p.startsWith('/blog/')).sort()).toEqual([...new Set(listed)].sort());
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/lp/barbearias', LANDING]));
    expect(paths).not.toContain('/blog/rascunho-dicas-de-precificacao');
    expect(paths).not.toContain('/lp/campanha-rascunho');
    for (const path of paths.filter((p) => p.startsWith('/lp/'))) expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  it('a browser without JavaScript reads the article and the landing page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${ARTICLE}`);
    expect(await page.title()).toBe(`${ARTICLE_TITLE} | Agenda Inteligente`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ARTICLE_TITLE);
    expect(await page.getByText('Para ativar, abra Configurações').isVisible()).toBe(true);
    await page.goto(`${baseUrl}${LANDING}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(LANDING_TITLE);
    await context.close();
  });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`the SPA takes over the blog, an article and a landing page at ${size}`, async () => {
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/blog`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      await page.getByText(BLOG_LAYOUT).waitFor();
      await page.screenshot({ path: join(dir, `blog-index-${size}.png`), fullPage: true });

      // From the list to the article: the SPA loads it from the server and shows the same text.
      await page.getByRole('link', { name: ARTICLE_TITLE }).click();
      await page.waitForURL(`**${ARTICLE}`);
      await page.getByText(BLOG_LAYOUT).waitFor();
      await page.getByRole('heading', { level: 1, name: ARTICLE_TITLE }).waitFor();
      expect(await page.title()).toBe(`${ARTICLE_TITLE} | Agenda Inteligente`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(dir, `blog-article-${size}.png`), fullPage: true });

      await page.goto(`${baseUrl}${LANDING}`);
      await page.getByRole('heading', { level: 1, name: LANDING_TITLE }).waitFor();
      await page.getByRole('link', { name: 'Teste grátis' }).waitFor();
      expect(await page.locator('header').count()).toBeGreaterThan(0); // the SPA's public header
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(dir, `landing-page-${size}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
