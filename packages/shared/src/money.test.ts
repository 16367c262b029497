import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToCents, formatMoney, parseMaskedDigitsToCents, parseMoneyToCents } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats cents in pt-BR by default', () => {
    expect(formatMoney(123456, 'BRL')).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0, 'BRL')).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(5, 'BRL')).toBe(`R$${NBSP}0,05`);
    expect(formatMoney(-1250, 'BRL')).toBe(`-R$${NBSP}12,50`);
  });

  it('defaults to BRL', () => {
    expect(formatMoney(100)).toBe(formatMoney(100, 'BRL'));
  });

  it('knows every currency, including CAD and AUD, in any locale', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD')).toBe(`US$${NBSP}1.234,56`);
    expect(formatMoney(123456, 'EUR', 'pt-PT')).toMatch(/^1\s?234,56\s€$/);
    expect(formatMoney(100, 'CAD')).toContain('1,00');
    expect(formatMoney(100, 'AUD')).toContain('1,00');
    expect(formatMoney(100, 'ARS')).toContain('1,00');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN, 'BRL')).toThrow(RangeError);
  });
});

describe('parseMoneyToCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['1234,5', 123450],
    ['12', 1200],
    ['0,05', 5],
    [',5', 50],
    ['0,005', 1],
    ['0,004', 0],
    ['-R$ 12,50', -1250],
    ['R$ -12,50', -1250],
  ])('%j → %d cents', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', 'R$', '1,2,3'])('%j is not a number', (text) => {
    expect(parseMoneyToCents(text)).toBeNull();
  });

  it('follows the locale separators', () => {
    expect(parseMoneyToCents('1,234.56', 'en-US')).toBe(123456);
    expect(parseMoneyToCents('1.234', 'pt-BR')).toBe(123400);
  });

  it('reads back whatever formatMoney writes', () => {
    const cents = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(fc.property(cents, (c) => parseMoneyToCents(formatMoney(c, 'BRL')) === c));
    fc.assert(fc.property(cents, (c) => parseMoneyToCents(formatMoney(c, 'USD', 'en-US'), 'en-US') === c));
  });
});

describe('cents helpers', () => {
  it('decimalToCents removes binary noise', () => {
    expect(decimalToCents(19.99)).toBe(1999);
    expect(decimalToCents(1.005)).toBe(101);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
  });

  it('parseMaskedDigitsToCents reads a cents mask', () => {
    expect(parseMaskedDigitsToCents('123,45')).toBe(12345);
    expect(parseMaskedDigitsToCents('R$ ')).toBeNull();
  });
});
