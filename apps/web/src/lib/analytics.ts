// The tracking layer (Google Tag Manager data layer). Nothing is loaded here; the tag
// manager script, when configured, reads window.dataLayer. Consent defaults to denied.
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

export function grantConsent() {
  consent = { ad_storage: 'granted', analytics_storage: 'granted' };
  gtag('consent', 'update', { ...consent });
}

export function getConsent(): TConsent {
  return { ...consent };
}

export function isConsentGranted(): boolean {
  return consent.ad_storage === 'granted' && consent.analytics_storage === 'granted';
}

async function sha256(value: string): Promise<string> {
  const data = new TextEncoder().encode(value.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Identity data is hashed before it reaches the tracking layer (docs/spec.md §5). */
export async function identify(user: { id: string | number; email?: string | null; phone?: string | null; name?: string | null }) {
  try {
    const hashed: Record<string, string> = {};
    if (user.email) hashed.email = await sha256(user.email);
    if (user.phone) hashed.phone = await sha256(user.phone.replace(/[^\d+]/g, ''));
    if (user.name) hashed.name = await sha256(user.name);
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'identify', user_id: String(user.id), ...hashed });
  } catch {
    /* crypto.subtle is unavailable on insecure origins; identity is optional */
  }
}

export function track(event: string, data: Record<string, unknown> = {}) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, currency: 'BRL', ...data });
}
