// The tracking layer (Google Tag Manager data layer). Nothing is loaded here; the tag
// manager script, when configured, reads window.dataLayer. Consent defaults to denied, and identity
// (hashed, lib/enhanced-conversions.ts) joins the events only once consent is granted.
// The hashing (and the phone metadata it normalizes with) loads with the first identify, not with the entry.
import type { TUserData } from './enhanced-conversions';
type ConsentValue = 'granted' | 'denied';
export interface TConsent {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
}

let consent: TConsent = { ad_storage: 'denied', analytics_storage: 'denied' };

function gtag(...args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(args);
}

export function initConsent(grantedFromCookie: boolean) {
  const v: ConsentValue = grantedFromCookie ? 'granted' : 'denied';
  consent = { ad_storage: v, analytics_storage: v };
  gtag('consent', 'default', { ...consent });
}

let identity: { user_id: string; user_data: TUserData } | null = null;

function pushIdentity() {
  if (!identity || !isConsentGranted()) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'identify', ...identity });
}

export function grantConsent() {
  consent = { ad_storage: 'granted', analytics_storage: 'granted' };
  gtag('consent', 'update', { ...consent });
  pushIdentity();
}

export function getConsent(): TConsent {
  return { ...consent };
}

export function isConsentGranted(): boolean {
  return consent.ad_storage === 'granted' && consent.analytics_storage === 'granted';
}

/** Identity data is hashed before it reaches the tracking layer (docs/spec.md §5), and pushed only with consent. */
export async function identify(user: { id: string | number; email?: string | null; phone?: string | null; name?: string | null }) {
  try {
    const { hashUserData } = await import('./enhanced-conversions');
    identity = { user_id: String(user.id), user_data: await hashUserData(user) };
    pushIdentity();
  } catch {
    /* crypto.subtle is unavailable on insecure origins; identity is optional */
  }
}

/** A conversion event (purchase, sign_up…); with consent it carries the hashed user_data for enhanced conversions. */
export function track(event: string, data: Record<string, unknown> = {}) {
  window.dataLayer = window.dataLayer ?? [];
  const withIdentity = identity && isConsentGranted() ? { user_id: identity.user_id, user_data: identity.user_data } : {};
  window.dataLayer.push({ event, currency: 'BRL', ...data, ...withIdentity });
}
