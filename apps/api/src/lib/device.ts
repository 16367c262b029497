/**
 * The SPA sends a `device` header: base64 (or plain) JSON with the device hash and browser info.
 * A header we cannot read is kept as nothing rather than failing the request.
 */
export function parseDeviceHeader(raw: string | string[] | undefined): { device: Record<string, unknown> | null; hash: string | null } {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > 8192) return { device: null, hash: null };
  for (const candidate of [value, safeBase64(value)]) {
    if (!candidate) continue;
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const device = parsed as Record<string, unknown>;
        const hash =
          typeof device.hash === 'string'
            ? device.hash.slice(0, 128)
            : typeof device.device_hash === 'string'
              ? device.device_hash.slice(0, 128)
              : null;
        return { device, hash };
      }
    } catch {
      // not this encoding; try the next
    }
  }
  return { device: null, hash: null };
}

function safeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(value)) return null;
  try {
    return Buffer.from(value, 'base64').toString('utf8');
  } catch {
    return null;
  }
}

/** The cookie banner's 'Concordo' sets cookieBanner=accepted (docs/spec.md §4); without it nothing is collected. */
export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === 'cookieBanner=accepted');
}

/** The device facts kept with a session: the visit's UTM only with consent (attribution is collection). */
export function deviceForStorage(device: Record<string, unknown> | null, consent: boolean): Record<string, unknown> | null {
  if (!device || consent || !('utm' in device)) return device;
  const { utm: _utm, ...rest } = device;
  return rest;
}
