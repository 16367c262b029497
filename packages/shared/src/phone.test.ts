import fc from 'fast-check';
import { getCountries, getExampleNumber } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import {
  BRAZIL_LANDLINE_MASK,
  BRAZIL_MOBILE_MASK,
  DEFAULT_DDI_MASK,
  applyMask,
  formatPhone,
  guessCompanyDdi,
  normalizePhone,
  toWhatsappNumber,
  validatePhone,
} from './phone';
import { allowedNationalLengths, longestDialCodePrefix } from './phone-metadata-full';

describe('normalizePhone', () => {
  it.each([
    [' +55 (11) 98765-4321 ', '+5511987654321'],
    ['(+55) 11 9', '+55119'],
    ['55+11', '5511'],
    ['11 98765.4321', '11987654321'],
    ['+', '+'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const phoneish = fc.string({ unit: fc.constantFrom(...'+0123456789 ()-.aZ'.split('')) });
    fc.assert(fc.property(fc.oneof(phoneish, fc.string()), (s) => normalizePhone(normalizePhone(s)) === normalizePhone(s)));
  });
});

describe('validatePhone with a plus', () => {
  it('accepts a Brazilian mobile and landline with their masks', () => {
    const mobile = validatePhone('+55 (11) 98765-4321');
    expect(mobile).toMatchObject({
      valid: true,
      partial: false,
      country: 'BR',
      dialCode: '55',
      nationalNumber: '11987654321',
      e164: '+5511987654321',
      mask: BRAZIL_MOBILE_MASK,
      dialMask: '+##',
      predicted: false,
    });
    const landline = validatePhone('+55 11 3333-4444');
    expect(landline).toMatchObject({ valid: true, country: 'BR', mask: BRAZIL_LANDLINE_MASK, e164: '+551133334444' });
  });

  it('gives only a partial match (country and mask) for a short number', () => {
    expect(validatePhone('+5511')).toMatchObject({
      valid: false,
      partial: true,
      country: 'BR',
      dialCode: '55',
      nationalNumber: '11',
      e164: null,
      mask: BRAZIL_MOBILE_MASK,
      dialMask: '+##',
    });
    expect(validatePhone('+55')).toMatchObject({ partial: true, country: 'BR', nationalNumber: '' });
    expect(validatePhone('+55113333444')).toMatchObject({ valid: false, partial: true, mask: BRAZIL_LANDLINE_MASK });
  });

  it('rejects a number longer than every allowed length, without calling it partial', () => {
    expect(validatePhone('+55119876543210')).toMatchObject({ valid: false, partial: false, country: 'BR' });
  });

  it('keeps Brazil to numbers with a DDD (10 or 11 digits)', () => {
    expect(validatePhone('+5540031234').valid).toBe(false);
    expect(validatePhone('+55400312345').valid).toBe(false);
  });

  it('matches the longest dial prefix: +351 is Portugal', () => {
    expect(longestDialCodePrefix('351912345678')).toBe('351');
    expect(validatePhone('+351 912 345 678')).toMatchObject({
      valid: true,
      country: 'PT',
      dialCode: '351',
      nationalNumber: '912345678',
      dialMask: '+###',
      mask: '### ### ###',
    });
    expect(validatePhone('+3519')).toMatchObject({ partial: true, country: 'PT', dialCode: '351' });
  });

  it('uses the allowed lengths of the metadata', () => {
    expect(allowedNationalLengths('351')).toEqual([9]);
    expect(validatePhone('+35191234567')).toMatchObject({ valid: false, partial: true });
    expect(validatePhone('+3519123456789')).toMatchObject({ valid: false, partial: false });
    expect(validatePhone('+447400123456')).toMatchObject({ valid: true, country: 'GB' });
    expect(validatePhone('+4915123456789')).toMatchObject({ valid: true, country: 'DE' });
  });

  it('has no country while the digits are not a dial code yet', () => {
    expect(validatePhone('+3')).toMatchObject({ valid: false, partial: false, country: null, dialMask: '+#', mask: null });
    expect(validatePhone('+35')).toMatchObject({ country: null, dialMask: '+##' });
    expect(validatePhone('+')).toMatchObject({ valid: false, country: null, dialMask: '+#' });
  });

  describe('+1', () => {
    it('needs exactly 10 digits', () => {
      expect(validatePhone('+1 201 555 0123')).toMatchObject({ valid: true, country: 'US', dialMask: '+#' });
      expect(validatePhone('+1201555012')).toMatchObject({ valid: false, partial: true, country: 'US' });
      expect(validatePhone('+120155501234')).toMatchObject({ valid: false, partial: false });
    });

    it('refuses area codes starting with 0 or 1, even while partial', () => {
      expect(validatePhone('+1 015 550 1234')).toMatchObject({ valid: false, partial: false });
      expect(validatePhone('+1 115 550 1234')).toMatchObject({ valid: false, partial: false });
      expect(validatePhone('+10')).toMatchObject({ valid: false, partial: false });
      expect(validatePhone('+12')).toMatchObject({ valid: false, partial: true });
      expect(validatePhone('+1 215 550 1234').valid).toBe(true);
    });

    it('tells Canada from the United States on a complete number', () => {
      expect(validatePhone('+1 416 555 0123').country).toBe('CA');
    });
  });

  describe('+7', () => {
    it('needs exactly 10 digits (the metadata also allows 14)', () => {
      expect(validatePhone('+7 912 345 67 89')).toMatchObject({ valid: true, country: 'RU' });
      expect(validatePhone('+7 912 345 67 8')).toMatchObject({ valid: false, partial: true });
      expect(validatePhone('+7 912 345 67 890')).toMatchObject({ valid: false, partial: false });
      expect(validatePhone('+781234567890123')).toMatchObject({ valid: false, partial: false });
    });
  });
});

describe('validatePhone without a plus', () => {
  it('predicts Brazil for 10–11 digits with a valid DDD', () => {
    expect(validatePhone('(11) 98765-4321')).toMatchObject({
      valid: true,
      predicted: true,
      country: 'BR',
      e164: '+5511987654321',
    });
    expect(validatePhone('31 3333-4444')).toMatchObject({ valid: true, country: 'BR', e164: '+553133334444' });
  });

  it('treats short digits with a valid DDD as a partial Brazilian number', () => {
    expect(validatePhone('119876')).toMatchObject({ valid: false, partial: true, country: 'BR' });
    expect(validatePhone('')).toMatchObject({ valid: false, partial: true, country: 'BR' });
  });

  it('reads other digits as starting with a dial code', () => {
    expect(validatePhone('351912345678')).toMatchObject({ valid: true, predicted: true, country: 'PT' });
    expect(validatePhone('5511987654321')).toMatchObject({ valid: true, country: 'BR', e164: '+5511987654321' });
    expect(validatePhone('12015550123')).toMatchObject({ country: 'BR' }); // DDD 12 wins: Brazil first
    expect(validatePhone('4915123456789')).toMatchObject({ valid: true, country: 'DE' });
  });

  it('applies the same rules after the prediction', () => {
    // DDD 10 does not exist, so this is +1 with an area code starting with 0.
    expect(validatePhone('1012345678')).toMatchObject({ valid: false, partial: false, country: 'US' });
    expect(validatePhone('0')).toMatchObject({ valid: false, country: null });
  });

  it('uses an explicit dial code instead of predicting', () => {
    expect(validatePhone('912345678', { dialCode: '+351' })).toMatchObject({ valid: true, country: 'PT' });
    expect(validatePhone('11987654321', { dialCode: '351' }).valid).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+5511987654321', '+55 (11) 98765-4321'],
    ['551133334444', '+55 (11) 3333-4444'],
    ['11987654321', '+55 (11) 98765-4321'],
    ['+5511987', '+55 (11) 987'],
    ['+55', '+55'],
    ['+351912345678', '+351 912 345 678'],
    ['+999', '+999'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('applyMask writes literals only between digits and keeps extra digits', () => {
    expect(applyMask('1198', BRAZIL_MOBILE_MASK)).toBe('(11) 98');
    expect(applyMask('123', '##-#')).toBe('12-3');
    expect(applyMask('12345', '##-#')).toBe('12-345');
  });
});

// Valid numbers from libphonenumber's own example numbers, kept when our stricter rules agree.
const exampleNumbers = getCountries(metadata)
  .map((c) => getExampleNumber(c, examples, metadata)?.number)
  .filter((n): n is NonNullable<typeof n> => n !== undefined && validatePhone(n).valid);

describe('valid phones survive normalise → format → normalise', () => {
  it('has enough example numbers to be meaningful', () => {
    expect(exampleNumbers.length).toBeGreaterThan(150);
  });

  it('for libphonenumber example numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...exampleNumbers), (n) => {
        const formatted = formatPhone(n);
        return normalizePhone(formatted) === normalizePhone(n) && validatePhone(formatted).valid;
      }),
    );
  });

  it('for constructed Brazilian numbers', () => {
    const ddd = fc.constantFrom('11', '21', '31', '47', '61', '85', '99');
    const mobile = fc.tuple(ddd, fc.stringMatching(/^9\d{8}$/)).map(([d, n]) => `+55${d}${n}`);
    const landline = fc.tuple(ddd, fc.stringMatching(/^[2-5]\d{7}$/)).map(([d, n]) => `+55${d}${n}`);
    fc.assert(
      fc.property(fc.oneof(mobile, landline), (n) => {
        expect(validatePhone(n).valid).toBe(true);
        const formatted = formatPhone(n);
        expect(formatted).toMatch(/^\+55 \(\d{2}\) \d{4,5}-\d{4}$/);
        expect(normalizePhone(formatted)).toBe(n);
      }),
    );
  });

  it('for constructed +1 numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (national) => {
        const n = `+1${national}`;
        return validatePhone(n).valid && normalizePhone(formatPhone(n)) === n;
      }),
    );
  });
});

describe('toWhatsappNumber', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['+351 912 345 678', '351912345678'],
    ['+1 201 555 0123', '12015550123'],
    ['12 34', '1234'],
  ])('%j → %j', (input, expected) => {
    expect(toWhatsappNumber(input)).toBe(expected);
  });
});

describe('guessCompanyDdi', () => {
  it.each([
    ['+55 11 98765-4321', '+55'],
    ['5511987654321', '+55'],
    ['+351 912 345 678', '+351'],
    ['+1 201 555 0123', '+1'],
    ['+44 7400 123456', DEFAULT_DDI_MASK],
    ['', DEFAULT_DDI_MASK],
    [null, DEFAULT_DDI_MASK],
  ])('%j → %j', (input, expected) => {
    expect(guessCompanyDdi(input)).toBe(expected);
  });
});
