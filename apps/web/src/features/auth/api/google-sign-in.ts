// Google sign-in round trip (docs/spec.md §2 google_auth_code, §7 /{user|admin}/auth/{provider}/…, §8):
// button → GET …/get_redirect_url → we append our own state → Google → API callback →
// /login?google_auth_code=…&state=… (or /admin/login) → POST …/verify → the normal login sequence.
import { http } from '@/lib/http/client';
import { HttpError } from '@/lib/http/errors';
import { navigateTo } from '@/lib/navigation';
import type { TSessionAdmin } from '@/lib/session/types';
import { useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';

export type TGoogleAudience = 'user' | 'admin';

/** docs/spec.md §8 "Admin provider failure"; also shown for failed user sign-ins. */
export const providerFailureMessage = (provider = 'Google') => `Something went wrong logging you in using ${provider}. Please try again.`;

const STATE_KEY = 'google_oauth_state';

interface TPendingGoogle {
  state: string;
  audience: TGoogleAudience;
  includeCalendar: boolean;
  /** Where a logged-in "Conectar Google Agenda" started, to come back to after the consent. */
  returnTo?: string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** GET /{user|admin}/auth/google/get_redirect_url, then leaves for Google with a fresh state. */
export async function startGoogleSignIn(audience: TGoogleAudience, opts: { includeCalendar?: boolean } = {}): Promise<void> {
  const includeCalendar = audience === 'user' && Boolean(opts.includeCalendar);
  const { data } = await http.get<{ redirect_url: string }>(`/${audience}/auth/google/get_redirect_url`, {
    params: audience === 'user' ? { includeCalendar } : undefined,
    retries: 0,
  });
  const state = randomState();
  const returnTo = includeCalendar && useUserStore.getState().tokens.user ? window.location.pathname : undefined;
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, audience, includeCalendar, returnTo } satisfies TPendingGoogle));
  window.location.assign(`${data.redirect_url}&state=${encodeURIComponent(state)}`);
}

/** The pending request this tab started, consumed once (a state can only be answered once). */
function takePending(): TPendingGoogle | null {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  try {
    return raw ? (JSON.parse(raw) as TPendingGoogle) : null;
  } catch {
    return null;
  }
}

/**
 * A 4xx answer carries the server's message (the §8 text for a bad code, or: not an admin, no
 * account for this e-mail, unverified e-mail); network and 5xx failures show the §8 text.
 */
function failureText(error: unknown): string {
  if (error instanceof HttpError && error.status && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return providerFailureMessage();
}

export interface TGoogleReturn {
  code: string | null;
  error: string | null;
  state: string | null;
}

/**
 * Handles the return from Google on /login or /admin/login. A logged-in user gets the calendar
 * linked to the current account; otherwise the code signs in (user) or opens the admin area.
 */
export async function finishGoogleSignIn(ret: TGoogleReturn, audience: TGoogleAudience): Promise<boolean> {
  const pending = takePending();
  if (ret.error || !ret.code || !pending || pending.state !== ret.state || pending.audience !== audience) {
    toast.error(providerFailureMessage());
    return false;
  }
  if (audience === 'admin') {
    let admin: { token: string; admin: TSessionAdmin };
    try {
      ({ data: admin } = await http.post<{ token: string; admin: TSessionAdmin }>(
        '/admin/auth/google/verify',
        { code: ret.code },
        { silent: true },
      ));
    } catch (error) {
      toast.error(failureText(error));
      return false;
    }
    const store = useUserStore.getState();
    store.setToken('admin', admin.token);
    store.setAdmin(admin.admin);
    navigateTo('/admin/empresas');
    return true;
  }
  const linking = Boolean(useUserStore.getState().tokens.user);
  let token: string;
  try {
    ({
      data: { token },
    } = await http.post<{ token: string }>(
      '/user/auth/google/verify',
      { code: ret.code, sync_calendars: pending.includeCalendar },
      { silent: true },
    ));
  } catch (error) {
    toast.error(failureText(error));
    return false;
  }
  // The login sequence shows its own errors (docs/spec.md §4 "Login").
  const { completeLogin, reloadCompanies } = await import('@/lib/session/login-sequence');
  await (linking ? reloadCompanies() : completeLogin(token)).catch(() => undefined);
  if (linking && pending.returnTo?.startsWith('/app/')) navigateTo(pending.returnTo);
  return true;
}
