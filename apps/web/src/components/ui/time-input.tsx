import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isValidTime, maskTime } from './date-utils';
import { cn } from './cn';
import { Input, type InputProps } from './input';

const INVALID_TIME_MESSAGE = 'Horário inválido';

export interface TimeInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** 'HH:mm', or null/'' for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Receives 'HH:mm' when valid (00:00–23:59), null while empty or incomplete. */
  onValueChange?: (value: string | null) => void;
}

export function TimeInput({
  value,
  defaultValue = null,
  onValueChange,
  error,
  onBlur,
  placeholder = 'HH:mm',
  className,
  ...props
}: TimeInputProps) {
  const [text, setText] = useState(() => (value !== undefined ? value : defaultValue) ?? '');
  const [touched, setTouched] = useState(false);
  const emitted = useRef(value ?? null);

  useEffect(() => {
    if (value !== undefined && (value || null) !== emitted.current) {
      emitted.current = value || null;
      setText(value ?? '');
    }
  }, [value]);

  const ownError = text !== '' && (touched || text.length === 5) && !isValidTime(text) ? INVALID_TIME_MESSAGE : undefined;

  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={text}
      placeholder={placeholder}
      error={error || ownError}
      rightIcon={<Clock />}
      onChange={(event) => {
        const masked = maskTime(event.target.value);
        setText(masked);
        const next = isValidTime(masked) ? masked : null;
        if (next !== emitted.current) {
          emitted.current = next;
          onValueChange?.(next);
        }
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      className={cn('tabular-nums', className)}
      {...props}
    />
  );
}
