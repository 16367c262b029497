// Business Login for Instagram: the redirect URL with a signed state, and the verify step that turns
// the returned code into a long-lived token and connects the company's Instagram integration.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';
import type { TAppContext, TAuth } from '../../lib/context.js';
import { createInstagramOauth, type TInstagramOauth } from '../../integrations/instagram/oauth.js';
import { InstagramError } from '../../integrations/instagram/errors.js';
import { requireCompanyAccess } from '../companies/access.js';
import { connectInstagramAccount, hasInstagramFeature, instagramFeatureRequired } from './service-meta.js';

export const INSTAGRAM_NOT_CONFIGURED = 'Integração com Instagram não configurada.';
export const INSTAGRAM_STATE_INVALID = 'A autorização do Instagram expirou ou é inválida. Clique em conectar novamente.';
export const INSTAGRAM_EXCHANGE_FAILED = 'O Instagram recusou a autorização. Clique em conectar novamente.';
const STATE_TTL_SECONDS = 10 * 60;
const STATE_AUDIENCE = 'instagram_login';
const MANAGERS = ['owner', 'admin'] as const;

function oauthOf(ctx: TAppContext): TInstagramOauth {
  const c = ctx.config;
  const redirectUri =
    c.INSTAGRAM_REDIRECT_URI ?? (c.PUBLIC_URL ? `${c.PUBLIC_URL.replace(/\/+$/, '')}/app/integracoes/instagram` : undefined);
  if (!c.INSTAGRAM_APP_ID || !c.INSTAGRAM_APP_SECRET || !redirectUri) throw new AppError(503, INSTAGRAM_NOT_CONFIGURED);
  return createInstagramOauth({
    appId: c.INSTAGRAM_APP_ID,
    appSecret: c.INSTAGRAM_APP_SECRET,
    redirectUri,
    oauthBaseUrl: c.INSTAGRAM_OAUTH_BASE_URL,
    apiBaseUrl: c.INSTAGRAM_API_BASE_URL,
    graphBaseUrl: c.INSTAGRAM_BASE_URL,
    apiVersion: c.INSTAGRAM_API_VERSION,
  });
}

const secretOf = (ctx: TAppContext) => new TextEncoder().encode(`${ctx.config.JWT_SECRET}:instagram-login`);

/** A state that binds the user and the company for 10 minutes (signed with a key derived from JWT_SECRET). */
async function signState(ctx: TAppContext, userId: string, companyId: string): Promise<string> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ cid: companyId, n: randomBytes(8).toString('base64url') })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STATE_TTL_SECONDS)
    .sign(secretOf(ctx));
}

async function readState(ctx: TAppContext, state: string, userId: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(state, secretOf(ctx), { audience: STATE_AUDIENCE, algorithms: ['HS256'], currentDate: ctx.now() });
    if (payload.sub !== userId || typeof payload.cid !== 'string') throw new Error('state of another user');
    return payload.cid;
  } catch {
    throw new AppError(422, INSTAGRAM_STATE_INVALID, { errors: [{ message: INSTAGRAM_STATE_INVALID, path: 'state' }] });
  }
}

export async function instagramRedirectUrl(ctx: TAppContext, auth: TAuth, companyId: string) {
  const oauth = oauthOf(ctx);
  const access = await requireCompanyAccess(ctx, auth, companyId, MANAGERS);
  if (!(await hasInstagramFeature(ctx, access.companyId))) throw instagramFeatureRequired();
  const state = await signState(ctx, access.userId, access.companyId);
  return { redirect_url: oauth.authorizeUrl(state), state };
}

export async function verifyInstagramLogin(ctx: TAppContext, auth: TAuth, input: { code: string; state: string }) {
  const oauth = oauthOf(ctx);
  const companyId = await readState(ctx, input.state, auth.subjectId);
  const access = await requireCompanyAccess(ctx, auth, companyId, MANAGERS);
  // Checked before spending the single-use code, so enabling the feature and retrying still works.
  if (!(await hasInstagramFeature(ctx, access.companyId))) throw instagramFeatureRequired();
  try {
    const short = await oauth.exchangeCode(input.code);
    const long = await oauth.exchangeLongLived(short.access_token);
    const me = await oauth.me(long.access_token);
    const expiresAt = long.expires_in ? new Date(ctx.now().getTime() + long.expires_in * 1000).toISOString() : null;
    // The account is the one the exchanged token belongs to: nothing the caller sent can name it.
    return await connectInstagramAccount(ctx, access, { userId: me.user_id, username: me.username ?? null }, long.access_token, {
      token_type: 'long_lived',
      expires_at: expiresAt,
      app_scoped_user_id: short.user_id,
      connected_via: 'instagram_login',
    });
  } catch (err) {
    if (err instanceof InstagramError) {
      // A refused or already used code is the user's to retry; Instagram being down is ours (502).
      const refused = err.httpStatus !== null && err.httpStatus >= 400 && err.httpStatus < 500;
      throw new AppError(
        refused ? 422 : 502,
        refused ? INSTAGRAM_EXCHANGE_FAILED : 'Não foi possível falar com o Instagram agora. Tente novamente em instantes.',
      );
    }
    throw err;
  }
}
