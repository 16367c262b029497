import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOADS_PREFIX, uploadsRoot } from './storage.js';

/** Serves stored uploads; names are random, so a listing is never offered. */
export async function uploadsStatic(app: FastifyInstance) {
  const root = uploadsRoot(app.ctx);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
    immutable: true,
  });
}
