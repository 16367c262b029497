// Cookie banner state of docs/spec.md §3/§4: shown when visible and not accepted (never on /admin);
// "Concordo" accepts, stores the time, sets cookieBanner=accepted for a year and grants consent.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { recordConsentCookie } from '@/lib/consent-cookie';
import { grantConsent, isConsentGranted } from '@/lib/analytics';

interface CookieState {
  visible: boolean;
  accepted: boolean;
  accepted_at: string | null;
  accept: () => void;
  /** On load: accepted exactly when the analytics tool reports both consents granted (from the cookie, which a
   *  consent given on the home before the app ran also sets). */
  syncWithConsent: () => void;
  reset: () => void;
}

export const useCookieStore = create<CookieState>()(
  persist(
    (set) => ({
      visible: true,
      accepted: false,
      accepted_at: null,
      accept() {
        recordConsentCookie();
        grantConsent();
        set({ accepted: true, accepted_at: new Date().toISOString() });
      },
      syncWithConsent() {
        set({ accepted: isConsentGranted() });
      },
      reset() {
        set({ visible: true, accepted: false, accepted_at: null });
      },
    }),
    { name: 'cookie-banner' },
  ),
);

export function shouldShowCookieBanner(state: Pick<CookieState, 'visible' | 'accepted'>, pathname: string): boolean {
  return state.visible && !state.accepted && !pathname.includes('/admin');
}
