import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { companyPageHtml } from './company-og.js';
import { warmCompanyPageRender } from './company-page-render.js';

const API_PREFIXES = [
  '/user/',
  '/admin/auth',
  '/admin/graphql',
  '/client/',
  '/general/',
  '/dev/',
  '/webhooks/',
  '/socket.io',
  '/health',
  '/uploads/',
];

/** A path the API answers (never the built web app's files or its client routes). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return API_PREFIXES.some((p) => path.startsWith(p));
}

export function findWebDist(configured: string | undefined): string | null {
  const candidates = configured ? [configured] : [resolve(process.cwd(), 'apps/web/dist'), resolve(process.cwd(), '../web/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

/** The page pre-rendered for a path (apps/web src/app/prerender/prerender-pages.tsx), whatever its query string. */
const PRERENDERED: Record<string, string> = { '/': 'home.html', '/login': 'login.html' };

/** Vite's content-hashed build output: a new release gets new names, so a copy never goes stale. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA; any other GET that is not an API path gets index.html so the client router
 * handles it (its own 404 page included). API paths get a JSON 404. The build writes brotli and gzip
 * copies of its text files (apps/web/scripts/precompress.mjs), served by Accept-Encoding; hashed assets
 * are cached for a year, everything else (index.html above all) is revalidated on each load.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null) {
  // The static pages pre-rendered at build time (apps/web build-prerender.ts): they paint before the SPA boots.
  const prerendered = new Map(Object.entries(PRERENDERED).filter(([, file]) => distDir && existsSync(join(distDir, file))));
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The company pages' server render and its shell (company-page-render.ts): the API's, not the browser's.
      globIgnore: ['server/**'],
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache'),
    });
    // Not in the API's own tests: most never open a company page, and each would load the render's 3 MB.
    if (app.ctx.config.NODE_ENV !== 'test') warmCompanyPageRender(distDir, app.log);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && distDir) {
      const companyHtml = await companyPageHtml(app.ctx, distDir, path, request.log);
      if (companyHtml) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(companyHtml);
      return reply.header('cache-control', 'no-cache').sendFile(prerendered.get(path) ?? 'index.html', distDir);
    }
    return reply.status(404).send({ message: `Page Not Found: ${path}` });
  });
}
