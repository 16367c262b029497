import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new Error(`Invalid environment: CORS_ORIGINS/PUBLIC_URL entry "${value}" is not an http(s) origin`);
  }
}

/**
 * Which browser origins may call the API with credentials: the app's own address (PUBLIC_URL and the
 * request's Host), CORS_ORIGINS, and outside production any localhost port (Vite, Playwright).
 * Anything else gets no CORS headers, so a foreign page cannot read answers made with the user's session.
 */
function corsOriginPolicy(
  config: Pick<TConfig, 'NODE_ENV' | 'PUBLIC_URL' | 'CORS_ORIGINS'>,
): (origin: string | undefined, host: string | undefined) => boolean {
  const allowed = new Set(
    [config.PUBLIC_URL, ...config.CORS_ORIGINS.split(',')]
      .map((v) => v?.trim())
      .filter((v): v is string => Boolean(v))
      .map(originOf),
  );
  const localAllowed = config.NODE_ENV !== 'production';
  return (origin, host) => {
    if (!origin) return false;
    if (allowed.has(origin)) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    // Same origin: the SPA served by this API, whatever name it is reached by.
    if (host && url.host === host) return true;
    return localAllowed && LOCAL_HOSTS.has(url.hostname);
  };
}

/** @fastify/cors `delegator`: reflects the origin only when the policy allows it. */
export function corsDelegator(config: Pick<TConfig, 'NODE_ENV' | 'PUBLIC_URL' | 'CORS_ORIGINS'>) {
  const isAllowed = corsOriginPolicy(config);
  return (request: FastifyRequest, callback: (error: Error | null, options: { origin: string | false; credentials: boolean }) => void) => {
    const origin = request.headers.origin;
    callback(null, { origin: isAllowed(origin, request.headers.host) ? origin! : false, credentials: true });
  };
}
