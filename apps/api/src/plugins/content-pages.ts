// Pre-rendered public content (issue 15): /blog, /blog/{slug}, /lp/{identifier…}, sitemap.xml and
// robots.txt, answered from the database before the SPA fallback so crawlers and link previews read
// them without JavaScript; the built SPA then takes over in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOG_DESCRIPTION,
  articleBody,
  blogIndexBody,
  injectPage,
  landingBody,
  robotsTxt,
  sitemapXml,
  type TPageHead,
} from '../modules/content/render.js';
import {
  findPublishedArticle,
  findPublishedLandingPage,
  listPublishedArticles,
  listPublishedLandingPages,
} from '../modules/content/repo.js';

/** Without a built web app (API-only runs) the pages are still complete HTML documents. */
const BARE_SHELL = '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

const MAX_PATH = 200;

export async function registerContentPages(app: FastifyInstance, distDir: string | null) {
  const shell = distDir ? readFileSync(join(distDir, 'index.html'), 'utf8') : BARE_SHELL;
  const { ctx } = app;
  const baseOf = (request: FastifyRequest) => (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  const sendPage = (reply: FastifyReply, status: number, head: TPageHead, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      // Short shared caching: a publish shows within a minute, crawlers do not hit the database each time.
      .header('cache-control', status === 200 ? 'public, max-age=60' : 'no-cache')
      .send(injectPage(shell, head, body));

  const notFoundPage = (reply: FastifyReply, request: FastifyRequest, what: string) =>
    sendPage(
      reply,
      404,
      {
        title: `${what} não encontrado`,
        description: 'O conteúdo procurado não existe ou não está publicado.',
        canonical: baseOf(request) + '/blog',
        type: 'website',
      },
      `<h1>${what} não encontrado</h1><p>O conteúdo procurado não existe ou não está publicado.</p><p><a href="/blog">Ver o blog</a></p>`,
    );

  app.get('/blog', async (request, reply) => {
    const list = await listPublishedArticles(ctx.db, ctx.now());
    const head: TPageHead = { title: 'Blog', description: BLOG_DESCRIPTION, canonical: `${baseOf(request)}/blog`, type: 'website' };
    return sendPage(reply, 200, head, blogIndexBody(list));
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const slug = request.params.slug;
    const article = slug.length <= MAX_PATH ? await findPublishedArticle(ctx.db, slug, ctx.now()) : null;
    if (!article) return notFoundPage(reply, request, 'Artigo');
    const head: TPageHead = {
      title: article.title,
      description: article.description,
      canonical: `${baseOf(request)}/blog/${encodeURIComponent(article.slug)}`,
      type: 'article',
      image: article.image_url,
      publishedAt: article.published_at,
    };
    return sendPage(reply, 200, head, articleBody(article));
  });

  app.get<{ Params: { '*': string } }>('/lp/*', async (request, reply) => {
    const identifier = request.params['*'].replace(/\/+$/, '');
    const page = identifier.length <= MAX_PATH ? await findPublishedLandingPage(ctx.db, identifier, ctx.now()) : null;
    if (!page) return notFoundPage(reply, request, 'Página');
    const head: TPageHead = {
      title: page.title,
      description: page.description,
      canonical: `${baseOf(request)}/lp/${page.identifier}`,
      type: 'website',
    };
    return sendPage(reply, 200, head, landingBody(page));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const now = ctx.now();
    const [list, pages] = await Promise.all([listPublishedArticles(ctx.db, now), listPublishedLandingPages(ctx.db, now)]);
    const newest = [...list, ...pages].reduce((d, r) => (r.updated_at > d ? r.updated_at : d), new Date(0));
    const entries = [
      { path: '/', updatedAt: newest },
      { path: '/blog', updatedAt: newest },
      ...list.map((a) => ({ path: `/blog/${encodeURIComponent(a.slug)}`, updatedAt: a.updated_at })),
      ...pages.map((p) => ({ path: `/lp/${p.identifier}`, updatedAt: p.updated_at })),
    ];
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(baseOf(request), entries));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(baseOf(request))),
  );
}
