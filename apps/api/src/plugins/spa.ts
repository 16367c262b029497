import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

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

export function findWebDist(configured: string | undefined): string | null {
  const candidates = configured ? [configured] : [resolve(process.cwd(), 'apps/web/dist'), resolve(process.cwd(), '../web/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

/**
 * Serves the built SPA; any other GET that is not an API path gets index.html so the client router
 * handles it (its own 404 page included). API paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null) {
  if (distDir) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path.startsWith(p));
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && distDir) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return reply.status(404).send({ message: `Page Not Found: ${path}` });
  });
}
