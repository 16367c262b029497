import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** `true` means "in error" with the default text; a string is the error's own text. */
export type FieldError = string | boolean | null | undefined;

const DEFAULT_FIELD_ERROR = 'Campo obrigatório';

/** The text shown for an error state, or undefined when there is no error. */
export function fieldErrorMessage(error: FieldError): string | undefined {
  if (!error) return undefined;
  return typeof error === 'string' ? error : DEFAULT_FIELD_ERROR;
}

export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? `field-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { id: base, descriptionId: `${base}-description`, errorId: `${base}-error` };
}

/** aria-describedby for a control: its description, then its error, then anything given. */
export function describedBy(
  ids: { descriptionId: string; errorId: string },
  hasDescription: boolean,
  hasError: boolean,
  extra?: string,
): string | undefined {
  const parts = [hasDescription && ids.descriptionId, hasError && ids.errorId, extra].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export interface FieldProps {
  id: string;
  descriptionId: string;
  errorId: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldError;
  /** Something shown at the right of the label, e.g. a counter or a link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, description and error text, spaced the same way everywhere. */
export function Field({ id, descriptionId, errorId, label, description, error, labelAside, className, children }: FieldProps) {
  const message = fieldErrorMessage(error);
  return (
    <div className={cn('flex w-full flex-col gap-1.5', className)} data-invalid={message ? '' : undefined}>
      {label || labelAside ? (
        <div className="flex items-end justify-between gap-2">
          {label ? (
            <Label htmlFor={id} error={Boolean(message)}>
              {label}
            </Label>
          ) : (
            <span />
          )}
          {labelAside ? <div className="text-xs text-muted-foreground">{labelAside}</div> : null}
        </div>
      ) : null}
      {children}
      {description ? (
        <p id={descriptionId} className="text-[13px] leading-5 text-muted-foreground">
          {description}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} aria-live="polite" className="flex items-start gap-1.5 text-[13px] font-medium leading-5 text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
