// Real client of Business Login for Instagram (Instagram API with Instagram Login):
//   1. authorization window  GET {www.instagram.com}/oauth/authorize?client_id&redirect_uri&response_type=code&scope&state
//   2. code → short-lived    POST {api.instagram.com}/oauth/access_token (form: client_id, client_secret,
//                            grant_type=authorization_code, redirect_uri, code) → {data:[{access_token,user_id,permissions}]}
//                            (older docs show the same fields unwrapped; both are accepted)
//   3. short → long-lived    GET {graph.instagram.com}/access_token?grant_type=ig_exchange_token&client_secret&access_token
//                            → {access_token, token_type:'bearer', expires_in} (60 days)
//   4. the account           GET {graph.instagram.com}/{version}/me?fields=user_id,username → user_id is the
//                            professional account id that webhooks carry as entry.id
import { z } from 'zod';
import { fetchWithTimeout, readJsonSafely, TransportFailure, type FetchLike } from '../fetch-with-timeout.js';
import { InstagramError } from './errors.js';

const INSTAGRAM_LOGIN_SCOPES = ['instagram_business_basic', 'instagram_business_manage_messages'] as const;

export interface InstagramOauthOptions {
  appId: string;
  appSecret: string;
  redirectUri: string;
  /** Host of the authorization window; default https://www.instagram.com. */
  oauthBaseUrl?: string;
  /** Host of the code exchange; default https://api.instagram.com. */
  apiBaseUrl?: string;
  /** Host of the long-lived exchange and /me; default https://graph.instagram.com. */
  graphBaseUrl?: string;
  apiVersion?: string;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
}

const ZShortLived = z.object({
  access_token: z.string().min(1),
  user_id: z.union([z.string(), z.number()]).transform(String),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});
const ZShortLivedResponse = z.union([z.object({ data: z.array(ZShortLived).min(1) }).transform((r) => r.data[0]!), ZShortLived]);
const ZLongLived = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().optional() });
const ZMe = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  username: z.string().optional(),
  id: z.union([z.string(), z.number()]).transform(String).optional(),
});

const trim = (u: string) => u.replace(/\/+$/, '');

export function createInstagramOauth(o: InstagramOauthOptions) {
  const fetchImpl = o.fetchImpl ?? fetch;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const graph = trim(o.graphBaseUrl ?? 'https://graph.instagram.com');

  type TGraphErrorBody = { message?: unknown; error_message?: unknown; code?: unknown; type?: unknown; error_type?: unknown };

  async function call<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
    let res: Response;
    try {
      res = await fetchWithTimeout(fetchImpl, url, init, timeoutMs);
    } catch (err) {
      if (err instanceof TransportFailure) throw new InstagramError({ message: err.message, code: null, httpStatus: null, cause: err });
      throw err;
    }
    const json = (await readJsonSafely(res)) as (TGraphErrorBody & { error?: TGraphErrorBody }) | null;
    if (!res.ok) {
      // Graph answers {error:{message,code,...}}; api.instagram.com answers {error_type, code, error_message}.
      const e: TGraphErrorBody = json?.error ?? json ?? {};
      throw new InstagramError({
        message: String(e.message ?? e.error_message ?? `HTTP ${res.status}`),
        code: typeof e.code === 'number' ? e.code : null,
        httpStatus: res.status,
        ...(typeof (e.type ?? e.error_type) === 'string' ? { type: String(e.type ?? e.error_type) } : {}),
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new InstagramError({ message: 'Unexpected Instagram response', code: null, httpStatus: res.status });
    return parsed.data;
  }

  return {
    authorizeUrl(state: string): string {
      const url = new URL(`${trim(o.oauthBaseUrl ?? 'https://www.instagram.com')}/oauth/authorize`);
      url.searchParams.set('client_id', o.appId);
      url.searchParams.set('redirect_uri', o.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', INSTAGRAM_LOGIN_SCOPES.join(','));
      url.searchParams.set('state', state);
      return url.toString();
    },
    /** The code is single-use and lives about an hour. Instagram appends '#_' to the redirect; strip it. */
    async exchangeCode(code: string) {
      const body = new URLSearchParams({
        client_id: o.appId,
        client_secret: o.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: o.redirectUri,
        code: code.replace(/#_$/, ''),
      });
      return call(`${trim(o.apiBaseUrl ?? 'https://api.instagram.com')}/oauth/access_token`, { method: 'POST', body }, ZShortLivedResponse);
    },
    async exchangeLongLived(shortLivedToken: string) {
      const url = new URL(`${graph}/access_token`);
      url.searchParams.set('grant_type', 'ig_exchange_token');
      url.searchParams.set('client_secret', o.appSecret);
      url.searchParams.set('access_token', shortLivedToken);
      return call(url.toString(), { method: 'GET' }, ZLongLived);
    },
    async me(accessToken: string) {
      const url = `${graph}/${o.apiVersion ?? 'v23.0'}/me?fields=user_id,username`;
      return call(url, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } }, ZMe);
    },
  };
}
export type TInstagramOauth = ReturnType<typeof createInstagramOauth>;
