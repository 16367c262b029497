// The clear-local-cache event (docs/spec.md §4): resets all stores, clears the browser cache and
// cookies, keeps the device hash, and reloads after 500 ms. Logout uses the same cleanup
// without the cookie wipe and the reload.
import { CLEAR_CACHE_RELOAD_DELAY_MS } from '@agenda/shared/timings';
import { clearAllCookies } from '@/lib/cookies';
import { clearRequestCache } from '@/lib/http/cache';
import { queryClient } from '@/lib/query-client';
import { useUserStore } from '@/stores/user-store';
import { useToastStore } from '@/stores/toast-store';
import { useCookieStore } from '@/stores/cookie-store';
import { REFERRED_SHARING_CODE_KEY } from '@/lib/referral';

const KEEP_ALWAYS = ['device_hash'];
const KEEP_ON_LOGOUT = ['device_hash', 'cookie-banner', 'theme', 'utm_info', REFERRED_SHARING_CODE_KEY];

function clearStorage(keep: string[]) {
  for (const key of Object.keys(localStorage)) if (!keep.includes(key)) localStorage.removeItem(key);
}

export async function clearLocalCache({ reload }: { reload: boolean }) {
  clearRequestCache();
  queryClient.clear();
  if (!reload) {
    // Logout: keep what belongs to the device, not to the session.
    const logged = Boolean(useUserStore.getState().tokens.user);
    if (!logged) clearStorage(KEEP_ON_LOGOUT);
    return;
  }
  const [{ useCompanyStore }, { useCalendarStore }] = await Promise.all([
    import('@/stores/company-store'),
    import('@/stores/calendar-store'),
  ]);
  useUserStore.getState().reset();
  useCompanyStore.getState().reset();
  useCalendarStore.getState().reset();
  useToastStore.getState().clear();
  useCookieStore.getState().reset();
  clearStorage(KEEP_ALWAYS);
  sessionStorage.clear();
  clearAllCookies();
  try {
    if ('caches' in window) for (const k of await caches.keys()) await caches.delete(k);
  } catch {
    /* Cache Storage unavailable */
  }
  setTimeout(() => window.location.reload(), CLEAR_CACHE_RELOAD_DELAY_MS);
}
