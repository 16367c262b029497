// Money is stored in integer cents (ARCHITECTURE "Money"); every currency we know has 2 decimals.
import type { TMoneyCurrency } from './company';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './defaults';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: TMoneyCurrency, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f;
}

/** formatMoney(123456, 'BRL') → 'R$ 1.234,56' (Intl puts a no-break space after the symbol). */
export function formatMoney(cents: number, currency: TMoneyCurrency = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid cents: ${cents}`);
  return currencyFormatter(currency, locale).format(Math.round(cents) / 100);
}

// toPrecision(15) drops binary noise first, so 1.005 becomes 101 cents rather than 100.
export function decimalToCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${value}`);
  return Math.round(Number((value * 100).toPrecision(15)));
}

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
}

/**
 * Reads typed or formatted money ('R$ 1.234,56', '1234,5', '-12') into cents, using the locale's
 * decimal separator; every other non-digit (symbols, group separators, spaces) is ignored.
 * Returns null when there is no number, so a currency input can revert to its previous value.
 * More than two decimals round half up.
 */
export function parseMoneyToCents(text: string, locale: string = DEFAULT_LOCALE): number | null {
  const dec = decimalSeparator(locale);
  const negative = /-/.test(text.split(/\d/)[0] ?? '');
  const kept = Array.from(text)
    .filter((ch) => /\d/.test(ch) || ch === dec)
    .join('');
  const parts = kept.split(dec);
  if (parts.length > 2) return null;
  const intDigits = parts[0] ?? '';
  const fracDigits = parts[1] ?? '';
  if (intDigits === '' && fracDigits === '') return null;
  const frac = (fracDigits + '000').slice(0, 3);
  let cents = Number(intDigits || '0') * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** A cents-mask input keeps only digits: typing 1, 2, 3, 4, 5 means 123,45. */
export function parseMaskedDigitsToCents(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents : null;
}
