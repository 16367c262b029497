import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instagramProfileUrl, normalizeInstagramHandle } from './instagram';

describe('normalizeInstagramHandle', () => {
  it.each([
    ['https://www.instagram.com/salao.bela/', 'salao.bela'],
    ['https://www.instagram.com/Salao.Bela/?hl=pt-br', 'salao.bela'],
    ['http://instagram.com/barbearia_top', 'barbearia_top'],
    ['instagram.com/barbearia_top/', 'barbearia_top'],
    ['www.instagram.com/lash.ana#top', 'lash.ana'],
    ['https://m.instagram.com/lash.ana/reels/', 'lash.ana'],
    ['@studio.unhas', 'studio.unhas'],
    ['  @ studio unhas  ', 'studiounhas'],
    ['/studio/', 'studio'],
    ['studio?utm_source=x', 'studio'],
    ['https://www.instagram.com/', ''],
    ['instagram.com/instagram.com/salao', 'salao'],
    ['https://instagram.com/@/www.instagram.com/salao', 'salao'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeInstagramHandle(input)).toBe(expected);
  });

  it('does not strip a handle that only resembles a domain', () => {
    expect(normalizeInstagramHandle('www.salao')).toBe('www.salao');
    expect(normalizeInstagramHandle('instagram.company')).toBe('instagram.company');
  });

  it('is idempotent', () => {
    const piece = fc.constantFrom(
      'https://',
      'http://',
      'www.',
      'm.',
      'instagram.com',
      'INSTAGRAM.COM',
      '/',
      '@',
      ' ',
      '?',
      '#',
      'hl=pt',
      'salao',
      '.',
      '_',
      'B',
    );
    const pasted = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(pasted, fc.string()), (s) => {
        const once = normalizeInstagramHandle(s);
        return normalizeInstagramHandle(once) === once;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('instagramProfileUrl', () => {
  it('builds the profile URL from any accepted form', () => {
    expect(instagramProfileUrl('@salao.bela')).toBe('https://www.instagram.com/salao.bela/');
    expect(instagramProfileUrl('https://instagram.com/salao.bela?igsh=1')).toBe('https://www.instagram.com/salao.bela/');
  });

  it('returns null when no handle is left', () => {
    expect(instagramProfileUrl(' @ ')).toBeNull();
  });
});
