// /admin/articles and /admin/landing_pages: the editor of what /blog and /lp/… render (plugins/content-pages.ts).
// Content is plain text, blank lines between paragraphs, exactly what the public pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParam } from '@agenda/shared/schemas/admin';
import { ZAdminPublishBody } from '@agenda/shared/schemas/admin-pages';
import { ZArticleInput, ZLandingPageInput } from '@agenda/shared/schemas/public-content';
import {
  createArticle,
  createLandingPage,
  listAllArticles,
  listAllLandingPages,
  publishArticle,
  publishLandingPage,
  updateArticle,
  updateLandingPage,
} from '../content/repo.js';
import { writeAudit } from './repo-audit.js';
import { adminRoute } from './guard.js';

const route = adminRoute('content.manage');

export async function adminContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const audit = writeAudit.bind(null, ctx);

  app.get('/admin/console/articles', route, async () => ({ articles: await listAllArticles(ctx.db) }));

  app.post('/admin/console/articles', { ...route, schema: { body: ZArticleInput } }, async (request) => {
    const article = await createArticle(ctx.db, request.body);
    await audit(request, { action: 'article.create', target_type: 'article', target_id: article.id, after: article });
    return { article, toast: 'Artigo criado como rascunho.' };
  });

  app.put('/admin/console/articles/:id', { ...route, schema: { params: ZIdParam, body: ZArticleInput } }, async (request) => {
    const article = await updateArticle(ctx.db, request.params.id, request.body, ctx.now());
    await audit(request, { action: 'article.update', target_type: 'article', target_id: article.id, after: article });
    return { article, toast: 'Artigo salvo.' };
  });

  app.post('/admin/console/articles/:id/publish', { ...route, schema: { params: ZIdParam, body: ZAdminPublishBody } }, async (request) => {
    const published = request.body.published;
    const article = await publishArticle(ctx.db, request.params.id, published ? ctx.now() : null);
    await audit(request, {
      action: published ? 'article.publish' : 'article.unpublish',
      target_type: 'article',
      target_id: article.id,
      after: { published_at: article.published_at },
    });
    return { article, toast: published ? 'Artigo publicado no blog.' : 'Artigo retirado do blog.' };
  });

  app.get('/admin/console/landing_pages', route, async () => ({ landing_pages: await listAllLandingPages(ctx.db) }));

  app.post('/admin/console/landing_pages', { ...route, schema: { body: ZLandingPageInput } }, async (request) => {
    const page = await createLandingPage(ctx.db, request.body);
    await audit(request, { action: 'landing_page.create', target_type: 'landing_page', target_id: page.id, after: page });
    return { landing_page: page, toast: 'Página criada como rascunho.' };
  });

  app.put('/admin/console/landing_pages/:id', { ...route, schema: { params: ZIdParam, body: ZLandingPageInput } }, async (request) => {
    const page = await updateLandingPage(ctx.db, request.params.id, request.body, ctx.now());
    await audit(request, { action: 'landing_page.update', target_type: 'landing_page', target_id: page.id, after: page });
    return { landing_page: page, toast: 'Página salva.' };
  });

  app.post(
    '/admin/console/landing_pages/:id/publish',
    { ...route, schema: { params: ZIdParam, body: ZAdminPublishBody } },
    async (request) => {
      const published = request.body.published;
      const page = await publishLandingPage(ctx.db, request.params.id, published ? ctx.now() : null);
      await audit(request, {
        action: published ? 'landing_page.publish' : 'landing_page.unpublish',
        target_type: 'landing_page',
        target_id: page.id,
        after: { published_at: page.published_at },
      });
      return { landing_page: page, toast: published ? `Página publicada em /lp/${page.identifier}.` : 'Página retirada do ar.' };
    },
  );
}
