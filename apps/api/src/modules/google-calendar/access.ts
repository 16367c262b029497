// The Calendar API client of this app and a live access token for a linked account: the stored one
// while it lasts, else a refresh. A refresh refused by Google (invalid_grant: revoked or expired
// grant) is not retried: the links show "reconecte" until the person connects again.
import type { TConfig } from '../../config.js';
import type { TAppContext } from '../../lib/context.js';
import { createGoogleCalendarClient, GoogleCalendarError, type GoogleCalendarClient } from '../../integrations/google/calendar.js';
import { GoogleOAuthError } from '../../integrations/google/oauth.js';
import { googleClient } from '../auth/google.js';
import { findAccount, saveAccessToken } from './repo.js';

/** Refresh a little before Google's expiry, so a token never dies mid-sync. */
const EARLY_MS = 60_000;
const GRANT_REVOKED = 'Acesso ao Google Agenda revogado ou expirado: conecte de novo.';

const clients = new WeakMap<TConfig, GoogleCalendarClient>();

export function calendarClient(config: TConfig): GoogleCalendarClient {
  let client = clients.get(config);
  if (!client) {
    client = createGoogleCalendarClient({ baseUrl: config.GOOGLE_CALENDAR_API_URL, revokeUrl: config.GOOGLE_REVOKE_URL });
    clients.set(config, client);
  }
  return client;
}

/** Thrown when the grant is gone: the job is not retried, the link records it. */
export class GrantRevoked extends Error {
  constructor() {
    super(GRANT_REVOKED);
  }
}

async function accessTokenOf(ctx: TAppContext, userId: string, forceRefresh: boolean): Promise<string> {
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new GrantRevoked();
  const now = ctx.now().getTime();
  const alive = account.access_token && account.access_expires_at && account.access_expires_at.getTime() - EARLY_MS > now;
  if (alive && !forceRefresh) return account.access_token!;
  try {
    const tokens = await googleClient(ctx.config, 'user').refreshAccessToken(account.refresh_token);
    await saveAccessToken(ctx.db, userId, tokens.accessToken, new Date(now + tokens.expiresIn * 1000));
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof GoogleOAuthError && error.error === 'invalid_grant') throw new GrantRevoked();
    throw error;
  }
}

/** Runs a Calendar API call with the account's token; a 401 (token expired early, or revoked) refreshes once and retries. */
export async function withAccessToken<T>(ctx: TAppContext, userId: string, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await accessTokenOf(ctx, userId, false));
  } catch (error) {
    if (!(error instanceof GoogleCalendarError) || error.httpStatus !== 401) throw error;
    return call(await accessTokenOf(ctx, userId, true));
  }
}
