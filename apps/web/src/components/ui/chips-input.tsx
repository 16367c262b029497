// A list of short names typed one by one (Enter or comma adds, × or Backspace removes), shown as chips.
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, Field, fieldErrorMessage, useFieldIds, type FieldError } from './field';
import { fieldBox } from './ui-classes';

interface ChipsInputProps {
  label: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Most chips allowed; the field stops accepting more. */
  max?: number;
  /** Longest chip allowed (characters). */
  maxLength?: number;
  id?: string;
}

/** The message of a list field's error: the list's own, else the first item's (react-hook-form shapes). */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) {
    const m = (item as { message?: unknown } | undefined)?.message;
    if (typeof m === 'string') return m;
  }
  return undefined;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function ChipsInput({ label, description, error, value, onChange, placeholder, max, maxLength, id }: ChipsInputProps) {
  const ids = useFieldIds(id);
  const [draft, setDraft] = useState('');
  const hasError = Boolean(fieldErrorMessage(error));
  const full = max !== undefined && value.length >= max;
  const add = (raws: string[], rest = '') => {
    setDraft(rest);
    const next = [...value];
    for (const raw of raws) {
      const name = raw.trim().replace(/\s+/g, ' ');
      if (name && (max === undefined || next.length < max) && !next.some((v) => fold(v) === fold(name))) next.push(name);
    }
    if (next.length !== value.length) onChange(next);
  };

  return (
    <Field {...ids} label={label} description={description} error={error}>
      <div
        className={cn(fieldBox, 'flex min-h-11 flex-wrap items-center gap-1.5 px-2 py-1.5 sm:min-h-10')}
        data-invalid={hasError || undefined}
      >
        {value.map((chip) => (
          <span
            key={chip}
            className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-0.5 pr-1 pl-2.5 text-sm text-foreground"
          >
            {chip}
            <button
              type="button"
              aria-label={`Remover ${chip}`}
              className="flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-border hover:text-foreground"
              onClick={() => onChange(value.filter((v) => v !== chip))}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        ))}
        <input
          id={ids.id}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? `Limite de ${max} nomes` : placeholder}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ids, Boolean(description), hasError)}
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base outline-none placeholder:text-subtle-foreground sm:text-sm"
          onChange={(e) => {
            const parts = e.target.value.split(',');
            if (parts.length > 1) add(parts.slice(0, -1), parts.at(-1));
            else setDraft(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add([draft]);
            } else if (e.key === 'Backspace' && !draft && value.length) onChange(value.slice(0, -1));
          }}
          onBlur={() => add([draft])}
        />
      </div>
    </Field>
  );
}
