// Google sign-in for users and admins (docs/spec.md §7 /{user|admin}/auth/{provider}/…, docs/providers.md §7).
// The consent URL is handed out without `state`: the SPA appends its own anti-CSRF state, Google
// sends the browser back to the callback route, which forwards code and state to the SPA login page
// (?google_auth_code=…&state=…); the SPA checks the state and posts the code to …/verify.
import { z } from 'zod';
import type { TConfig } from '../../config.js';
import {
  createGoogleOAuthClient,
  GoogleOAuthError,
  type GoogleEndpoints,
  type GoogleOAuthClient,
} from '../../integrations/google/oauth.js';
import { AppError, notFound } from '../../lib/app-error.js';

export type TGoogleAudience = 'user' | 'admin';

const GOOGLE_LOGIN_SCOPES = ['openid', 'email', 'profile'];
/** Read and write events: busy times come in, our bookings go out (docs/decisions/0028). */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** docs/spec.md §8 "Admin provider failure", used for every failed code exchange. */
const providerFailure = (provider = 'Google') =>
  new AppError(422, `Something went wrong logging you in using ${provider}. Please try again.`);

const GOOGLE_NOT_CONFIGURED = 'Login com Google não configurado.';
const PROVIDER_NOT_SUPPORTED = 'Provedor não suportado.';
const GOOGLE_EMAIL_NOT_VERIFIED = 'O e-mail desta conta Google não está verificado. Verifique-o no Google ou entre com seu WhatsApp.';

export const ZProviderParams = z.object({ provider: z.string().max(40) });
export const ZProviderCode = z.string({ error: 'Informe o código.' }).trim().min(1, 'Informe o código.').max(2048, 'Código inválido.');

/** Only Google exists; anything else in the {provider} segment is a 404. */
export function assertProvider(provider: string): 'google' {
  if (provider.toLowerCase() !== 'google') throw notFound(PROVIDER_NOT_SUPPORTED);
  return 'google';
}

function redirectUriOf(config: TConfig, audience: TGoogleAudience): string | undefined {
  return audience === 'admin' ? config.GOOGLE_ADMIN_REDIRECT_URI : config.GOOGLE_REDIRECT_URI;
}

// One client per config and audience, so the id_token key set (JWKS) is fetched once and cached.
const clients = new WeakMap<TConfig, Partial<Record<TGoogleAudience, GoogleOAuthClient>>>();

export function googleClient(config: TConfig, audience: TGoogleAudience): GoogleOAuthClient {
  const redirectUri = redirectUriOf(config, audience);
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET || !redirectUri) throw new AppError(503, GOOGLE_NOT_CONFIGURED);
  let byAudience = clients.get(config);
  if (!byAudience) clients.set(config, (byAudience = {}));
  const endpoints: Partial<GoogleEndpoints> = {};
  if (config.GOOGLE_AUTH_URL) endpoints.authorization = config.GOOGLE_AUTH_URL;
  if (config.GOOGLE_TOKEN_URL) endpoints.token = config.GOOGLE_TOKEN_URL;
  if (config.GOOGLE_USERINFO_URL) endpoints.userinfo = config.GOOGLE_USERINFO_URL;
  if (config.GOOGLE_JWKS_URL) endpoints.jwks = config.GOOGLE_JWKS_URL;
  byAudience[audience] ??= createGoogleOAuthClient({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri,
    endpoints,
  });
  return byAudience[audience];
}

/** The consent URL without `state` (the SPA appends `&state=…`). */
export function googleRedirectUrl(config: TConfig, audience: TGoogleAudience, opts: { includeCalendar?: boolean } = {}): string {
  const scopes = opts.includeCalendar ? [...GOOGLE_LOGIN_SCOPES, GOOGLE_CALENDAR_SCOPE] : GOOGLE_LOGIN_SCOPES;
  // The calendar sync works while the person is away: it needs a refresh token, which Google only
  // hands out with access_type=offline, and again on a later consent only with prompt=consent.
  const url = new URL(
    googleClient(config, audience).buildAuthUrl(
      opts.includeCalendar
        ? { state: '', scopes, accessType: 'offline', prompt: 'consent' }
        : { state: '', scopes, prompt: 'select_account' },
    ),
  );
  url.searchParams.delete('state');
  return url.toString();
}

export interface TGoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
  /** Scopes Google granted (the user may untick calendar access on the consent screen). */
  scopes: string[];
  /** The grant's tokens, kept only when the calendar sync is linked. */
  tokens: { accessToken: string; expiresIn: number; refreshToken?: string };
}

/**
 * Exchanges a one-time code and returns the verified identity: the id_token is checked
 * (signature, iss, aud, exp); without one, the userinfo endpoint is read. The e-mail must be verified.
 */
export async function verifyGoogleCode(config: TConfig, audience: TGoogleAudience, code: string): Promise<TGoogleIdentity> {
  const client = googleClient(config, audience);
  try {
    const tokens = await client.exchangeCode({ code });
    const info = tokens.idToken ? await client.verifyIdToken(tokens.idToken) : await client.fetchUserInfo(tokens.accessToken);
    if (!info.email) throw providerFailure();
    if (info.emailVerified !== true) throw new AppError(422, GOOGLE_EMAIL_NOT_VERIFIED);
    return {
      sub: info.sub,
      email: info.email.toLowerCase(),
      name: info.name ?? null,
      scopes: tokens.scope.split(/\s+/).filter(Boolean),
      tokens: {
        accessToken: tokens.accessToken,
        expiresIn: tokens.expiresIn,
        ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      },
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // invalid_grant (used/expired code), invalid_id_token, invalid_client, network: all the same to the person.
    if (error instanceof GoogleOAuthError) {
      const failure = providerFailure();
      if (error.retryable) throw new AppError(502, failure.message);
      throw failure;
    }
    throw error;
  }
}

/** Where the callback sends the browser: the SPA login page with the code (or the error) and the state. */
export function spaLoginUrl(config: TConfig, audience: TGoogleAudience, query: Record<string, unknown>): string {
  const pick = (k: string) => (typeof query[k] === 'string' && query[k] !== '' ? (query[k] as string) : undefined);
  const params = new URLSearchParams();
  const code = pick('code');
  const error = pick('error');
  if (code && !error) params.set('google_auth_code', code);
  else params.set('google_auth_error', error ?? 'missing_code');
  const state = pick('state');
  if (state) params.set('state', state);
  const base = (config.PUBLIC_URL ?? '').replace(/\/$/, '');
  return `${base}${audience === 'admin' ? '/admin/login' : '/login'}?${params.toString()}`;
}
