// Device hash (timestamp + 42 random characters, created once) and the encoded device
// header sent with every request (docs/spec.md §3/§7/§9).
import { DEVICE_HASH_RANDOM_LENGTH } from '@agenda/shared/defaults';
import { hasConsentCookie } from '@/lib/consent-cookie';

const KEY = 'device_hash';
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const DEVICE_HEADER = 'device';

function createDeviceHash(now: number = Date.now()): string {
  const bytes = new Uint8Array(DEVICE_HASH_RANDOM_LENGTH);
  crypto.getRandomValues(bytes);
  let random = '';
  for (const b of bytes) random += CHARS[b % CHARS.length];
  return `${now}${random}`;
}

export function getDeviceHash(): string {
  let hash = localStorage.getItem(KEY);
  if (!hash) {
    hash = createDeviceHash();
    localStorage.setItem(KEY, hash);
  }
  return hash;
}

/** The visit's UTM rides along only after cookie consent (docs/spec.md §4): before it, nothing is collected. */
function getUtmInfo(): Record<string, string> | null {
  if (!hasConsentCookie()) return null;
  try {
    const raw = localStorage.getItem('utm_info');
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** base64(JSON) of the browser facts and the device hash; safe for a header value. */
export function encodeDeviceInfo(): string {
  const info = {
    device_hash: getDeviceHash(),
    user_agent: navigator.userAgent,
    language: navigator.language,
    platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform,
    screen: typeof screen === 'undefined' ? null : `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    utm: getUtmInfo(),
  };
  return btoa(unescape(encodeURIComponent(JSON.stringify(info))));
}
