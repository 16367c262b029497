import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error.js';
import { deviceForStorage, hasConsentCookie, parseDeviceHeader } from '../lib/device.js';
import type { TAuth, TSessionKind } from '../lib/context.js';
import { authenticate, type TSessionOrigin } from '../modules/sessions/service.js';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{10,4096})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export function sessionOrigin(request: FastifyRequest): TSessionOrigin {
  const { device, hash } = parseDeviceHeader(request.headers.device ?? request.headers['x-device']);
  const ua = request.headers['user-agent'];
  // request.ip is the socket's peer unless it is a TRUSTED_PROXIES proxy (then the client it forwards for).
  return {
    device: deviceForStorage(device, hasConsentCookie(request.headers.cookie)),
    deviceHash: hash,
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua : null,
  };
}

/** Routes declare `config: { auth: 'user' | 'admin' | 'client' }`; the hook enforces it before any handler runs. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const kind = request.routeOptions.config?.auth;
    if (!kind) return;
    request.auth = await requireToken(app, request, kind);
  });
});

export async function requireToken(app: FastifyInstance, request: FastifyRequest, kind: TSessionKind): Promise<TAuth> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const auth = await authenticate(app.ctx, token, kind);
  if (!auth) throw unauthorized();
  return auth;
}

export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
