import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fp from 'fastify-plugin';
import { isApiPath } from './spa.js';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../lib/app-error.js';

/** The key of a request whose client already hung up: its socket no longer knows the peer address. */
const NO_PEER = 'no-peer';
const WARN_EVERY_MS = 30_000;

/**
 * Per-IP key. `request.ip` is undefined once the client disconnected (the socket is gone); the
 * library's own key generator then threw, and the departed client got a logged 500.
 */
function peerKey(request: FastifyRequest): string {
  return request.ip ? normalizeIP(request.ip) : NO_PEER;
}

/**
 * A Redis client that never takes the process down: errors are logged (at most every 30 s), commands
 * fail at once while Redis is away instead of queueing, and a stuck server times out. The limiter
 * then lets requests through (skipOnError): a Redis outage must not lock everyone out.
 */
function limiterRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastWarn = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastWarn < WARN_EVERY_MS) return;
    lastWarn = Date.now();
    log.warn({ err: err.message }, 'rate limits: Redis unavailable, requests pass unlimited until it returns');
  });
  return redis;
}

/**
 * The per-IP limits (every route, tighter ones per route) and the counters of `accountLimit`. With
 * REDIS_URL all API processes share the counters; without it each process counts alone.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const redis = config.REDIS_URL ? limiterRedis(config.REDIS_URL, app.log) : null;
  if (redis) {
    // Counting from the first request needs the connection; a Redis that is down only delays boot briefly.
    await once(redis, 'ready', { signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_IP_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: peerKey,
    // The web app's files (JS chunks, CSS, images) are not counted: one page load fetches dozens, and a
    // refused chunk breaks the app for a whole salon behind one IP. API calls are what the limit guards.
    allowList: (request) => (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url),
    skipOnError: true,
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_NAMESPACE } : {}),
  });
});

/**
 * A limit per account (an e-mail, a phone) beside the per-IP ones, so many IPs together cannot
 * brute-force one account. Counts every attempt, in the same store as the per-IP limits.
 */
export function accountLimit(app: FastifyInstance, name: string, opts: { max: number; timeWindow: string; message: string }) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (request) => `acct:${name}:${keys.get(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, account: string): Promise<void> => {
    // Hashed, so the shared store holds no e-mail or phone in clear.
    keys.set(request, createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 24));
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooMany(opts.message);
  };
}
