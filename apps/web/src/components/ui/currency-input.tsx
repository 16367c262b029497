import { formatMoney, parseMaskedDigitsToCents, parseMoneyToCents } from '@agenda/shared/money';
import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Input, type InputProps } from './input';
import { mergeRefs } from './merge-refs';

type Currency = NonNullable<Parameters<typeof formatMoney>[1]>;

export interface CurrencyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> {
  /** Amount in integer cents; null is an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (cents: number | null) => void;
  currency?: Currency;
  /** Largest amount accepted, in cents. */
  maxCents?: number;
}

/** 123456 → 'R$ 1.234,56'; null → ''. */
export function formatCents(cents: number | null | undefined, currency: Currency = 'BRL'): string {
  return cents === null || cents === undefined ? '' : formatMoney(cents, currency);
}

/**
 * Reads what the user typed in a cents-mask field. `undefined` means "not a number: keep the
 * previous value"; `null` means the field was emptied.
 */
export function unformatCurrency(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const cents = parseMaskedDigitsToCents(text);
  return cents === null ? undefined : cents;
}

/**
 * Money field in the Brazilian bank-app style: digits fill from the right (1, 2, 3 → R$ 1,23),
 * the value is integer cents, pasting '1.234,56' reads as written.
 */
export function CurrencyInput({
  value,
  defaultValue = null,
  onValueChange,
  currency = 'BRL',
  maxCents = 99_999_999_999,
  placeholder,
  onFocus,
  onPaste,
  ref,
  ...props
}: CurrencyInputProps) {
  const [inner, setInner] = useState<number | null>(defaultValue);
  const cents = value !== undefined ? value : inner;
  const display = formatCents(cents, currency);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);

  const commit = (next: number | null) => {
    if (next !== null && next > maxCents) return;
    if (value === undefined) setInner(next);
    if (next !== cents) onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = unformatCurrency(event.target.value);
    if (next === undefined) {
      // Not a number: put the previous text back.
      event.target.value = display;
      return;
    }
    commit(next);
  };

  // The mask grows from the right, so the caret belongs at the end.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && document.activeElement === el) el.setSelectionRange(el.value.length, el.value.length);
  }, [display]);

  return (
    <Input
      ref={setRefs}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={display}
      placeholder={placeholder ?? formatCents(0, currency)}
      onChange={handleChange}
      onFocus={(event) => {
        onFocus?.(event);
        const el = event.currentTarget;
        requestAnimationFrame(() => el.setSelectionRange(el.value.length, el.value.length));
      }}
      onPaste={(event) => {
        onPaste?.(event);
        const text = event.clipboardData.getData('text');
        const pasted = parseMoneyToCents(text);
        if (pasted !== null && pasted >= 0) {
          event.preventDefault();
          commit(pasted);
        }
      }}
      {...props}
    />
  );
}
