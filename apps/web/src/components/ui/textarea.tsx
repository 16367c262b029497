import { TEXTAREA_ROWS } from '@agenda/shared/ui';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, Field, fieldErrorMessage, useFieldIds, type FieldError } from './field';
import { isPlainEnter } from './input';
import { mergeRefs } from './merge-refs';
import { fieldBox } from './ui-classes';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, 'rows'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  /** Fired on Enter without Shift; when given, that Enter does not insert a line break. */
  onEnter?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  minRows?: number;
  maxRows?: number;
  /** Shows "n/max" next to the label when `maxLength` is set. */
  showCount?: boolean;
  containerClassName?: string;
}

export function clampRows(rows: number, min: number = TEXTAREA_ROWS.min, max: number = TEXTAREA_ROWS.max): number {
  return Math.min(max, Math.max(min, rows));
}

/** Rows a textarea needs for its text: hard line breaks, plus soft wraps where layout is measurable. */
function measureRows(el: HTMLTextAreaElement, min: number, max: number): number {
  let rows = el.value.split('\n').length;
  const style = window.getComputedStyle(el);
  const lineHeight = Number.parseFloat(style.lineHeight);
  if (Number.isFinite(lineHeight) && lineHeight > 0) {
    const previous = el.rows;
    el.rows = min;
    const scroll = el.scrollHeight;
    el.rows = previous;
    if (scroll > 0) {
      const padding = Number.parseFloat(style.paddingTop || '0') + Number.parseFloat(style.paddingBottom || '0');
      rows = Math.max(rows, Math.ceil((scroll - padding) / lineHeight - 0.05));
    }
  }
  return clampRows(rows, min, max);
}

export function Textarea({
  id: idProp,
  label,
  description,
  error,
  onEnter,
  onKeyDown,
  onInput,
  minRows = TEXTAREA_ROWS.min,
  maxRows = TEXTAREA_ROWS.max,
  showCount,
  className,
  containerClassName,
  value,
  defaultValue,
  maxLength,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...props
}: TextareaProps) {
  const ids = useFieldIds(idProp);
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const [rows, setRows] = useState(minRows);
  const [length, setLength] = useState(() => String(value ?? defaultValue ?? '').length);
  const hasError = Boolean(fieldErrorMessage(error));
  const setRefs = useMemo(() => mergeRefs(ref, innerRef), [ref]);

  const resize = useCallback(() => {
    const el = innerRef.current;
    if (!el) return;
    setRows(measureRows(el, minRows, maxRows));
    setLength(el.value.length);
  }, [minRows, maxRows]);

  useLayoutEffect(resize, [resize, value]);

  return (
    <Field
      {...ids}
      label={label}
      description={description}
      error={error}
      className={containerClassName}
      labelAside={showCount && maxLength ? `${length}/${maxLength}` : undefined}
    >
      <textarea
        ref={setRefs}
        id={ids.id}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(ids, Boolean(description), hasError, ariaDescribedBy)}
        onInput={(event) => {
          onInput?.(event);
          resize();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (onEnter && !event.defaultPrevented && isPlainEnter(event)) {
            event.preventDefault();
            onEnter(event);
          }
        }}
        className={cn(
          fieldBox,
          'block resize-none px-3 py-2.5 leading-6',
          rows >= maxRows ? 'overflow-y-auto' : 'overflow-y-hidden',
          className,
        )}
        {...props}
      />
    </Field>
  );
}
