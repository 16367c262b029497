// The browser's phone metadata (issue 17): Brazil (the home market, docs/spec.md §5) answers at once from
// phone-brazil.ts; the metadata of every country (libphonenumber-js, ~31 KB gzip with its code) loads the
// first time a number is not Brazilian, and from then on every answer comes from phone-metadata-full.ts,
// the same module the API uses. Until then a foreign dial code is not yet recognised (no mask, not
// valid, not an error); callers that show it re-check once loadPhoneMetadata() resolves.
import type { CountryCode } from 'libphonenumber-js/core';
import { BRAZIL_DIAL_CODE, BRAZIL_NATIONAL_LENGTHS } from './phone-brazil';

export type { CountryCode };

type TFull = typeof import('./phone-metadata-full');
let full: TFull | null = null;
let loading: Promise<void> | null = null;

export function isPhoneMetadataLoaded(): boolean {
  return full !== null;
}

/** Loads the metadata of every country (once; a failed load can be retried). */
export function loadPhoneMetadata(): Promise<void> {
  loading ??= import('./phone-metadata-full').then(
    (m) => {
      full = m;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function requestFull(): void {
  void loadPhoneMetadata().catch(() => undefined);
}

// E.164 country codes have at most three digits (ITU-T E.164 §6), which is also what the metadata gives.
export const MAX_DIAL_CODE_LENGTH = 3;

export function countriesForDialCode(dialCode: string): readonly CountryCode[] {
  if (full) return full.countriesForDialCode(dialCode);
  if (dialCode === BRAZIL_DIAL_CODE) return ['BR'];
  requestFull();
  return [];
}

export function longestDialCodePrefix(digits: string): string | null {
  if (full) return full.longestDialCodePrefix(digits);
  // No dial code is a prefix of another (the rule the full module checks too), so '55…' is Brazil.
  if (digits.startsWith(BRAZIL_DIAL_CODE)) return BRAZIL_DIAL_CODE;
  if (digits !== '') requestFull();
  return null;
}

export function allowedNationalLengths(dialCode: string): readonly number[] {
  if (full) return full.allowedNationalLengths(dialCode);
  if (dialCode === BRAZIL_DIAL_CODE) return BRAZIL_NATIONAL_LENGTHS;
  requestFull();
  return [];
}

export function countryOfNumber(dialCode: string, nationalNumber: string): CountryCode | undefined {
  if (full) return full.countryOfNumber(dialCode, nationalNumber);
  // One country shares +55, so it is the number's country (the full module's answer or its fallback).
  return dialCode === BRAZIL_DIAL_CODE ? 'BR' : undefined;
}

export function maskForNumber(dialCode: string, nationalNumber: string): string | null {
  if (full) return full.maskForNumber(dialCode, nationalNumber);
  requestFull();
  return null;
}

export function maskForCountry(country: CountryCode): string | null {
  if (full) return full.maskForCountry(country);
  requestFull();
  return null;
}
