// The one record of cookie consent: the cookie "Concordo" sets for a year (docs/spec.md §4). Kept apart
// from the banner's store so the pre-rendered pages' boot script (src/boot/prerendered-boot.ts) can record
// a consent given before the app's code ran, without loading the app.
import { COOKIE_BANNER_MAX_AGE_SECONDS } from '@agenda/shared/timings';
import { getCookie, setCookie } from './cookies';

const CONSENT_COOKIE = 'cookieBanner';

export function recordConsentCookie(): void {
  setCookie(CONSENT_COOKIE, 'accepted', COOKIE_BANNER_MAX_AGE_SECONDS);
}

export function hasConsentCookie(): boolean {
  return getCookie(CONSENT_COOKIE) === 'accepted';
}
