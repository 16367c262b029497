// The browser's BR-first metadata (issue 17) must answer for Brazil exactly as the full metadata does
// before anything is loaded, and for every other country once it has loaded the full module.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as brFirst from './phone-metadata-br-first';
import * as full from './phone-metadata-full';

const brNational = fc
  .tuple(fc.constantFrom('11', '21', '31', '47', '61', '85', '99'), fc.stringMatching(/^\d{8,9}$/))
  .map(([ddd, rest]) => ddd + rest);

describe('BR-first phone metadata', () => {
  it('answers for +55 like the full metadata, without loading it', () => {
    expect(brFirst.isPhoneMetadataLoaded()).toBe(false);
    expect(brFirst.longestDialCodePrefix('5511987654321')).toBe(full.longestDialCodePrefix('5511987654321'));
    expect(brFirst.countriesForDialCode('55')).toEqual(full.countriesForDialCode('55'));
    expect(brFirst.allowedNationalLengths('55')).toEqual(full.allowedNationalLengths('55'));
    expect(brFirst.MAX_DIAL_CODE_LENGTH).toBe(full.MAX_DIAL_CODE_LENGTH);
    fc.assert(
      fc.property(brNational, (national) => {
        expect(brFirst.countryOfNumber('55', national)).toBe(full.countryOfNumber('55', national) ?? 'BR');
      }),
    );
    expect(brFirst.isPhoneMetadataLoaded()).toBe(false);
  });

  it('does not recognise another dial code until loaded, then answers as the full metadata', async () => {
    expect(brFirst.longestDialCodePrefix('351912345678')).toBeNull();
    expect(brFirst.allowedNationalLengths('351')).toEqual([]);
    await brFirst.loadPhoneMetadata();
    expect(brFirst.isPhoneMetadataLoaded()).toBe(true);
    for (const digits of ['351912345678', '12015550123', '447400123456', '5511987654321']) {
      const code = full.longestDialCodePrefix(digits);
      expect(brFirst.longestDialCodePrefix(digits)).toBe(code);
      expect(brFirst.allowedNationalLengths(code!)).toEqual(full.allowedNationalLengths(code!));
      expect(brFirst.maskForNumber(code!, digits.slice(code!.length))).toBe(full.maskForNumber(code!, digits.slice(code!.length)));
    }
    expect(brFirst.maskForCountry('PT')).toBe(full.maskForCountry('PT'));
  });
});
