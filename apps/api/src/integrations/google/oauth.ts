// Real client of Google's OAuth 2.0 authorization-code flow with OpenID Connect
// (docs/providers.md §7): build the consent URL, exchange the code, read userinfo, verify id_tokens.
// Endpoints are configurable so tests and local runs can use @agenda/fakes/google.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { GoogleOAuthError } from './errors.js';

export { GoogleOAuthError } from './errors.js';

export interface GoogleEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
  jwks: string;
}

/** Values of Google's discovery document (https://accounts.google.com/.well-known/openid-configuration). */
export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
};

/** Google documents both; the URL form is current, the bare host is for legacy clients. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleOAuthClientOptions {
  clientId: string;
  clientSecret: string;
  /** Must match a URI registered for the client exactly. */
  redirectUri: string;
  endpoints?: Partial<GoogleEndpoints>;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

interface AuthUrlInput {
  /** Opaque anti-CSRF value; store it (cookie/session) and compare on the callback. */
  state: string;
  scopes?: string[];
  /** 'offline' adds a refresh_token on first consent. */
  accessType?: 'online' | 'offline';
  prompt?: 'none' | 'consent' | 'select_account';
  loginHint?: string;
  nonce?: string;
  /** PKCE S256 challenge from createPkcePair(). */
  codeChallenge?: string;
}

interface GoogleTokens {
  accessToken: string;
  expiresIn: number;
  scope: string;
  tokenType: string;
  idToken?: string;
  refreshToken?: string;
}

interface GoogleUserInfo {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface GoogleOAuthClient {
  buildAuthUrl(input: AuthUrlInput): string;
  exchangeCode(input: { code: string; codeVerifier?: string }): Promise<GoogleTokens>;
  refreshAccessToken(refreshToken: string): Promise<GoogleTokens>;
  fetchUserInfo(accessToken: string): Promise<GoogleUserInfo>;
  /** Checks signature (JWKS), iss, aud = clientId, exp and, when given, nonce. */
  verifyIdToken(idToken: string, options?: { nonce?: string }): Promise<GoogleUserInfo>;
}

/** Parses the callback query: `?code=…&state=…` or `?error=access_denied&state=…`. */
export function parseGoogleCallback(
  query: URLSearchParams | Record<string, unknown>,
): { ok: true; code: string; state: string | undefined } | { ok: false; error: string; state: string | undefined } {
  const get = (k: string) => {
    const v = query instanceof URLSearchParams ? query.get(k) : query[k];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const state = get('state');
  const error = get('error');
  if (error) return { ok: false, error, state };
  const code = get('code');
  return code ? { ok: true, code, state } : { ok: false, error: 'missing_code', state };
}

export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const tokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  scope: z.string().default(''),
  token_type: z.string().default('Bearer'),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

const userinfoResponse = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

const oauthErrorBody = z.object({ error: z.string(), error_description: z.string().optional() });

export function createGoogleOAuthClient(options: GoogleOAuthClientOptions): GoogleOAuthClient {
  const endpoints: GoogleEndpoints = { ...GOOGLE_ENDPOINTS, ...options.endpoints };
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let jwks: JWTVerifyGetKey | undefined; // created lazily; jose caches keys and refetches on unknown kid

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchWithTimeout(fetchImpl, url, init, timeoutMs);
    } catch (err) {
      if (err instanceof TransportFailure)
        throw new GoogleOAuthError({ message: err.message, httpStatus: null, error: 'network_error', cause: err });
      throw err;
    }
    const json = await readJsonSafely(res);
    if (!res.ok) {
      const parsed = oauthErrorBody.safeParse(json);
      const error = parsed.success ? parsed.data.error : 'http_error';
      const description = parsed.success ? parsed.data.error_description : undefined;
      throw new GoogleOAuthError({
        message: description ? `${error}: ${description}` : `${error} (HTTP ${res.status})`,
        httpStatus: res.status,
        error,
      });
    }
    return json;
  }

  async function tokenRequest(params: Record<string, string>): Promise<GoogleTokens> {
    const json = await call(endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: options.clientId, client_secret: options.clientSecret, ...params }).toString(),
    });
    const parsed = tokenResponse.safeParse(json);
    if (!parsed.success) throw new GoogleOAuthError({ message: 'unexpected token response', httpStatus: 200, error: 'invalid_response' });
    const t = parsed.data;
    return {
      accessToken: t.access_token,
      expiresIn: t.expires_in,
      scope: t.scope,
      tokenType: t.token_type,
      ...(t.id_token ? { idToken: t.id_token } : {}),
      ...(t.refresh_token ? { refreshToken: t.refresh_token } : {}),
    };
  }

  return {
    buildAuthUrl(input) {
      const url = new URL(endpoints.authorization);
      const p = url.searchParams;
      p.set('client_id', options.clientId);
      p.set('redirect_uri', options.redirectUri);
      p.set('response_type', 'code');
      p.set('scope', (input.scopes ?? ['openid', 'email', 'profile']).join(' '));
      p.set('state', input.state);
      if (input.accessType) p.set('access_type', input.accessType);
      if (input.prompt) p.set('prompt', input.prompt);
      if (input.loginHint) p.set('login_hint', input.loginHint);
      if (input.nonce) p.set('nonce', input.nonce);
      if (input.codeChallenge) {
        p.set('code_challenge', input.codeChallenge);
        p.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    exchangeCode({ code, codeVerifier }) {
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.redirectUri,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    },

    refreshAccessToken(refreshToken) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async fetchUserInfo(accessToken) {
      const json = await call(endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
      const parsed = userinfoResponse.safeParse(json);
      if (!parsed.success)
        throw new GoogleOAuthError({ message: 'unexpected userinfo response', httpStatus: 200, error: 'invalid_response' });
      return toUserInfo(parsed.data);
    },

    async verifyIdToken(idToken, opts) {
      jwks ??= createRemoteJWKSet(new URL(endpoints.jwks));
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, { issuer: GOOGLE_ISSUERS, audience: options.clientId, algorithms: ['RS256'] }));
      } catch (err) {
        throw new GoogleOAuthError({
          message: `invalid id_token: ${err instanceof Error ? err.message : String(err)}`,
          httpStatus: null,
          error: 'invalid_id_token',
          cause: err,
        });
      }
      if (opts?.nonce !== undefined && payload.nonce !== opts.nonce) {
        throw new GoogleOAuthError({ message: 'invalid id_token: nonce mismatch', httpStatus: null, error: 'invalid_id_token' });
      }
      const parsed = userinfoResponse.safeParse(payload);
      if (!parsed.success) throw new GoogleOAuthError({ message: 'invalid id_token: no sub', httpStatus: null, error: 'invalid_id_token' });
      return toUserInfo(parsed.data);
    },
  };
}

function toUserInfo(u: z.infer<typeof userinfoResponse>): GoogleUserInfo {
  const out: GoogleUserInfo = { sub: u.sub };
  if (u.email !== undefined) out.email = u.email;
  // Some Google responses historically sent "true" as a string.
  if (u.email_verified !== undefined) out.emailVerified = u.email_verified === true || u.email_verified === 'true';
  if (u.name !== undefined) out.name = u.name;
  if (u.given_name !== undefined) out.givenName = u.given_name;
  if (u.family_name !== undefined) out.familyName = u.family_name;
  if (u.picture !== undefined) out.picture = u.picture;
  return out;
}
