// Phone rules of docs/spec.md §5 "Phone numbers". Dial codes and lengths come from libphonenumber-js
// metadata (see phone-metadata-full.ts; a browser reads phone-metadata-br-first.ts, which answers for
// Brazil at once and loads the rest on demand); this file only adds the spec's rules on top.
import { DEFAULT_DIAL_CODE } from './defaults';
import {
  allowedNationalLengths,
  countriesForDialCode,
  countryOfNumber,
  longestDialCodePrefix,
  MAX_DIAL_CODE_LENGTH,
  maskForCountry,
  maskForNumber,
  type CountryCode,
} from '#phone-metadata';

export { isPhoneMetadataLoaded, loadPhoneMetadata } from '#phone-metadata';

export const BRAZIL_MOBILE_MASK = '(##) #####-####';
export const BRAZIL_LANDLINE_MASK = '(##) ####-####';
// The DDI field accepts any code of up to three digits until one is recognised.
export const DEFAULT_DDI_MASK = '+###';

// The 67 Brazilian area codes (ANATEL); used only to recognise a Brazilian number typed without +55.
const BRAZIL_DDDS: ReadonlySet<string> = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

export interface PhoneValidation {
  /** The input after normalizePhone. */
  readonly normalized: string;
  readonly valid: boolean;
  /** A recognised country whose number is still too short but can become valid as digits are typed. */
  readonly partial: boolean;
  readonly country: CountryCode | null;
  readonly dialCode: string | null;
  readonly nationalNumber: string;
  /** '+<dial code><national number>', only when valid. */
  readonly e164: string | null;
  /** Mask of the national part, e.g. '(##) #####-####'; null until a country is known. */
  readonly mask: string | null;
  /** Mask of the dial code part: '+#', '+##' or '+###'. */
  readonly dialMask: string;
  /** True when the input had no '+' and the country was predicted. */
  readonly predicted: boolean;
}

export interface ValidatePhoneOptions {
  /** Dial code for digits typed without '+', e.g. from a separate DDI field; skips the prediction. */
  readonly dialCode?: string;
}

/** Keeps the digits, plus a '+' when one comes before the first digit. */
export function normalizePhone(input: string): string {
  const firstDigit = input.search(/\d/);
  const head = firstDigit === -1 ? input : input.slice(0, firstDigit);
  return (head.includes('+') ? '+' : '') + input.replace(/\D/g, '');
}

function dialMaskFor(digitCount: number): string {
  return `+${'#'.repeat(Math.min(Math.max(digitCount, 1), MAX_DIAL_CODE_LENGTH))}`;
}

function brazilMask(national: string): string {
  if (national.length === 10) return BRAZIL_LANDLINE_MASK;
  if (national.length < 3 || national[2] === '9') return BRAZIL_MOBILE_MASK;
  return national.length >= 11 ? BRAZIL_MOBILE_MASK : BRAZIL_LANDLINE_MASK;
}

function nationalMask(dialCode: string, country: CountryCode, national: string, valid: boolean): string {
  if (dialCode === '55') return brazilMask(national);
  const own = valid ? maskForNumber(dialCode, national) : null;
  const mask = own ?? maskForCountry(country);
  if (mask) return mask;
  const max = Math.max(...allowedNationalLengths(dialCode));
  return '#'.repeat(Math.max(national.length, max));
}

// +1 area codes never start with 0 or 1, so such a number can never become valid.
function breaksAreaCodeRule(dialCode: string, national: string): boolean {
  return dialCode === '1' && /^[01]/.test(national);
}

function validateInternational(digits: string, normalized: string, predicted: boolean): PhoneValidation {
  const dialCode = longestDialCodePrefix(digits);
  if (dialCode === null) {
    return {
      normalized,
      valid: false,
      partial: false,
      country: null,
      dialCode: null,
      nationalNumber: '',
      e164: null,
      mask: null,
      dialMask: dialMaskFor(digits.length),
      predicted,
    };
  }
  const national = digits.slice(dialCode.length);
  const lengths = allowedNationalLengths(dialCode);
  const ruleBroken = breaksAreaCodeRule(dialCode, national);
  const valid = !ruleBroken && lengths.includes(national.length);
  const partial = !valid && !ruleBroken && national.length < Math.max(...lengths);
  const main = countriesForDialCode(dialCode)[0] as CountryCode;
  const country = (valid ? countryOfNumber(dialCode, national) : undefined) ?? main;
  return {
    normalized,
    valid,
    partial,
    country,
    dialCode,
    nationalNumber: national,
    e164: valid ? `+${dialCode}${national}` : null,
    mask: nationalMask(dialCode, country, national, valid),
    dialMask: dialMaskFor(dialCode.length),
    predicted,
  };
}

// Without '+', the phone field's default +55 applies when the digits can be a Brazilian national
// number (up to 11 digits starting with a real DDD); otherwise they are read as starting with a
// dial code. Brazil wins ambiguous cases such as '12015550123' because it is the home market.
function looksBrazilianNational(digits: string): boolean {
  if (digits.length > 11) return false;
  if (digits.length < 2) return !digits.startsWith('0');
  return BRAZIL_DDDS.has(digits.slice(0, 2));
}

export function validatePhone(input: string, opts: ValidatePhoneOptions = {}): PhoneValidation {
  const normalized = normalizePhone(input);
  const digits = normalized.replace('+', '');
  if (normalized.startsWith('+')) return validateInternational(digits, normalized, false);
  if (opts.dialCode !== undefined) {
    return validateInternational(opts.dialCode.replace(/\D/g, '') + digits, normalized, true);
  }
  if (looksBrazilianNational(digits)) return validateInternational(DEFAULT_DIAL_CODE + digits, normalized, true);
  return validateInternational(digits, normalized, true);
}

/** Fills '#' slots in order; literals are written only while digits remain, extra digits are appended. */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}

/**
 * Display form: '+55 (11) 98765-4321', '+351 912 345 678'. Numbers typed without '+' show the
 * predicted dial code. A number with no recognisable country comes back normalised, never lost.
 */
export function formatPhone(input: string, opts?: ValidatePhoneOptions): string {
  const r = validatePhone(input, opts);
  if (r.normalized === '') return '';
  if (r.dialCode === null || r.mask === null) return r.normalized;
  const national = applyMask(r.nationalNumber, r.mask);
  return national ? `+${r.dialCode} ${national}` : `+${r.dialCode}`;
}

/**
 * Digits for a wa.me link. Brazilian numbers typed without 55 get it added; numbers that fail
 * validation keep their digits so the caller can still show them.
 */
export function toWhatsappNumber(phone: string): string {
  const r = validatePhone(phone);
  if (r.valid && r.dialCode !== null) return r.dialCode + r.nationalNumber;
  return r.normalized.replace('+', '');
}

/** The DDI to preselect for a company from its phone (docs/spec.md §5); unknown codes get the open mask. */
export function guessCompanyDdi(phone: string | null | undefined): string {
  const digits = normalizePhone(phone ?? '').replace('+', '');
  if (digits.startsWith('55')) return '+55';
  if (digits.startsWith('351')) return '+351';
  if (digits.startsWith('1')) return '+1';
  return DEFAULT_DDI_MASK;
}
