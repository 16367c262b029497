// Identity data for Google's enhanced conversions (user_provided_data): normalized, then SHA-256 hex, so
// no e-mail, phone or name reaches the tag layer in clear. Normalization follows Google's rules: e-mail
// trimmed and lowercased, dots removed before @gmail.com/@googlemail.com; phone in E.164 (+55 assumed for
// a Brazilian number without country code); names trimmed and lowercased.
import { loadPhoneMetadata, validatePhone } from '@agenda/shared/phone';

export interface TUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
  address?: { sha256_first_name?: string; sha256_last_name?: string };
}

export function normalizeEmail(email: string): string | null {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 1 || at === e.length - 1) return null;
  const [local, domain] = [e.slice(0, at), e.slice(at + 1)];
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${local.replace(/\./g, '')}@${domain}` : e;
}

export function e164Phone(phone: string): string | null {
  return validatePhone(phone).e164;
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hashed user_data of a person; fields that do not normalize are left out. */
export async function hashUserData(p: { email?: string | null; phone?: string | null; name?: string | null }): Promise<TUserData> {
  const out: TUserData = {};
  const email = p.email ? normalizeEmail(p.email) : null;
  if (email) out.sha256_email_address = await sha256Hex(email);
  // A foreign number needs the metadata of every country (the browser loads it on demand, issue 17).
  if (p.phone) await loadPhoneMetadata();
  const phone = p.phone ? e164Phone(p.phone) : null;
  if (phone) out.sha256_phone_number = await sha256Hex(phone);
  const names = (p.name ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (names.length) {
    out.address = { sha256_first_name: await sha256Hex(names[0]!) };
    if (names.length > 1) out.address.sha256_last_name = await sha256Hex(names[names.length - 1]!);
  }
  return out;
}
