// Start-up query parameters of docs/spec.md §2: instagram_review_user, redirect_to, skipRedirect,
// cupom, utm_*, force_utm, google_auth_code, email_auth_token.
import { UTM_RERECORD_WINDOW_MS } from '@agenda/shared/timings';
import { decodeRedirect, saveRedirectTarget } from './redirect';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

export interface TStartupParams {
  instagramReviewUser: boolean;
  redirectTo: string | null;
  skipRedirect: boolean;
  cupom: string | null;
  utm: Record<string, string> | null;
  forceUtm: boolean;
  googleAuthCode: string | null;
  /** Set by the API's Google callback when consent failed (e.g. access_denied). */
  googleAuthError: string | null;
  /** The state the SPA appended to the Google URL, echoed back with google_auth_code. */
  googleAuthState: string | null;
  emailAuthToken: string | null;
}

export function parseStartupParams(search: string): TStartupParams {
  const q = new URLSearchParams(search);
  const utmEntries = UTM_KEYS.map((k) => [k, q.get(k)] as const).filter(([, v]) => v);
  return {
    instagramReviewUser: q.has('instagram_review_user'),
    redirectTo: decodeRedirect(q.get('redirect_to')),
    skipRedirect: q.has('skipRedirect'),
    cupom: q.get('cupom') ? q.get('cupom')!.trim().toUpperCase() : null,
    utm: utmEntries.length ? Object.fromEntries(utmEntries.map(([k, v]) => [k, v!])) : null,
    forceUtm: q.get('force_utm') === 'true' || q.get('force_utm') === '1',
    googleAuthCode: q.get('google_auth_code'),
    googleAuthError: q.get('google_auth_error'),
    googleAuthState: q.get('state'),
    emailAuthToken: q.get('email_auth_token'),
  };
}

/**
 * Stores the utm info unless the same was recorded within 6 h (force_utm overrides). Returns true when
 * recorded. A new record waits (`sent: false`) until the API has it, which needs cookie consent first.
 */
function recordUtm(utm: Record<string, string>, force: boolean, now = Date.now()): boolean {
  try {
    const prev = JSON.parse(localStorage.getItem('utm_info') ?? 'null') as (Record<string, string> & { created_at?: string }) | null;
    const same = prev && UTM_KEYS.every((k) => (prev[k] ?? null) === (utm[k] ?? null));
    const recent = prev?.created_at && now - Date.parse(prev.created_at) < UTM_RERECORD_WINDOW_MS;
    if (same && recent && !force) return false;
  } catch {
    /* a broken value is replaced */
  }
  localStorage.setItem('utm_info', JSON.stringify({ ...utm, created_at: new Date(now).toISOString(), force_utm: force, sent: false }));
  return true;
}

export function applyStartupParams(p: TStartupParams) {
  if (p.redirectTo) saveRedirectTarget(p.redirectTo);
  if (p.skipRedirect) sessionStorage.setItem('skip_redirect', '1');
  if (p.cupom) sessionStorage.setItem('cupom', p.cupom);
  if (p.instagramReviewUser) sessionStorage.setItem('instagram_review_user', '1');
  return p.utm ? recordUtm(p.utm, p.forceUtm) : false;
}

/** The search string without the one-time sign-in parameters (Google's code, the e-mailed token): each works once. */
export function withoutOneTimeParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of ['google_auth_code', 'google_auth_error', 'state', 'email_auth_token']) q.delete(k);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}
