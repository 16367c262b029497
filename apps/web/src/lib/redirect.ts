// redirect_to carries the base64 of the target path (docs/spec.md §2). Only same-origin paths are
// accepted: navigating to an external URL is refused.
export function encodeRedirect(path: string): string {
  return encodeURIComponent(btoa(unescape(encodeURIComponent(path))));
}

export function decodeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const path = decodeURIComponent(escape(atob(decodeURIComponent(value))));
    return isSafeInternalPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function isSafeInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

const REDIRECT_KEY = 'redirect_state';

export function saveRedirectTarget(path: string) {
  if (isSafeInternalPath(path)) sessionStorage.setItem(REDIRECT_KEY, path);
}

export function readRedirectTarget(): string | null {
  return sessionStorage.getItem(REDIRECT_KEY);
}

export function clearRedirectTarget() {
  sessionStorage.removeItem(REDIRECT_KEY);
}
