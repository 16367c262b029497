// An admin inside a company's app as its owner (POST /admin/{company_slug}/auth/login): the user token
// it got is remembered with who opened it, so the app shows the banner only while that token is in use.
// Signing the admin out ends that session on the server; the next call then logs the user out.
import { useUserStore } from '@/stores/user-store';

const KEY = 'admin_impersonation';

interface TImpersonation {
  token: string;
  admin_email: string;
  company_id: string;
  company_name: string;
}

export function rememberImpersonation(info: TImpersonation): void {
  localStorage.setItem(KEY, JSON.stringify(info));
}

/**
 * A token refresh keeps the same server session (a new token string once the clock has moved a
 * second), so the impersonation it belongs to follows it; otherwise the banner would vanish after
 * the login sequence's refresh while the admin is still inside the company.
 */
export function followRefreshedToken(previous: string | null, next: string): void {
  const info = currentImpersonation(previous);
  if (info && next !== previous) rememberImpersonation({ ...info, token: next });
}

/** The impersonation behind the current user token, if any. */
function currentImpersonation(userToken: string | null): TImpersonation | null {
  if (!userToken) return null;
  try {
    const info = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TImpersonation | null;
    return info?.token === userToken ? info : null;
  } catch {
    return null;
  }
}

export function useImpersonation(): TImpersonation | null {
  return currentImpersonation(useUserStore((s) => s.tokens.user));
}
