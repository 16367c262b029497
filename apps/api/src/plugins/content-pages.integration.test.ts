import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createLandingPage,
  listAllArticles,
  listAllLandingPages,
  publishArticle,
  publishLandingPage,
  updateArticle,
  updateLandingPage,
} from '../modules/content/repo.js';
import { startTestApp, type TTestApp } from '../test/harness.js';

const SHELL =
  '<!doctype html><html lang="pt-BR"><head><meta name="description" content="padrão" /><title>Agenda Inteligente</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe('pre-rendered blog, landing pages, sitemap and robots', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://agenda.example' });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves an article with its title, description, Open Graph and canonical, and the SPA script', async () => {
    const res = await get('/blog/como-reduzir-faltas-com-lembretes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Como reduzir faltas com lembretes automáticos | Agenda Inteligente</title>');
    expect(html).toContain('<meta name="description" content="Lembretes pelo WhatsApp na véspera');
    expect(html).toContain('<meta property="og:title" content="Como reduzir faltas com lembretes automáticos" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<link rel="canonical" href="https://agenda.example/blog/como-reduzir-faltas-com-lembretes" />');
    expect(html).toContain('<h1>Como reduzir faltas com lembretes automáticos</h1>');
    expect(html).not.toContain('content="padrão"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('/assets/app.js');
  });

  it('escapes article text and answers 404 pages for drafts, hidden categories and unknown slugs', async () => {
    const draft = await get('/blog/rascunho-dicas-de-precificacao');
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('Artigo não encontrado');
    const tip = await createArticle(t.app.ctx.db, {
      slug: 'dica-escondida',
      title: 'Dica <b>escondida</b>',
      description: 'Categoria que o site não mostra.',
      content: 'x',
      category: 'tips',
    });
    await publishArticle(t.app.ctx.db, tip.id, new Date());
    expect((await get('/blog/dica-escondida')).statusCode).toBe(404);
    await updateArticle(t.app.ctx.db, tip.id, { category: 'news' }, new Date());
    const shown = await get('/blog/dica-escondida');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Dica &lt;b&gt;escondida&lt;/b&gt;');
    expect((await get('/blog/nao-existe')).statusCode).toBe(404);
  });

  it('lists published articles on /blog and serves multi-segment landing pages', async () => {
    const blog = await get('/blog');
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('href="/blog/secretaria-com-ia-no-whatsapp"');
    expect(blog.body).not.toContain('rascunho-dicas-de-precificacao');
    const lp = await get('/lp/clinicas/estetica');
    expect(lp.statusCode).toBe(200);
    expect(lp.body).toContain('<meta property="og:title" content="Agenda Inteligente para clínicas de estética" />');
    expect((await get('/lp/campanha-rascunho')).statusCode).toBe(404);
  });

  it('puts every published article and landing page in the sitemap and nothing unpublished', async () => {
    const late = await createLandingPage(t.app.ctx.db, {
      identifier: 'saloes/sp',
      title: 'Salões em SP',
      description: 'Página agendada para amanhã.',
      content: 'x',
    });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://agenda.example', ''));
    const now = new Date();
    const shown = ['tutorials', 'news', 'articles'];
    const published = (await listAllArticles(t.app.ctx.db)).filter(
      (a) => a.published_at && a.published_at <= now && shown.includes(a.category),
    );
    const pages = (await listAllLandingPages(t.app.ctx.db)).filter((p) => p.published_at && p.published_at <= now);
    expect(locs.sort()).toEqual(
      ['/', '/blog', ...published.map((a) => `/blog/${a.slug}`), ...pages.map((p) => `/lp/${p.identifier}`)].sort(),
    );
    expect(locs).not.toContain('/blog/rascunho-dicas-de-precificacao');
    expect(locs).not.toContain('/lp/campanha-rascunho');
    expect(locs).not.toContain(`/lp/${late.identifier}`);
    // Published from the admin: it enters the sitemap and its page is served.
    await updateLandingPage(t.app.ctx.db, late.id, { title: 'Salões em São Paulo' }, new Date());
    await publishLandingPage(t.app.ctx.db, late.id, new Date());
    expect((await get('/sitemap.xml')).body).toContain('<loc>https://agenda.example/lp/saloes/sp</loc>');
    expect((await get('/lp/saloes/sp')).body).toContain('<h1>Salões em São Paulo</h1>');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://agenda.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /app/');
  });
});
