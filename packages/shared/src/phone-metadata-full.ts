// Dial codes, allowed lengths and format masks, all read from libphonenumber-js metadata so no
// dial-code table is maintained by hand. Only the exceptions of docs/spec.md §5 are written here.
// The API (and every Node process) reads this module; a browser build reads phone-metadata-br-first.ts,
// which loads this one on demand (package.json "imports": #phone-metadata, issue 17).
import {
  Metadata,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.min.json';

import { BRAZIL_NATIONAL_LENGTHS } from './phone-brazil';

export type { CountryCode };

// docs/spec.md §5: +1 and +7 numbers have exactly 10 digits (metadata also allows 14 for +7).
// +55 is limited to numbers with a DDD: the 8/9-digit lengths in the metadata are service numbers
// (4003-xxxx) that cannot hold a WhatsApp account, and accepting them would mark a mobile number
// as valid while it is still being typed.
const DIAL_CODE_LENGTH_OVERRIDES: Readonly<Record<string, readonly number[]>> = {
  '1': [10],
  '7': [10],
  '55': BRAZIL_NATIONAL_LENGTHS,
};

/** Always true here: the metadata of every country is part of this module. */
export function isPhoneMetadataLoaded(): boolean {
  return true;
}

/** Nothing to load here (the browser's BR-first module loads this one). */
export async function loadPhoneMetadata(): Promise<void> {}

const countriesByDialCode = new Map<string, CountryCode[]>();
for (const country of getCountries(metadata)) {
  const code = getCountryCallingCode(country, metadata);
  const list = countriesByDialCode.get(code) ?? [];
  list.push(country);
  countriesByDialCode.set(code, list);
}
// The metadata lists a shared code's main country first (US for +1, GB for +44, RU for +7).
for (const [code, list] of countriesByDialCode) {
  const order = metadata.country_calling_codes[code] ?? [];
  list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export const MAX_DIAL_CODE_LENGTH = Math.max(...[...countriesByDialCode.keys()].map((c) => c.length));

export function countriesForDialCode(dialCode: string): readonly CountryCode[] {
  return countriesByDialCode.get(dialCode) ?? [];
}

/**
 * The longest dial code `digits` starts with (docs/spec.md §5). ITU codes are prefix-free today, so this
 * equals the only match; checking longest first keeps the rule true if that ever changes.
 */
export function longestDialCodePrefix(digits: string): string | null {
  for (let len = Math.min(MAX_DIAL_CODE_LENGTH, digits.length); len >= 1; len--) {
    const candidate = digits.slice(0, len);
    if (countriesByDialCode.has(candidate)) return candidate;
  }
  return null;
}

const lengthCache = new Map<string, readonly number[]>();

/** National-number lengths allowed after a dial code: the union over the countries sharing it. */
export function allowedNationalLengths(dialCode: string): readonly number[] {
  const override = DIAL_CODE_LENGTH_OVERRIDES[dialCode];
  if (override) return override;
  const cached = lengthCache.get(dialCode);
  if (cached) return cached;
  const lengths = new Set<number>();
  const md = new Metadata(metadata);
  for (const country of countriesForDialCode(dialCode)) {
    md.selectNumberingPlan(country);
    for (const len of md.numberingPlan?.possibleLengths() ?? []) lengths.add(len);
  }
  const sorted = [...lengths].sort((a, b) => a - b);
  lengthCache.set(dialCode, sorted);
  return sorted;
}

/** The country of a complete number when libphonenumber can tell it (CA vs US under +1). */
export function countryOfNumber(dialCode: string, nationalNumber: string): CountryCode | undefined {
  const parsed = parsePhoneNumberFromString(`+${dialCode}${nationalNumber}`, metadata);
  const country = parsed?.country;
  return country && countriesForDialCode(dialCode).includes(country) ? country : undefined;
}

// A mask is the international format of the national part with every digit turned into '#'.
function maskFromInternational(dialCode: string, formatted: string, expectedDigits: string): string | null {
  const prefix = `+${dialCode} `;
  if (!formatted.startsWith(prefix)) return null;
  const national = formatted.slice(prefix.length);
  if (national.replace(/\D/g, '') !== expectedDigits) return null;
  return national.replace(/\d/g, '#');
}

/** Mask taken from how libphonenumber formats this very number; null when it cannot format it. */
export function maskForNumber(dialCode: string, nationalNumber: string): string | null {
  const parsed = parsePhoneNumberFromString(`+${dialCode}${nationalNumber}`, metadata);
  if (!parsed) return null;
  return maskFromInternational(dialCode, parsed.formatInternational(), nationalNumber);
}

/** Mask of the country's example mobile number, for numbers still being typed. */
export function maskForCountry(country: CountryCode): string | null {
  const example = getExampleNumber(country, examples, metadata);
  if (!example) return null;
  return maskFromInternational(example.countryCallingCode, example.formatInternational(), example.nationalNumber);
}
