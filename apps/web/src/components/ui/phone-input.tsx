import { DEFAULT_PHONE_PREFIX } from '@agenda/shared/defaults';
import { formatPhone, isPhoneMetadataLoaded, loadPhoneMetadata, validatePhone, type PhoneValidation } from '@agenda/shared/phone';
import { Globe } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Input, type InputProps } from './input';
import { mergeRefs } from './merge-refs';

const INVALID_PHONE_MESSAGE = 'Telefone inválido';

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'leftIcon'> {
  /** The phone as typed or stored ('+5511987654321'); empty for none. */
  value?: string | null;
  defaultValue?: string | null;
  /**
   * Receives the E.164 number when valid, otherwise the normalised digits ('+5511'), or '' when
   * nothing beyond the dial code was typed; `result` carries validity, country and mask.
   */
  onValueChange?: (value: string, result: PhoneValidation) => void;
  /** Dial code shown in an empty field (docs/spec.md §5: +55). */
  defaultPrefix?: string;
}

/** 'BR' → 🇧🇷 (regional indicator symbols). */
export function countryFlag(iso: string | null | undefined): string {
  if (!iso || !/^[A-Z]{2}$/.test(iso)) return '';
  return String.fromCodePoint(...Array.from(iso).map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function display(value: string | null | undefined, prefix: string): string {
  return value ? formatPhone(value) : `${prefix} `;
}

function emittedValue(r: PhoneValidation): string {
  if (!r.nationalNumber) return '';
  return r.e164 ?? r.normalized;
}

/** Position in `formatted` just after its `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export function PhoneInput({
  value,
  defaultValue,
  onValueChange,
  defaultPrefix = DEFAULT_PHONE_PREFIX,
  error,
  onBlur,
  placeholder = '+55 (11) 98765-4321',
  className,
  ref,
  ...props
}: PhoneInputProps) {
  const [text, setText] = useState(() => display(value !== undefined ? value : defaultValue, defaultPrefix));
  const [touched, setTouched] = useState(false);
  const emitted = useRef(value ?? '');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const setRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);

  useEffect(() => {
    if (value !== undefined && (value ?? '') !== emitted.current) {
      emitted.current = value ?? '';
      setText(display(value, defaultPrefix));
    }
  }, [value, defaultPrefix]);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && caret.current !== null && document.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const result = useMemo(() => validatePhone(text), [text]);
  const hasNumber = result.nationalNumber !== '';
  // Wrong already while typing (too long, impossible area code), or incomplete once the field is left.
  const ownError = hasNumber && !result.valid && (!result.partial || touched) ? INVALID_PHONE_MESSAGE : undefined;

  const commit = (next: string) => {
    setText(next);
    const r = validatePhone(next);
    const out = emittedValue(r);
    if (out !== emitted.current) {
      emitted.current = out;
      onValueChange?.(out, r);
    }
  };

  // The browser knows Brazil's numbers at once; another dial code is recognised once the metadata of
  // every country has loaded (issue 17): the number typed so far is then formatted and passed on again.
  const onMetadataLoaded = useEffectEvent(() => {
    if (text.trim() !== '') commit(formatPhone(text));
  });
  const awaitingMetadata = result.dialCode === null && result.normalized.replace('+', '') !== '' && !isPhoneMetadataLoaded();
  useEffect(() => {
    if (!awaitingMetadata) return;
    let live = true;
    loadPhoneMetadata().then(
      () => {
        if (live) onMetadataLoaded();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [awaitingMetadata]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const atEnd = (event.target.selectionStart ?? raw.length) >= raw.length;
    const digitsBefore = raw.slice(0, event.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
    const next = raw.trim() === '' ? '' : formatPhone(raw);
    caret.current = atEnd ? next.length : caretAfterDigits(next, digitsBefore);
    commit(next);
  };

  const flag = countryFlag(result.country);

  return (
    <Input
      ref={setRefs}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={text}
      placeholder={placeholder}
      error={error || ownError}
      onChange={handleChange}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      leftIcon={
        <span
          className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground"
          data-slot="phone-country"
          data-country={result.country ?? ''}
          title={result.country ?? 'País não identificado'}
        >
          {flag ? (
            <span aria-hidden="true" className="text-base leading-none">
              {flag}
            </span>
          ) : (
            <Globe aria-hidden="true" />
          )}
          <span>{result.country ?? '—'}</span>
        </span>
      }
      className={['pl-[4.25rem]', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
