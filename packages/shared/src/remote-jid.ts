// WhatsApp identifier rules of docs/spec.md §5 "WhatsApp identifiers". A remote_jid is stored as the bare
// number so the same person matches whichever provider (Cloud API, Evolution) delivered the message.

const INVALID = 'Invalid remote_jid';

function localPart(jid: string): string {
  const at = jid.indexOf('@');
  return at === -1 ? jid : jid.slice(0, at);
}

function domainPart(jid: string): string {
  const at = jid.indexOf('@');
  return at === -1 ? '' : jid.slice(at + 1).toLowerCase();
}

/** Group ids have a dash and at least 24 characters (old 'creator-timestamp' form) or 18+ digits. */
export function isGroupRemoteJid(jid: string): boolean {
  const trimmed = jid.trim();
  if (domainPart(trimmed) === 'g.us') return true;
  const local = localPart(trimmed);
  if (local.includes('-') && local.length >= 24) return true;
  return /^\d{18,}$/.test(local);
}

// Mexico (+52 1) and Argentina (+54 9) once put a mobile marker after the country code; WhatsApp
// ids drop it, so a 13-digit number with that marker loses its third digit.
const MOBILE_MARKER_PREFIXES = ['521', '549'] as const;

// Brazilian mobiles gained a leading 9 ("nono dígito"); WhatsApp accounts created before it, in
// DDDs 31 and above, are still keyed without it when the subscriber number starts with 7, 8 or 9.
function dropBrazilianNinthDigit(digits: string): string {
  if (digits.length !== 13 || !digits.startsWith('55')) return digits;
  const ddd = Number(digits.slice(2, 4));
  const ninth = digits[4];
  const firstSubscriberDigit = Number(digits[5]);
  if (ddd >= 31 && ninth === '9' && firstSubscriberDigit >= 7) return digits.slice(0, 4) + digits.slice(5);
  return digits;
}

/**
 * '5511987654321@s.whatsapp.net' → '5511987654321'. Group ids are returned as given (trimmed).
 * Throws Error('Invalid remote_jid') when nothing is left.
 */
export function normalizeRemoteJid(jid: string): string {
  const trimmed = jid.trim();
  if (trimmed !== '' && isGroupRemoteJid(trimmed)) return trimmed;
  // A device suffix (':12' in '5511...:12@s.whatsapp.net') is not part of the number.
  const digits = localPart(trimmed).split(':')[0]!.replace(/\D/g, '');
  if (digits === '') throw new Error(INVALID);
  if (digits.length >= 18) return digits;
  if (digits.length === 13 && MOBILE_MARKER_PREFIXES.some((p) => digits.startsWith(p))) {
    return digits.slice(0, 2) + digits.slice(3);
  }
  return dropBrazilianNinthDigit(digits);
}

/** The provider address for a normalised number or group id. */
export function toRemoteJidAddress(jid: string): string {
  const id = normalizeRemoteJid(jid);
  if (id.includes('@')) return id;
  return isGroupRemoteJid(id) ? `${id}@g.us` : `${id}@s.whatsapp.net`;
}
