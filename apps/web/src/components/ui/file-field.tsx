import { useId, useRef } from 'react';
import { Upload } from 'lucide-react';
import { formatFileSize } from '@agenda/shared/files';
import { cn } from './cn';

interface FileFieldProps {
  label: string;
  accept?: string;
  file: File | null;
  onFile: (file: File | null) => void;
  description?: string;
  error?: string | null;
  className?: string;
}

/**
 * A labelled file picker in Portuguese: the native input (kept for keyboard, screen readers and tests) is visually
 * hidden, and a button-like box shows "Escolher arquivo" and the chosen file's name and size.
 */
export function FileField({ label, accept, file, onFile, description, error, className }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={description ? `${id}-d` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        onClick={() => input.current?.click()}
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface pr-3 text-sm',
          'peer-focus-visible:ring-4 peer-focus-visible:ring-primary/15 peer-focus-visible:border-primary',
          error && 'border-danger',
        )}
      >
        <span className="inline-flex h-11 shrink-0 items-center gap-2 rounded-l-lg border-r border-border bg-surface-muted px-3 font-medium text-foreground">
          <Upload className="size-4" />
          Escolher arquivo
        </span>
        <span className={cn('min-w-0 truncate', file ? 'text-foreground' : 'text-muted-foreground')}>
          {file ? `${file.name} · ${formatFileSize(file.size)}` : 'Nenhum arquivo escolhido'}
        </span>
      </span>
      {description ? (
        <p id={`${id}-d`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
