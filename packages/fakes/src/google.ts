// Fake Google OAuth 2.0 / OpenID Connect provider (docs/providers.md §7) on one host:
//   GET  /o/oauth2/v2/auth              consent is automatic: 302 to redirect_uri?code&state
//   POST /token                          authorization_code (+PKCE S256) and refresh_token grants
//   GET  /v1/userinfo (alias /userinfo)  OIDC claims for a Bearer access token
//   GET  /oauth2/v3/certs                JWKS of the RS256 key that signs id_tokens
//   GET  /.well-known/openid-configuration
//   POST /revoke                         revokes a refresh or access token (?token= or form body)
//   /calendar/v3/…                       the Calendar API (google-calendar.ts)
// Errors follow RFC 6749; redirect_uri mismatches show an error page instead of redirecting, as Google does.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { mountFakeCalendar } from './google-calendar.js';
import type { FakeGoogle, FakeGoogleClient, FakeGoogleOptions, FakeGoogleUser, IssuedToken, PendingCode } from './google-types.js';
export type { FakeGoogle } from './google-types.js';

const DEFAULT_USER: FakeGoogleUser = {
  sub: '110169484474386276334',
  email: 'dona.clinica@gmail.com',
  emailVerified: true,
  name: 'Maria Souza',
  givenName: 'Maria',
  familyName: 'Souza',
  picture: 'https://lh3.googleusercontent.com/a/fake-photo',
};

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const { privateKey, publicKey, kid } = signingKey();
  const issuer = options.issuer ?? 'https://accounts.google.com';
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, Omit<IssuedToken, 'expiresAt'>>();
  const queuedUsers: FakeGoogleUser[] = [];
  const authRequests: Array<Record<string, string>> = [];
  let deny = false;
  let endpoints = { authorization: '', token: '', userinfo: '', jwks: '', discovery: '' };

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function findClient(clientId: string | undefined): FakeGoogleClient | 'any' | undefined {
    if (!options.clients || options.clients.length === 0) return 'any';
    return options.clients.find((c) => c.clientId === clientId);
  }

  app.get<{ Querystring: Record<string, string> }>('/o/oauth2/v2/auth', async (request, reply) => {
    const q = request.query;
    authRequests.push({ ...q });
    const client = findClient(q.client_id);
    if (!client) return errorPage(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    if (!q.redirect_uri) return errorPage(reply, 400, 'invalid_request', 'Missing required parameter: redirect_uri');
    if (client !== 'any' && !client.redirectUris.includes(q.redirect_uri)) {
      return errorPage(reply, 400, 'redirect_uri_mismatch', `redirect_uri=${q.redirect_uri} is not registered for this client`);
    }
    const back = new URL(q.redirect_uri);
    if (q.state !== undefined) back.searchParams.set('state', q.state);
    if (q.response_type !== 'code') {
      back.searchParams.set('error', 'unsupported_response_type');
      return reply.redirect(back.toString(), 302);
    }
    if (!q.scope) {
      back.searchParams.set('error', 'invalid_request');
      back.searchParams.set('error_description', 'Missing required parameter: scope');
      return reply.redirect(back.toString(), 302);
    }
    if (q.code_challenge && q.code_challenge_method !== 'S256') {
      return errorPage(reply, 400, 'invalid_request', 'Only code_challenge_method=S256 is supported by this fake');
    }
    if (deny) {
      deny = false;
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 302);
    }
    const user = queuedUsers.shift() ?? options.defaultUser ?? DEFAULT_USER;
    const code = `4/0A${randomBytes(32).toString('base64url')}`;
    codes.set(code, {
      clientId: q.client_id ?? '',
      redirectUri: q.redirect_uri,
      scope: expandScopes(q.scope),
      user,
      offline: q.access_type === 'offline',
      ...(q.nonce ? { nonce: q.nonce } : {}),
      ...(q.code_challenge ? { codeChallenge: q.code_challenge } : {}),
      expiresAt: Date.now() + 10 * 60_000,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', expandScopes(q.scope));
    back.searchParams.set('authuser', '0');
    back.searchParams.set('prompt', q.prompt ?? 'none');
    return reply.redirect(back.toString(), 302);
  });

  app.post('/token', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, string>;
    let clientId = b.client_id;
    let clientSecret = b.client_secret;
    const basic = request.headers.authorization;
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    const client = findClient(clientId);
    if (!client || (client !== 'any' && client.clientSecret !== clientSecret)) {
      return oauthError(reply, 401, 'invalid_client', 'Unauthorized');
    }

    if (b.grant_type === 'authorization_code') {
      const pending = b.code ? codes.get(b.code) : undefined;
      if (b.code) codes.delete(b.code); // single use, even when the exchange fails
      if (!pending || pending.expiresAt < Date.now() || pending.clientId !== clientId) {
        return oauthError(reply, 400, 'invalid_grant', 'Bad Request');
      }
      if (pending.redirectUri !== b.redirect_uri) return oauthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (pending.codeChallenge) {
        const verifier = b.code_verifier ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge) {
          return oauthError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
        }
      }
      const accessToken = issueAccess(clientId ?? '', pending.scope, pending.user);
      const out: Record<string, unknown> = { access_token: accessToken, expires_in: 3599, scope: pending.scope, token_type: 'Bearer' };
      if (pending.scope.split(' ').includes('openid')) out.id_token = idToken(clientId ?? '', pending.user, pending.scope, pending.nonce);
      if (pending.offline) {
        const refresh = `1//0${randomBytes(32).toString('base64url')}`;
        refreshTokens.set(refresh, { clientId: clientId ?? '', scope: pending.scope, user: pending.user });
        out.refresh_token = refresh;
        out.refresh_token_expires_in = 604_799;
      }
      return out;
    }

    if (b.grant_type === 'refresh_token') {
      const stored = b.refresh_token ? refreshTokens.get(b.refresh_token) : undefined;
      if (!stored || stored.clientId !== clientId) return oauthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      const out: Record<string, unknown> = {
        access_token: issueAccess(stored.clientId, stored.scope, stored.user),
        expires_in: 3599,
        scope: stored.scope,
        token_type: 'Bearer',
      };
      if (stored.scope.split(' ').includes('openid')) out.id_token = idToken(stored.clientId, stored.user, stored.scope);
      return out;
    }

    return oauthError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${b.grant_type ?? ''}`);
  });

  const userinfo = async (request: { headers: Record<string, string | string[] | undefined> }, reply: FastifyReply) => {
    const auth = request.headers.authorization;
    const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
    const issued = token ? accessTokens.get(token) : undefined;
    if (!issued || issued.expiresAt < Date.now()) {
      reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return oauthError(reply, 401, 'invalid_request', 'Invalid Credentials');
    }
    return userClaims(issued.user, issued.scope);
  };
  app.get('/v1/userinfo', userinfo);
  app.get('/userinfo', userinfo);

  const revoked: string[] = [];
  app.post<{ Querystring: { token?: string } }>('/revoke', async (request, reply) => {
    const token = request.query.token ?? ((request.body ?? {}) as Record<string, string>).token ?? '';
    if (!refreshTokens.delete(token) && !accessTokens.delete(token)) return oauthError(reply, 400, 'invalid_token', 'Bad Request');
    return (revoked.push(token), {});
  });
  const calendar = mountFakeCalendar(app, (bearer) => {
    const issued = bearer ? accessTokens.get(bearer) : undefined;
    return issued && issued.expiresAt > Date.now() ? { email: issued.user.email, scope: issued.scope } : null;
  });

  app.get('/oauth2/v3/certs', async () => ({
    keys: [{ ...(publicKey.export({ format: 'jwk' }) as Record<string, unknown>), kid, alg: 'RS256', use: 'sig' }],
  }));

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    userinfo_endpoint: endpoints.userinfo,
    jwks_uri: endpoints.jwks,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  }));

  // Routes must exist before listen(); the discovery handler reads `endpoints` once it is set.
  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  endpoints = {
    authorization: `${url}/o/oauth2/v2/auth`,
    token: `${url}/token`,
    userinfo: `${url}/v1/userinfo`,
    jwks: `${url}/oauth2/v3/certs`,
    discovery: `${url}/.well-known/openid-configuration`,
  };

  function issueAccess(clientId: string, scope: string, user: FakeGoogleUser): string {
    const token = `ya29.${randomBytes(48).toString('base64url')}`;
    accessTokens.set(token, { clientId, scope, user, expiresAt: Date.now() + 3_599_000 });
    return token;
  }

  function idToken(clientId: string, user: FakeGoogleUser, scope: string, nonce?: string): string {
    const iat = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      azp: clientId,
      aud: clientId,
      sub: user.sub,
      ...userClaims(user, scope),
      iat,
      exp: iat + 3600,
      ...(nonce ? { nonce } : {}),
    };
    return signJwt({ alg: 'RS256', kid, typ: 'JWT' }, claims, privateKey);
  }

  return {
    url,
    endpoints,
    authRequests,
    calendar,
    revoked,
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expiresAt = 0;
    },
    nextUser(user) {
      queuedUsers.push(user);
    },
    denyNext() {
      deny = true;
    },
    async close() {
      await app.close();
    },
  };
}

// One RSA key per process: generating 2048-bit keys costs ~300 ms, too slow for every test.
let cachedKey: { privateKey: KeyObject; publicKey: KeyObject; kid: string } | undefined;
function signingKey(): { privateKey: KeyObject; publicKey: KeyObject; kid: string } {
  cachedKey ??= { ...generateKeyPairSync('rsa', { modulusLength: 2048 }), kid: randomBytes(8).toString('hex') };
  return cachedKey;
}

/** Google widens the short scope names in what it grants back. */
function expandScopes(scope: string): string {
  const map: Record<string, string> = {
    email: 'https://www.googleapis.com/auth/userinfo.email',
    profile: 'https://www.googleapis.com/auth/userinfo.profile',
  };
  return scope
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => map[s] ?? s)
    .join(' ');
}

function userClaims(user: FakeGoogleUser, scope: string): Record<string, unknown> {
  const scopes = scope.split(' ');
  const out: Record<string, unknown> = { sub: user.sub };
  if (scopes.includes('https://www.googleapis.com/auth/userinfo.email') || scopes.includes('email')) {
    out.email = user.email;
    out.email_verified = user.emailVerified ?? true;
  }
  if (scopes.includes('https://www.googleapis.com/auth/userinfo.profile') || scopes.includes('profile')) {
    if (user.name !== undefined) out.name = user.name;
    if (user.givenName !== undefined) out.given_name = user.givenName;
    if (user.familyName !== undefined) out.family_name = user.familyName;
    if (user.picture !== undefined) out.picture = user.picture;
  }
  return out;
}

function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).send({ error, error_description: description });
}

function errorPage(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Erro 400: ${error}</title><h1>Access blocked</h1><p>Error ${status}: ${error}</p><p>${description.replace(/[<>&"]/g, '')}</p>`,
    );
}
